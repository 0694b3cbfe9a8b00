import { ScreenPlaceholder } from '../screen-placeholder.tsx';

export default function DashboardRoute() {
  return (
    <ScreenPlaceholder
      title="Dashboard"
      note="Task and paused-job overviews, priority tasks and staff workload arrive here in a later release."
    />
  );
}
