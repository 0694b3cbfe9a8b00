import { MobileTasksPage } from '#client/features/mobile/lists/mobile-tasks-page.tsx';

/** /mobile-tasks: the read-only technicians' list. */
export default function MobileTasksRoute() {
  return <MobileTasksPage />;
}
