import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { typeLabel, WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import type { TrayItem } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import type { TrayFilters } from '../api/get-schedule-tray.ts';

type TrayFiltersBarProps = {
  filters: TrayFilters;
  onChange: (filters: TrayFilters) => void;
  items: readonly TrayItem[];
};

/** The values seen in the tray, and the one chosen (which may no longer be among them). */
function optionsOf(values: readonly (string | null)[], chosen: string | undefined): string[] {
  const seen = new Set(values.filter((value): value is string => Boolean(value)));
  if (chosen) seen.add(chosen);
  return [...seen].sort();
}

/** The tray's filters: office, city and type, sent to the server. */
export function TrayFiltersBar({ filters, onChange, items }: TrayFiltersBarProps) {
  const set = (key: keyof TrayFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value || undefined });
  return (
    <div className="grid grid-cols-2 gap-1 [&>*:last-child]:col-span-2">
      <NativeSelect aria-label={TEXTS.office} value={filters.office ?? ''} onChange={set('office')}>
        <option value="">{TEXTS.allOffices}</option>
        {optionsOf(
          items.map((item) => item.office),
          filters.office,
        ).map((office) => (
          <option key={office}>{office}</option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label={TEXTS.city} value={filters.city ?? ''} onChange={set('city')}>
        <option value="">{TEXTS.allCities}</option>
        {optionsOf(
          items.map((item) => item.city),
          filters.city,
        ).map((city) => (
          <option key={city}>{city}</option>
        ))}
      </NativeSelect>
      <NativeSelect aria-label={TEXTS.type} value={filters.type ?? ''} onChange={set('type')}>
        <option value="">{TEXTS.allTypes}</option>
        {WORK_ORDER_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
