import { HandBackOpener } from '#client/components/hand-back/hand-back-opener.tsx';
import { LazyHandBackSheet } from '#client/features/hand-back/lazy-hand-back-sheet.ts';
import { MinimalMobileTasksPage } from '#client/features/mobile/minimal/components/minimal-mobile-tasks-page.tsx';

/**
 * /minimal-mobile-tasks: where technicians land from a phone; each job links to /work-orders/{id},
 * and each of their visits today can be handed back (Finish job) from its card.
 */
export default function MinimalMobileTasksRoute() {
  return (
    <HandBackOpener sheet={LazyHandBackSheet}>
      <MinimalMobileTasksPage />
    </HandBackOpener>
  );
}
