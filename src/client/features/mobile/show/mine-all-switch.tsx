import { cn } from '#client/components/ui/cn.ts';
import { MOBILE_SHOW_TEXTS } from '#shared/spec-texts/mobile-texts.ts';
import type { MobileShow } from './mobile-show.ts';

const CHOICES: { value: MobileShow; label: string }[] = [
  { value: 'mine', label: MOBILE_SHOW_TEXTS.mine },
  { value: 'all', label: MOBILE_SHOW_TEXTS.all },
];

type MineAllSwitchProps = { show: MobileShow; onChange: (show: MobileShow) => void };

/**
 * Mine | All in a phone page's header: two toggle buttons in a named group (as the Cards/List
 * toggle), the pressed one is the list shown. Each is a 44 px target on a phone.
 */
export function MineAllSwitch({ show, onChange }: MineAllSwitchProps) {
  return (
    <fieldset className="inline-flex shrink-0 rounded-lg border bg-card p-0.5">
      <legend className="sr-only">{MOBILE_SHOW_TEXTS.legend}</legend>
      {CHOICES.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={show === value}
          onClick={() => {
            if (show !== value) onChange(value);
          }}
          className={cn(
            'inline-flex h-11 min-w-14 items-center justify-center rounded-md px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-reduce:transition-none sm:h-9',
            show === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
