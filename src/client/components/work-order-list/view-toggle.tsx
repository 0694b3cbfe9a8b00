import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { cn } from '../ui/cn.ts';
import type { ViewMode } from './use-view-mode.ts';

const VIEWS: { mode: ViewMode; label: string; Icon: typeof ListIcon }[] = [
  { mode: 'cards', label: WORK_LIST_TEXTS.cards, Icon: LayoutGridIcon },
  { mode: 'list', label: WORK_LIST_TEXTS.list, Icon: ListIcon },
];

/** Cards/List: two toggle buttons, the pressed one is the view shown. */
export function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <fieldset className="inline-flex shrink-0 rounded-lg border bg-card p-0.5">
      <legend className="sr-only">View</legend>
      {VIEWS.map(({ mode: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-reduce:transition-none',
            mode === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
