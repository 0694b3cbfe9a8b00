import { type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ListError } from '#client/components/work-order-list/list-states.tsx';
import { PageHeading } from '#client/components/work-order-list/page-heading.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { may } from '#shared/domain/role-permissions.ts';
import type { TrayItem, Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { conflictContextOf } from '../board-conflicts.ts';
import { gridHoursOf, todayIn, widenToVisits } from '../board-time.ts';
import { useBoardData } from '../hooks/use-board-data.ts';
import { useVisitWrites } from '../hooks/use-visit-writes.ts';
import { activeTechnicians } from '../lane-groups.ts';
import { BoardDnd } from './board-dnd.tsx';
import { BoardToolbar } from './board-toolbar.tsx';
import { DayGrid } from './day-grid.tsx';
import { LazyConfirmVisitDialog, LazyPlaceVisitDialog } from './lazy-visit-dialogs.ts';
import type { PlaceSubject } from './place-visit-dialog.tsx';
import { ScheduleTray } from './schedule-tray.tsx';
import { WeekGrid } from './week-grid.tsx';

type ScheduleBoardProps = {
  onOpenJob: (workOrderId: number) => void;
};

/** /schedule on a desktop: the day or week of every technician, and the tray of jobs to book. */
export function ScheduleBoard({ onOpenJob }: ScheduleBoardProps) {
  const board = useBoardData();
  const employeeType = useCurrentEmployee().data?.employeeType;
  const canPlan = may(employeeType, 'schedule:plan');
  const view = board.view;
  const technicians = useMemo(() => activeTechnicians(board.technicians ?? []), [board.technicians]);
  const context = useMemo(
    () =>
      board.visits && board.timeOff
        ? conflictContextOf(board.timeZone, board.visits, technicians, board.timeOff)
        : null,
    [board.timeZone, board.visits, board.timeOff, technicians],
  );
  const nameOf = useCallback(
    (id: number | null) => (id === null ? TEXTS.unassigned : (context?.nameOf(id) ?? '')),
    [context],
  );
  const writes = useVisitWrites(context, nameOf);
  const [placing, setPlacing] = useState<PlaceSubject | null>(null);
  const onMove = useCallback((visit: Visit) => setPlacing({ kind: 'move', visit }), []);
  const onSchedule = useCallback((item: TrayItem) => setPlacing({ kind: 'create', item }), []);
  const { plan, pending } = writes;
  const onPlace = useCallback((placement: Parameters<typeof plan>[0]) => void plan(placement), [plan]);
  const { startMinute, endMinute } = useMemo(
    () => widenToVisits(gridHoursOf(technicians, board.day), board.visits ?? [], board.day, board.timeZone),
    [technicians, board.day, board.visits, board.timeZone],
  );
  // One object while the hours stay: a refetch with the same hours redraws no lane.
  const grid = useMemo(() => ({ startMinute, endMinute }), [startMinute, endMinute]);

  let content: ReactNode;
  if (board.error) content = <ListError message={board.error.message} onRetry={board.retry} />;
  else if (board.loading || !context)
    content = (
      <div role="status" aria-label={TEXTS.loading} aria-busy="true" className="min-w-0 flex-1">
        <Skeleton className="h-96 w-full" />
      </div>
    );
  else if (technicians.length === 0 && (board.visits ?? []).length === 0)
    content = <EmptyState title={TEXTS.noTechnicians} description={TEXTS.noTechniciansText} />;
  else if (view === 'week')
    content = (
      <WeekGrid
        days={board.days}
        technicians={technicians}
        visits={board.visits ?? []}
        timeZone={board.timeZone}
        canPlan={canPlan}
        onOpen={onOpenJob}
        onMove={onMove}
        onShowDay={(day) => board.show({ day, view: 'day' })}
      />
    );
  else
    content = (
      <DayGrid
        day={board.day}
        technicians={technicians}
        visits={board.visits ?? []}
        timeOff={board.timeOff ?? []}
        grid={grid}
        timeZone={board.timeZone}
        canPlan={canPlan}
        onOpen={onOpenJob}
        onMove={onMove}
      />
    );

  const body = (
    <div className="flex min-h-0 flex-1 gap-3">
      {content}
      <ScheduleTray ask={board.daysAsked} canPlan={canPlan} onSchedule={onSchedule} />
    </div>
  );
  return (
    <section className="flex h-[calc(100dvh-7rem)] min-h-[32rem] flex-col gap-3">
      <PageHeading title={NAV_TEXTS.schedule} total={undefined}>
        <BoardToolbar day={board.day} today={todayIn(board.timeZone)} view={view} onShow={board.show} />
      </PageHeading>
      {!canPlan && <p className="text-sm text-muted-foreground">{TEXTS.readOnly}</p>}
      {/* Always there, so the tray keeps its filters when the role or the data arrive; a reader's blocks are not draggable. */}
      <BoardDnd grid={grid} context={canPlan ? context : null} onPlace={onPlace}>
        {body}
      </BoardDnd>
      <Suspense fallback={null}>
        {placing && (
          <LazyPlaceVisitDialog
            subject={placing}
            day={board.day}
            technicians={technicians}
            timeZone={board.timeZone}
            onPlace={(placement) => {
              setPlacing(null);
              onPlace(placement);
            }}
            onClose={() => setPlacing(null)}
          />
        )}
        {pending && (
          <LazyConfirmVisitDialog
            pending={pending}
            onSave={(choices) => void writes.save(pending.placement, choices)}
            onClose={writes.cancel}
          />
        )}
      </Suspense>
      <div aria-live="polite" className="sr-only" data-testid="schedule-announcer">
        {writes.announcement}
      </div>
    </section>
  );
}
