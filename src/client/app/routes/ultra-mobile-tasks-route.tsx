import { UltraMobileTasksPage } from '#client/features/mobile/lists/ultra-mobile-tasks-page.tsx';

/** /ultra-mobile-tasks: one line per job, for the smallest screens and slowest links. */
export default function UltraMobileTasksRoute() {
  return <UltraMobileTasksPage />;
}
