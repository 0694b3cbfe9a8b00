import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { clipText } from '../src/shared/domain/clip-text.ts';
import {
  apiCreateEmployee,
  apiCreateTask,
  apiLogin,
  apiLoginAs,
  expect,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';
import { goOnToCreatePausedJob } from './paused-job-dialog.ts';

/**
 * Issue 8: the technician's phone pages, driven with Pixel 7's user agent, screen and touch (the
 * phone project only: playwright.config.ts). The service worker stays blocked here (page.route
 * must see every request); mobile-offline.phone.spec.ts covers it.
 */

const LIST_REQUEST = '**/api/work-orders?lightweight=true*';
const LONG_DESCRIPTION =
  'Water heater leaking at the base and the shut-off valve is seized; the customer asks for a call ' +
  'half an hour before arrival. Bring a 40 gallon tank, flex lines and a new valve.';

/**
 * A technician of the story's own, signed in on the page: the phone pages open on their own jobs
 * (issue 23), so their list holds only the jobs the story gives them.
 */
async function signInNewTechnician(page: Page) {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const token = await apiLoginAs(page, technician.email, technician.password);
  return { token, employee: { id: technician.id } };
}

/** An urgent job due long ago, of the given technician unless `fields` say otherwise. */
async function createFirstJob(
  page: Page,
  session: { token: string; employee: { id: number } },
  fields: Record<string, unknown> = {},
) {
  const token = session.token;
  const number = uniqueJobNumber('MOB');
  const id = await apiCreateTask(page.request, token, {
    workOrderId: number,
    title: `Leaking heater ${number}`,
    description: LONG_DESCRIPTION,
    priority: 'urgent',
    dueDate: '2020-01-01T09:00:00.000Z',
    assignedTo: session.employee.id,
    ...fields,
  });
  return { id, number };
}

/**
 * A real pull-to-refresh: a finger drags down from the top of the list and lets go, once the page
 * has settled. The day's visits above the jobs come in after them, their placeholder replaced; a
 * finger put down on the placeholder stays on the removed element, whose later touch events
 * never reach the list's gesture (a third of the pulls on a busy machine were lost that way).
 */
async function pullToRefresh(page: Page, cdp: CDPSession) {
  await expect(page.getByText('Loading visits...')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const x = 195;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', 260);
  for (let y = 280; y <= 520; y += 20) await touch('touchMove', y);
  await touch('touchEnd', 520);
}

test('a technician lands on the minimal page from / and reads jobs as cards and as a list, clipped as specified', async ({
  page,
}) => {
  const session = await signInNewTechnician(page);
  const job = await createFirstJob(page, session);
  const problems = watchForErrors(page);

  await page.goto('/');
  await expect(page).toHaveURL(/\/minimal-mobile-tasks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  const card = page.locator(`[data-work-order-id="${job.id}"]`);
  await expect(card).toContainText(`#${job.number}`);
  await expect(card).toContainText(clipText(LONG_DESCRIPTION, 100));
  // What follows the 100th character is not shown (the matcher trims, so compare whole words).
  await expect(card).not.toContainText('an hour before arrival');

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(card).toContainText(clipText(LONG_DESCRIPTION, 60));
  await expect(card).not.toContainText('asks for a call');
  // Remembered on the phone: the next visit opens in the list view.
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  expect(problems).toEqual([]);
});

type Manifest = Record<string, { file: string; isDynamicEntry?: boolean }>;
const readManifest = () => JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest;

/**
 * The built files of screens a phone's mobile pages never show, from Vite's build manifest. The
 * login screen is a phone's too: signing out shows it, with or without a network (ADR 023).
 */
function desktopOnlyFiles(manifest: Manifest): Set<string> {
  const mobile =
    /^(app\/routes\/((minimal-|simple-|ultra-)?mobile-tasks|login)-route\.tsx|features\/mobile\/)/;
  return new Set(
    Object.entries(manifest)
      .filter(
        ([key, chunk]) => chunk.isDynamicEntry && /^(app\/routes|features)\//.test(key) && !mobile.test(key),
      )
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

/**
 * What the layout loads once the browser is idle (app-layout.tsx, deferred-menu.tsx): the drawer
 * and the header's menus, and with the account menu the login screen, for a sign-out offline.
 */
const IDLE_PRELOADS = [
  'app/layout/mobile-sidebar.tsx',
  'app/layout/theme-menu-dropdown.tsx',
  'app/layout/user-menu-dropdown.tsx',
  'app/routes/login-route.tsx',
];

test('the minimal page loads no code of the desktop screens', async ({ page }) => {
  const manifest = readManifest();
  const idlePreloads = IDLE_PRELOADS.map((key) => `/${manifest[key]?.file}`);
  await apiLogin(page, 'plumber');
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();
  const loadedScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
  // Past the idle-time preloads (when the browser is idle, at the latest 5 s after the first paint),
  // so whatever loads on its own has loaded.
  await expect
    .poll(
      async () => {
        const loaded = await loadedScripts();
        return idlePreloads.filter((file) => !loaded.includes(file));
      },
      { message: 'the idle-time preloads arrive', timeout: 10_000 },
    )
    .toEqual([]);
  const loaded = await loadedScripts();
  expect(loaded.length).toBeGreaterThan(5);
  const desktop = desktopOnlyFiles(manifest);
  expect(desktop.size).toBeGreaterThan(10);
  expect(loaded.filter((file) => desktop.has(file))).toEqual([]);
});

test("the filter panel narrows the technician's own jobs, All shows everyone's, and a job opens and returns to the same list", async ({
  page,
}) => {
  const session = await signInNewTechnician(page);
  const mine = await createFirstJob(page, session);
  // Nobody's, under way: near the top of everyone's jobs, absent from the technician's own.
  const nobodys = await createFirstJob(page, session, { assignedTo: null, status: 'in-progress' });
  await page.goto('/minimal-mobile-tasks');
  const card = page.locator(`[data-work-order-id="${mine.id}"]`);
  const nobodysCard = page.locator(`[data-work-order-id="${nobodys.id}"]`);
  await expect(card).toBeVisible();
  await expect(nobodysCard).toHaveCount(0);

  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  // Whose jobs is the header's switch, not a filter.
  await expect(page.getByRole('button', { name: 'My jobs' })).toHaveCount(0);
  await page.getByLabel('Priority').selectOption({ label: 'Normal' });
  await expect(card).toHaveCount(0);
  await page.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/show=all/);
  await expect(page.getByRole('heading', { level: 1, name: 'All jobs' })).toBeVisible();
  await expect(nobodysCard).toBeVisible();
  // One read of every card's text: the list re-renders as the filter applies, so cards read one
  // by one can vanish between the count and the read.
  const cardTexts = () => page.getByTestId('work-order-card').allTextContents();
  await expect.poll(async () => (await cardTexts()).filter((text) => !/urgent/i.test(text))).toEqual([]);

  await nobodysCard.click();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${nobodys.id}$`));
  await expect(page.getByRole('dialog')).toContainText(nobodys.number);
  await page.goBack();
  await expect(page).toHaveURL(/minimal-mobile-tasks\?.*show=all/);
  await expect(nobodysCard).toBeVisible();
  // The job opened over the list (ADR 026), so the list comes back as it was: the panel still open.
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: 'Clear All Filters' }).first().click();
  await expect(page).not.toHaveURL(/priority=/);
  // Clearing the filters keeps whose jobs are shown.
  await expect(page).toHaveURL(/show=all/);
});

test("the minimal page's own floating button opens the paused-job form laid out for a phone", async ({
  page,
}) => {
  await apiLogin(page, 'plumber');
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();
  const quickActions = page.getByRole('button', { name: 'Quick actions' });
  await expect(quickActions).toHaveCount(1);
  await quickActions.click();
  await expect(page.getByRole('button', { name: '+Task' })).toBeVisible();
  await page.getByRole('button', { name: '+Paused Job' }).click();
  const dialog = await goOnToCreatePausedJob(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Job Number' })).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.width <= viewport.width).toBe(true);
});

test('a server error before any jobs shows the error screen; Force Refresh brings the jobs', async ({
  page,
}) => {
  await apiLogin(page, 'plumber');
  await page.route(LIST_REQUEST, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/minimal-mobile-tasks');
  const screen = page.getByRole('alert').filter({ hasText: 'Failed to fetch data - Server error: 500' });
  await expect(screen).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login Again' })).toBeVisible();
  await page.unroute(LIST_REQUEST);
  await page.getByRole('button', { name: 'Force Refresh' }).click();
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();
  await expect(screen).toHaveCount(0);
});

test('a server error after the jobs loaded leaves them on screen with a small banner', async ({ page }) => {
  await apiLogin(page, 'plumber');
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/minimal-mobile-tasks');
  const firstCard = page.getByTestId('work-order-card').first();
  await expect(firstCard).toBeVisible();
  const shown = await firstCard.getAttribute('data-work-order-id');

  await page.route(LIST_REQUEST, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await pullToRefresh(page, cdp);
  const banner = page.getByRole('alert').filter({ hasText: 'Failed to fetch data - Server error: 503' });
  await expect(banner).toBeVisible({ timeout: 10_000 });
  await expect(page.locator(`[data-work-order-id="${shown}"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Force Refresh' })).toHaveCount(0);

  await page.unroute(LIST_REQUEST);
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toHaveCount(0);
});

test('a session ended elsewhere: the pull refreshes, the server says 401, the login form says why', async ({
  page,
}) => {
  const technician = await apiCreateEmployee(page.request, { employeeType: 'plumber' });
  const token = await apiLoginAs(page, technician.email, technician.password);
  await createFirstJob(page, { token, employee: { id: technician.id } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/minimal-mobile-tasks');
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();

  // Signed out from another device: this phone's token is revoked on the server.
  const revoked = await page.request.post('/api/auth/logout', { headers: { 'x-auth-token': token } });
  expect(revoked.status()).toBe(200);
  await pullToRefresh(page, cdp);

  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Authentication expired - please log in again' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

for (const [path, heading] of [
  ['/mobile-tasks', 'My job cards'],
  ['/simple-mobile-tasks', 'Update my jobs'],
  ['/ultra-mobile-tasks', 'My jobs, one line each'],
] as const) {
  test(`${path} lists the jobs and says 'Error Loading Tasks' with the catalogue's words when the server fails`, async ({
    page,
  }) => {
    const session = await signInNewTechnician(page);
    const job = await createFirstJob(page, session);
    await page.route(LIST_REQUEST, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Error Loading Tasks')).toBeVisible();
    await expect(page.getByText('HTTP 500: Internal Server Error')).toBeVisible();
    await page.unroute(LIST_REQUEST);
    await page.getByRole('button', { name: 'Retry' }).click();
    // The simple page's link is its 'Open' beside the job; the other two are one link per job.
    const line =
      path === '/simple-mobile-tasks'
        ? page.getByRole('article', { name: `Task #${job.number}` }).getByRole('link')
        : page.getByRole('link').filter({ hasText: job.number });
    await expect(line).toBeVisible();
    await line.click();
    await expect(page).toHaveURL(new RegExp(`/work-orders/${job.id}$`));
  });
}

test('/simple-mobile-tasks: one tap starts a job, and a note is added under it', async ({ page }) => {
  const session = await signInNewTechnician(page);
  const job = await createFirstJob(page, session);
  await page.goto('/simple-mobile-tasks');
  const item = page.getByRole('article', { name: `Task #${job.number}` });
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  await item.getByRole('button', { name: 'In Progress' }).click();
  await expect(
    page.locator('[data-slot="toast-title"]').filter({ hasText: 'Updated successfully' }),
  ).toBeVisible();
  await expect(item.getByRole('button', { name: 'In Progress' })).toHaveAttribute('aria-pressed', 'true');
  const detail = await page.request.get(`/api/work-orders/${job.id}`, {
    headers: { 'x-auth-token': session.token },
  });
  expect(((await detail.json()) as { status: string }).status).toBe('in-progress');

  await item.getByRole('button', { name: 'Add note', exact: true }).click();
  const note = `Valve replaced, heater refilled ${job.number}`;
  await item.getByRole('textbox').fill(note);
  await item.getByRole('button', { name: 'Add Note', exact: true }).click();
  await expect(page.locator('[data-slot="toast-title"]').filter({ hasText: 'Note added' })).toBeVisible();
  const comments = await page.request.get(`/api/work-orders/${job.id}/comments`, {
    headers: { 'x-auth-token': session.token },
  });
  expect(JSON.stringify(await comments.json())).toContain(note);
});
