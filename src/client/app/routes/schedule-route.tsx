import { useIsWideScreen } from '#client/features/admin/hooks/use-is-wide-screen.ts';
import { ScheduleBoard } from '#client/features/schedule/components/schedule-board.tsx';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';

/**
 * /schedule: the dispatch board from 768 px up; a visit opens its job at /work-orders/{id} over it.
 * On a phone the technicians' agenda belongs here (src/client/features/schedule-agenda/); until it
 * is in, a phone gets the board's week view, one row per technician, to scroll.
 */
export default function ScheduleRoute() {
  const openJob = useOpenWorkOrder();
  const wide = useIsWideScreen();
  if (!wide) return <ScheduleBoard onOpenJob={openJob} weekListOnly />;
  return <ScheduleBoard onOpenJob={openJob} />;
}
