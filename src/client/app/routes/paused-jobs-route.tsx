import { PausedJobsPage } from '#client/features/paused-jobs/components/paused-jobs-page.tsx';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';

/** /paused-jobs: the list; a job opens at /work-orders/{id} over it (ADR 026). */
export default function PausedJobsRoute() {
  return <PausedJobsPage onOpenJob={useOpenWorkOrder()} />;
}
