import { PHONE_SCREEN_SIZE, test } from './fixtures.ts';
import { checkNotFoundScreens, checkRouteScreens, ROUTES } from './route-table.ts';

/**
 * The phone project's route screens at 390x844 (docs/screens.md): every route a phone reaches
 * (/tasks sends it to the minimal page; the header search still opens the task list). The
 * dashboard is checked by login-and-layout-screens.spec.ts, the four technician pages by
 * mobile-screens.phone.spec.ts.
 */
const PHONE_ROUTES = [
  ROUTES.tasksSearch,
  ROUTES.completedTasks,
  ROUTES.pausedJobs,
  ROUTES.employees,
  ROUTES.settings,
  ROUTES.profile,
  ROUTES.workOrders,
  ROUTES.workOrderInvalidId,
  ROUTES.admin,
  ROUTES.notifications,
  ROUTES.contact,
];

test("the route table's screens at 390x844 render without errors, fit the screen, and have no serious accessibility violations", async ({
  page,
}) => {
  await checkRouteScreens(page, PHONE_ROUTES, PHONE_SCREEN_SIZE);
});

test('the not-found pages at 390x844', async ({ page }) => {
  await checkNotFoundScreens(page, PHONE_SCREEN_SIZE);
});
