import { WEEKDAYS } from '../company-settings-texts.ts';

type WorkDayChecksProps = {
  formId: string;
  name: string;
  days: readonly number[];
  onChange: (days: number[]) => void;
};

/** Seven small toggles, Sunday first; each is a checkbox named by its whole day for screen readers. */
export function WorkDayChecks({ formId, name, days, onChange }: WorkDayChecksProps) {
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...days, day].sort((a, b) => a - b) : days.filter((entry) => entry !== day));
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">Work days, {name}</legend>
      {WEEKDAYS.map(({ day, short, name: dayName }) => (
        <label
          key={day}
          title={dayName}
          className="relative flex size-8 cursor-pointer items-center justify-center rounded-md border text-xs font-medium has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
        >
          <input
            type="checkbox"
            form={formId}
            className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            checked={days.includes(day)}
            onChange={(event) => toggle(day, event.target.checked)}
            aria-label={dayName}
          />
          <span aria-hidden="true">{short}</span>
        </label>
      ))}
    </fieldset>
  );
}
