import { useState } from 'react';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { WorkOrderDialogHost } from '../work-order-dialog-host.tsx';

/** /dashboard: the overview cards, and the task detail dialog of the task opened from them. */
export default function DashboardRoute() {
  const [openTaskId, setOpenTaskId] = useState<number | null>(null);
  return (
    <>
      <DashboardPage onOpenTask={setOpenTaskId} />
      <WorkOrderDialogHost workOrderId={openTaskId} onClose={() => setOpenTaskId(null)} />
    </>
  );
}
