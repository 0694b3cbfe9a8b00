import { MOBILE_PAGE_HEADINGS } from '../src/shared/spec-texts/mobile-texts.ts';
import {
  apiLogin,
  checkScreen,
  expect,
  PHONE_SCREEN_SIZE,
  startScreenPass,
  test,
  watchForErrors,
} from './fixtures.ts';
import { openRoute, ROUTES, type RouteScreen } from './route-table.ts';

/**
 * The four technician pages on a phone (issue 8), in the phone project only: 390x844 and the small
 * 360x640, each checked with checkScreen, and as routes (heading, title, header) too.
 */
const SIZES = [PHONE_SCREEN_SIZE, { width: 360, height: 640 }] as const;

/** The route as a technician opens it: their own jobs, under a 'My' heading (issue 23). */
const own = (route: RouteScreen, page: keyof typeof MOBILE_PAGE_HEADINGS): RouteScreen => ({
  ...route,
  heading: MOBILE_PAGE_HEADINGS[page].mine,
});

for (const size of SIZES) {
  test(`mobile pages at ${size.width}x${size.height}`, async ({ page }) => {
    test.slow();
    await startScreenPass(page, size);
    await apiLogin(page, 'plumber');
    const problems = watchForErrors(page);

    await openRoute(page, own(ROUTES.minimalMobileTasks, 'minimal'));
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();
    await checkScreen(page, 'minimal-mobile-tasks');

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByLabel('Priority')).toBeVisible();
    await checkScreen(page, 'minimal-mobile-tasks-filters');

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();
    await checkScreen(page, 'minimal-mobile-tasks-list');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cards', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Everyone's jobs, one tap away in the header.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOBILE_PAGE_HEADINGS.minimal.all);
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();
    await checkScreen(page, 'minimal-mobile-tasks-all');
    await page.getByRole('button', { name: 'Mine', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MOBILE_PAGE_HEADINGS.minimal.mine);

    await page.getByRole('button', { name: 'Quick actions' }).click();
    await expect(page.getByRole('button', { name: '+Paused Job' })).toBeVisible();
    await checkScreen(page, 'minimal-mobile-tasks-quick-actions');
    await page.keyboard.press('Escape');

    await openRoute(page, own(ROUTES.mobileTasks, 'cards'));
    await expect(page.getByTestId('work-order-card').first()).toBeVisible();
    await checkScreen(page, 'mobile-tasks');

    await openRoute(page, own(ROUTES.simpleMobileTasks, 'simple'));
    await expect(page.getByTestId('simple-task').first()).toBeVisible();
    await checkScreen(page, 'simple-mobile-tasks');
    await page
      .getByTestId('simple-task')
      .first()
      .getByRole('button', { name: 'Add note', exact: true })
      .click();
    await expect(page.getByRole('button', { name: 'Add Note', exact: true })).toBeVisible();
    await checkScreen(page, 'simple-mobile-tasks-note');

    await openRoute(page, own(ROUTES.ultraMobileTasks, 'ultra'));
    await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
    await checkScreen(page, 'ultra-mobile-tasks');

    expect(problems).toEqual([]);
  });
}

test('the minimal page error screen on a phone', async ({ page }) => {
  await startScreenPass(page, PHONE_SCREEN_SIZE);
  await apiLogin(page, 'plumber');
  await page.route('**/api/work-orders?lightweight=true*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByRole('button', { name: 'Force Refresh' })).toBeVisible();
  await checkScreen(page, 'minimal-mobile-tasks-error');
});
