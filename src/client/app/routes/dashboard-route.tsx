import { DashboardPage } from '#client/features/dashboard/components/dashboard-page.tsx';
import { useOpenWorkOrder } from '#client/lib/work-order-address.ts';

/** /dashboard: the overview cards; a task opened from them opens at /work-orders/{id} over them. */
export default function DashboardRoute() {
  return <DashboardPage onOpenTask={useOpenWorkOrder()} />;
}
