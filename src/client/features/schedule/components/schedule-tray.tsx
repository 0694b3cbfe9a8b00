import { useMemo, useState } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ListError } from '#client/components/work-order-list/list-states.tsx';
import type { TrayItem as TrayItemData } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { type TrayFilters, useScheduleTray } from '../api/get-schedule-tray.ts';
import { TrayFiltersBar } from './tray-filters.tsx';
import { TrayItem } from './tray-item.tsx';

type ScheduleTrayProps = { canPlan: boolean; onSchedule: (item: TrayItemData) => void };

function TraySection({
  title,
  items,
  ...props
}: ScheduleTrayProps & { title: string; items: TrayItemData[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <ul className="space-y-2">
        {items.map((item) => (
          <TrayItem key={item.workOrderId} item={item} {...props} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Beside the grid: the held jobs ready to return (with why), then the rest by priority and due date.
 * Read once `ask` says the lanes' own reads have gone out: a browser talks to the portal over six
 * connections at most, and the tray's read, slow and not needed for the lanes, held the day's
 * visits back when it went first.
 */
export function ScheduleTray({ ask, ...props }: ScheduleTrayProps & { ask: boolean }) {
  const [filters, setFilters] = useState<TrayFilters>({});
  const tray = useScheduleTray(filters, ask);
  const all = useMemo(
    () => [...(tray.data?.readyToReturn ?? []), ...(tray.data?.unscheduled ?? [])],
    [tray.data],
  );
  const total = tray.data ? tray.data.readyToReturn.length + tray.data.unscheduledTotal : undefined;
  return (
    <aside
      aria-label={TEXTS.tray}
      className="flex w-72 shrink-0 flex-col gap-3 overflow-hidden rounded-lg border bg-muted/30 p-3"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">{TEXTS.tray}</h2>
        {total !== undefined && (
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {fillTemplate(TEXTS.trayCount, { count: total })}
          </span>
        )}
      </header>
      <TrayFiltersBar filters={filters} onChange={setFilters} items={all} />
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto">
        {tray.isPending && <Skeleton className="h-24 w-full" />}
        {tray.isError && (
          <ListError compact message={tray.error.message} onRetry={() => void tray.refetch()} />
        )}
        {tray.data && all.length === 0 && <p className="text-sm text-muted-foreground">{TEXTS.trayEmpty}</p>}
        {tray.data && <TraySection title={TEXTS.readyToReturn} items={tray.data.readyToReturn} {...props} />}
        {tray.data && <TraySection title={TEXTS.tray} items={tray.data.unscheduled} {...props} />}
      </div>
    </aside>
  );
}
