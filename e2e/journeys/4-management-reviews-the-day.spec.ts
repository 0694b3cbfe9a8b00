import type { Locator, Page, Response } from '@playwright/test';
import { staffWorkloadOrder } from '../../src/client/features/dashboard/staff-workload-order.ts';
import type { DashboardStats, EmployeeStats } from '../../src/shared/schemas/dashboard.ts';
import { chooseDeleteTask } from '../detail-more-menu.ts';
import { apiCreateEmployee, apiCreateTask, apiSession } from '../fixtures.ts';
import { expect, expectToast, signIn, submitSignIn, test, watch } from './journey-test.ts';
import { DAY_TASK, MANAGEMENT, OFFICE, TECHNICIAN } from './working-day.ts';

/**
 * Journey 4, management at the end of the day: Margaret reviews the dashboard (the workload of each
 * period), deactivates a technician who has left (signed out on their open screen, refused at the
 * door), deletes a task the office entered twice, and finds the deletion, with the task's last
 * state, in the activity log. After a server restart all of it is still so.
 */

/** A technician leaving the company today, signed in on a computer of their own when it happens. */
const LEAVER = { name: 'Wendell Saunders', employeeType: 'plumber' } as const;

/** The duplicate the office entered by mistake; its number is outside the demo data's 41000-49899. */
const DUPLICATE = {
  workOrderId: '52764',
  title: 'Hose bib replacement (entered twice)',
  description: 'Frost-free hose bib on the north wall leaks at the stem. Duplicate of the morning entry.',
  location: '118 Larkspur Dr',
};

/** Staff Workload's periods, in the selector's words, and the `period` each one asks for. */
const PERIODS = [
  { label: 'This Month', period: 'month' },
  { label: 'Last 30 Days', period: '30d' },
  { label: 'All Time', period: 'all' },
  // Last: it is the selector's first choice, so only coming back to it asks again.
  { label: 'This Week', period: 'week' },
] as const;

const WORKLOAD_CAPACITY = 10;

/** The server's words for a sign-in of a deactivated account. */
const INACTIVE_ACCOUNT_MESSAGE = 'This account is inactive. Contact your administrator.';

const statCard = (page: Page, title: string) =>
  page.locator('[data-slot="stat-card"]').filter({ has: page.getByText(title, { exact: true }) });

const workloadBar = (scope: Locator | Page, name: string) =>
  scope.getByRole('progressbar', { name: `${name}: open and in-progress tasks`, exact: true });

const isEmployeeStats = (period: string) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === '/api/dashboard/employee-stats' && url.searchParams.get('period') === period;
};

const isDashboardStats = (response: Response) => new URL(response.url()).pathname === '/api/dashboard/stats';

type WorkloadLine = { name: string; valueText: string; valueNow: string; open: string; completed: string };

/** What one employee's line in the card should say, from the server's answer. */
function expectedLine({ name, workload }: EmployeeStats): WorkloadLine {
  const active = workload.open + workload.inProgress;
  return {
    name,
    valueText: `${active} of ${WORKLOAD_CAPACITY}`,
    valueNow: String(Math.min(active, WORKLOAD_CAPACITY)),
    open: `${active}/${WORKLOAD_CAPACITY} open`,
    completed: `${workload.completed} completed`,
  };
}

/** What each line of the card says: whose bar, its values, and the open and completed counts. */
async function shownLines(workload: Locator): Promise<WorkloadLine[]> {
  const suffix = ': open and in-progress tasks';
  const lines = await workload.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const bar = item.querySelector('[role="progressbar"]');
      return {
        label: bar?.getAttribute('aria-label') ?? '',
        valueText: bar?.getAttribute('aria-valuetext') ?? '',
        valueNow: bar?.getAttribute('aria-valuenow') ?? '',
        text: item.textContent ?? '',
      };
    }),
  );
  return lines.map(({ label, valueText, valueNow, text }) => ({
    name: label.endsWith(suffix) ? label.slice(0, -suffix.length) : label,
    valueText,
    valueNow,
    open: /\d+\/\d+ open/.exec(text)?.[0] ?? '',
    completed: /\d+ completed/.exec(text)?.[0] ?? '',
  }));
}

/**
 * Every employee the server counted has a line, in the card's order (technicians first, the busiest
 * first, admins and managers without work left out: staff-workload-order.ts, unit-tested there),
 * with their open work on the bar and their completed work beside it. One comparison of the whole card, retried until the
 * answer is on screen (the previous period's bars stay up until then).
 */
async function expectWorkloadShows(workload: Locator, employees: EmployeeStats[]) {
  await expect.poll(() => shownLines(workload)).toEqual(staffWorkloadOrder(employees).map(expectedLine));
}

/** The employee's card on /employees, found with the page's own search. */
async function findEmployeeCard(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByTestId('employee-card')).toHaveCount(1);
  return page.getByRole('article', { name });
}

/**
 * The day's lines in the Activity Log tab (open already): the deletion, by management, with the
 * task's last state and the office's creation before it; then, among management's own lines, the
 * deactivation.
 */
async function expectActivityLogged(page: Page, leaverEmail: string) {
  const log = page.getByRole('region', { name: 'Activity log' });
  await page.getByRole('searchbox', { name: 'Work order #' }).fill(DUPLICATE.workOrderId);
  await expect(page).toHaveURL(new RegExp(`workOrder=${DUPLICATE.workOrderId}`));
  // Each line is a sentence: who did what to which job (issue 23).
  const deletion = log
    .getByRole('row')
    .filter({ hasText: `${MANAGEMENT.name} deleted job #${DUPLICATE.workOrderId}, “${DUPLICATE.title}”` });
  await expect(deletion).toHaveCount(1);
  await deletion.getByText('Show last state').click();
  const lastState = deletion.locator('dl');
  await expect(lastState).toContainText(DUPLICATE.title);
  await expect(lastState).toContainText(DUPLICATE.description);
  await expect(lastState).toContainText(DUPLICATE.location);
  await expect(
    log.getByRole('row').filter({ hasText: `${OFFICE.name} created job #${DUPLICATE.workOrderId}` }),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page
    .getByRole('tabpanel')
    .getByLabel('Employee', { exact: true })
    .selectOption({ label: MANAGEMENT.name });
  await expect(page).toHaveURL(/actor=\d+/);
  const deactivation = log
    .getByRole('row')
    .filter({ hasText: `${MANAGEMENT.name} deactivated employee ${leaverEmail}` });
  await expect(deactivation).toHaveCount(1);
}

async function expectSignInRefused(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password);
  // 'Login Failed' with the server's message, as is (no status code in front).
  await expectToast(page, 'Login Failed', INACTIVE_ACCOUNT_MESSAGE);
  await expect(
    page.locator('[data-slot="toast-description"]', { hasText: INACTIVE_ACCOUNT_MESSAGE }),
  ).toHaveText(INACTIVE_ACCOUNT_MESSAGE);
  await expect(page).toHaveURL(/\/login$/);
}

test('management: reviews the workload, deactivates a leaver, deletes a duplicate and finds it in the log', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  const problems = watch(page);
  const leaver = await apiCreateEmployee(page.request, LEAVER);
  const office = await apiSession(page.request, 'office');
  const duplicateId = await apiCreateTask(page.request, office.token, DUPLICATE);

  // The leaver, still signed in at their own computer. Their session ending (a 401) and the refused
  // sign-in (a 403) are what this journey provokes on purpose.
  const leaverContext = await browser.newContext({ baseURL });
  const leaverPage = await leaverContext.newPage();
  const leaverProblems = watch(leaverPage, [401, 403]);
  // Each period's answer as the screen last received it: asked again unchanged, it is a 304 with no
  // body (the lists shared between screens), and the screen shows what it kept.
  const workloadAnswers = new Map<string, EmployeeStats[]>();

  await test.step('management signs in and opens the dashboard', async () => {
    await signIn(page, MANAGEMENT.email);
    await expectToast(page, 'Login Successful', `Welcome back, ${MANAGEMENT.name}!`);
    await expect(page).toHaveURL(/\/tasks$/);

    const statsAnswer = page.waitForResponse(isDashboardStats);
    const weekAnswer = page.waitForResponse(isEmployeeStats('week'));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const stats = (await (await statsAnswer).json()) as DashboardStats;
    await expect(statCard(page, 'Total Tasks').getByText(String(stats.total), { exact: true })).toBeVisible();
    await expect(
      statCard(page, 'Completed Today').getByText(String(stats.completedToday), { exact: true }),
    ).toBeVisible();

    const workload = page.getByRole('region', { name: 'Staff Workload' });
    await expect(workload.getByLabel('Period')).toHaveValue('week');
    const week = (await (await weekAnswer).json()) as EmployeeStats[];
    workloadAnswers.set('week', week);
    await expectWorkloadShows(workload, week);
    // Only active employees carry work: the leaver is still one of them.
    await expect(workloadBar(workload, LEAVER.name)).toHaveAttribute(
      'aria-valuetext',
      `0 of ${WORKLOAD_CAPACITY}`,
    );
  });

  await test.step('each workload period asks the server and shows its answer', async () => {
    const workload = page.getByRole('region', { name: 'Staff Workload' });
    for (const { label, period } of PERIODS) {
      const answer = page.waitForResponse(isEmployeeStats(period));
      await workload.getByLabel('Period').selectOption({ label });
      const response = await answer;
      const employees =
        response.status() === 304
          ? (workloadAnswers.get(period) ?? [])
          : ((await response.json()) as EmployeeStats[]);
      workloadAnswers.set(period, employees);
      expect(employees.length, `${label}: employees counted`).toBeGreaterThan(0);
      await expect(workload.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
      await expectWorkloadShows(workload, employees);
    }
  });

  // Signed in only now, so the first request their screen makes after the deactivation is most
  // likely the reload below rather than the bell's poll.
  await test.step('the leaver is at work on the Paused Jobs screen', async () => {
    await signIn(leaverPage, leaver.email, leaver.password);
    await expectToast(leaverPage, 'Login Successful', `Welcome back, ${LEAVER.name}!`);
    await leaverPage
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Paused Jobs' })
      .click();
    await expect(leaverPage.getByRole('heading', { level: 1, name: 'Paused Jobs' })).toBeVisible();
  });

  await test.step('deactivates the leaver on the Employees page', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Employees' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    const card = await findEmployeeCard(page, LEAVER.name);
    await expect(card.getByText('Tech', { exact: true })).toBeVisible();
    // One switch per card, named after the state it shows.
    const active = card.getByRole('switch');
    await expect(active).toHaveAccessibleName('Active');
    await expect(active).toBeChecked();
    await active.click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${LEAVER.name}?` });
    await expect(confirm).toContainText(`${LEAVER.name} is signed out and cannot sign in until reactivated.`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'Employee Status Updated', 'The employee status has been successfully changed.');
    await expect(active).not.toBeChecked();
    await expect(active).toHaveAccessibleName('Inactive');
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  });

  await test.step('the leaver’s open screen turns into the login form, and signing in is refused', async () => {
    // Their next request ends it: the reload, unless the bell's poll (every 30 s) came first and
    // already put the login form up, which a reload would then show without the reason.
    if (new URL(leaverPage.url()).pathname !== '/login') await leaverPage.reload();
    await expect(leaverPage).toHaveURL(/\/login$/);
    await expect(leaverPage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(leaverPage.getByRole('alert')).toHaveText('Authentication expired - please log in again');
    await expectSignInRefused(leaverPage, leaver.email, leaver.password);
  });

  await test.step('deletes the duplicate task from its detail dialog', async () => {
    const search = page.getByRole('searchbox', { name: 'Search work orders' });
    await search.fill(DUPLICATE.workOrderId);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tasks/active\\?search=${DUPLICATE.workOrderId}$`));
    const card = page.getByRole('article', { name: `Task #${DUPLICATE.workOrderId}` });
    await expect(page.getByTestId('work-order-card')).toHaveCount(1);
    await card.getByRole('button', { name: DUPLICATE.title }).click();

    const detail = page.getByRole('dialog', { name: DUPLICATE.title });
    await expect(detail.getByText(DUPLICATE.description)).toBeVisible();
    await chooseDeleteTask(page, detail);
    const confirm = page.getByRole('alertdialog', { name: 'Delete Task' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this task? Admin and management can restore it from the Admin Panel.',
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(
      page,
      'Task Deleted',
      'The task has been deleted. Admin and management can restore it.',
    );
    await expect(detail).toBeHidden();
    await expect(page.getByText('No tasks match your filters', { exact: true })).toBeVisible();
    const gone = await page.request.get(`/api/work-orders/${duplicateId}`, {
      headers: { 'x-auth-token': office.token },
    });
    expect(gone.status()).toBe(404);
  });

  await test.step('the activity log shows the deletion with the task’s last state, and the deactivation', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Admin Panel' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await page.getByRole('tab', { name: 'Activity Log' }).click();
    await expect(page).toHaveURL(/tab=activity/);
    await expectActivityLogged(page, leaver.email);
  });

  await test.step('the day’s work on the task is in the log: who opened, started, completed and reopened it', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('searchbox', { name: 'Work order #' }).fill(DAY_TASK.jobNumber);
    await expect(page).toHaveURL(new RegExp(`workOrder=${DAY_TASK.jobNumber}`));
    const log = page.getByRole('region', { name: 'Activity log' });
    const job = `job #${DAY_TASK.jobNumber}`;
    const rows = (sentence: string | RegExp) => log.getByRole('row').filter({ hasText: sentence });
    await expect(rows(`${OFFICE.name} created ${job}`)).toHaveCount(1);
    await expect(rows(`${TECHNICIAN.name} changed Status of ${job} from Active to In Progress`)).toHaveCount(
      1,
    );
    await expect(
      rows(new RegExp(`${TECHNICIAN.name} added an? (note|update|comment) to ${job}`)),
    ).toHaveCount(1);
    await expect(rows(new RegExp(`${TECHNICIAN.name} attached .+ to ${job}`))).toHaveCount(1);
    await expect(rows(`${OFFICE.name} changed Status of ${job} from In Progress to Completed`)).toHaveCount(
      1,
    );
    await expect(rows(`${OFFICE.name} changed Status of ${job} from Completed to Active`)).toHaveCount(1);
  });

  await test.step('after a server restart, all of it is still so', async () => {
    // Nothing may poll the server while it is down: the pages wait on a blank page meanwhile.
    await page.goto('about:blank');
    await leaverPage.goto('about:blank');
    await portal.restart();

    await page.goto(`/employees?search=${encodeURIComponent(LEAVER.name)}`);
    const card = page.getByRole('article', { name: LEAVER.name });
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Inactive' })).not.toBeChecked();
    await expectSignInRefused(leaverPage, leaver.email, leaver.password);

    const search = page.getByRole('searchbox', { name: 'Search work orders' });
    await search.fill(DUPLICATE.workOrderId);
    await search.press('Enter');
    await expect(page.getByText('No tasks match your filters', { exact: true })).toBeVisible();
    await expect(page.getByTestId('work-order-card')).toHaveCount(0);

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Activity Log' }).click();
    await expectActivityLogged(page, leaver.email);

    // Staff Workload counts active employees only: the leaver is no longer among them.
    await navigation.getByRole('link', { name: 'Dashboard' }).click();
    const workload = page.getByRole('region', { name: 'Staff Workload' });
    await expect(workload.getByRole('progressbar').first()).toBeVisible();
    await expect(workloadBar(workload, LEAVER.name)).toHaveCount(0);
  });

  await leaverContext.close();
  expect(problems).toEqual([]);
  expect(leaverProblems).toEqual([]);
});
