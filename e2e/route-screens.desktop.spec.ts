import { SCREEN_SIZES, test } from './fixtures.ts';
import { checkNotFoundScreens, checkRouteScreens, ROUTES } from './route-table.ts';

/**
 * The desktop project's route screens at 1440x900 and 360x740 (docs/screens.md). The routes a
 * screen pass drives further are checked there: the dashboard (login-and-layout-screens.spec.ts),
 * the paused jobs (paused-job-screens.desktop.spec.ts), settings, profile and the admin panel
 * (people-screens.desktop.spec.ts).
 */
const DESKTOP_ROUTES = [
  ROUTES.tasksSearch,
  ROUTES.mobileTasks,
  ROUTES.simpleMobileTasks,
  ROUTES.ultraMobileTasks,
  ROUTES.minimalMobileTasks,
  ROUTES.completedTasks,
  ROUTES.employees,
  ROUTES.workOrders,
  ROUTES.workOrderInvalidId,
  ROUTES.notifications,
  ROUTES.contact,
];

for (const size of SCREEN_SIZES) {
  const at = `${size.width}x${size.height}`;

  test(`the route table's screens at ${at} render without errors, fit the screen, and have no serious accessibility violations`, async ({
    page,
  }) => {
    await checkRouteScreens(page, DESKTOP_ROUTES, size);
  });

  test(`the not-found pages at ${at}`, async ({ page }) => {
    await checkNotFoundScreens(page, size);
  });
}
