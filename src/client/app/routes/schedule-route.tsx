import { lazy, Suspense } from 'react';
import { useIsWideScreen } from '#client/features/admin/hooks/use-is-wide-screen.ts';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';
import { ScreenLoading } from '../screen-loading.tsx';

const loadBoard = () => import('#client/features/schedule/components/schedule-board.tsx');

// The board's chunk is asked for as soon as this module runs (the route's loader loads it as
// /schedule is entered, beside the session check), not when the route first renders once the
// session is checked: on a slow laptop that was about half a second later. Only on a screen wide
// enough for the board (useIsWideScreen's 768 px): a phone never loads it.
if (typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 768px)').matches)
  void loadBoard();

// Each layout is its own chunk: a phone never loads the board's grid and dragging, a desktop never
// loads the agenda.
const ScheduleBoard = lazy(() => loadBoard().then((module) => ({ default: module.ScheduleBoard })));
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
