import { MinimalMobileTasksPage } from '#client/features/mobile/minimal/components/minimal-mobile-tasks-page.tsx';

/** /minimal-mobile-tasks: where technicians land from a phone; each job links to /work-orders/{id}. */
export default function MinimalMobileTasksRoute() {
  return <MinimalMobileTasksPage />;
}
