import { lazy, Suspense } from 'react';
import { useIsWideScreen } from '#client/features/admin/hooks/use-is-wide-screen.ts';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';
import { ScreenLoading } from '../screen-loading.tsx';

// Each layout is its own chunk: a phone never loads the board's grid and dragging, a desktop never
// loads the agenda.
const ScheduleBoard = lazy(() =>
  import('#client/features/schedule/components/schedule-board.tsx').then((module) => ({
    default: module.ScheduleBoard,
  })),
);
const ScheduleAgenda = lazy(() =>
  import('#client/features/schedule-agenda/schedule-agenda.tsx').then((module) => ({
    default: module.ScheduleAgenda,
  })),
);

/**
 * /schedule: the dispatch board from 768 px up; on a phone, a day's agenda per technician,
 * read-only. A visit opens its job at /work-orders/{id} over either.
 */
export default function ScheduleRoute() {
  const openJob = useOpenWorkOrder();
  const wide = useIsWideScreen();
  return (
    <Suspense fallback={<ScreenLoading />}>
      {wide ? <ScheduleBoard onOpenJob={openJob} /> : <ScheduleAgenda />}
    </Suspense>
  );
}
