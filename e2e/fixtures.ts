import { appendFileSync, mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import type { EmployeeType } from '../src/shared/domain/employee-type.ts';

export { DEMO_PASSWORD };

export type Role = EmployeeType;
export const ROLES: readonly Role[] = ['management', 'admin', 'office', 'plumber'];

/** The seeded demo account of a role (the first, when a role has several). */
export function demoAccount(role: Role): { name: string; email: string } {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.employeeType === role);
  if (!account) throw new Error(`The demo data has no ${role} account`);
  return account;
}

export const OFFICE = demoAccount('office');

export const SCREENSHOT_DIR = 'screenshots';

/** One line per accessibility check, so a run's number of checks can be counted (`wc -l`). */
export const AXE_CHECKS_FILE = `${SCREENSHOT_DIR}/axe-checks.jsonl`;

/** No serious or critical accessibility violations on what the page shows now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Recorded before the verdict, so a failed check is counted too (with its number of violations).
  await recordAxeCheck(page, serious.length);
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function recordAxeCheck(page: Page, violations: number) {
  const size = page.viewportSize();
  // The theme the page was shown in, as the browser reports it (emulateMedia sets it).
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const line = {
    url: page.url(),
    viewport: size ? `${size.width}x${size.height}` : 'none',
    colorScheme: dark ? 'dark' : 'light',
    violations,
    project: test.info().project.name,
  };
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  appendFileSync(AXE_CHECKS_FILE, `${JSON.stringify(line)}\n`);
}

type Session = { token: string; employee: { id: number; name: string } };

/**
 * One API session per role per worker. Sign-in is rate limited per address (LOGIN_RATE_LIMIT a
 * minute), so stories that are not about the form share these; none of them may log out.
 */
const sessions = new Map<Role, Session>();

export async function apiSession(request: APIRequestContext, role: Role): Promise<Session> {
  const cached = sessions.get(role);
  if (cached) return cached;
  const response = await request.post('/api/auth/login', {
    data: { email: demoAccount(role).email, password: DEMO_PASSWORD, stayLoggedIn: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as Session;
  sessions.set(role, session);
  return session;
}

/** Signs in through the API and puts the token where the app keeps it, before any page script runs. */
export async function apiLogin(page: Page, role: Role): Promise<Session> {
  const session = await apiSession(page.request, role);
  await page.addInitScript((token) => localStorage.setItem('authToken', token), session.token);
  return session;
}

/** GET an API path as a signed-in employee; answers the parsed body and the response. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: { 'x-auth-token': token } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return { body: (await response.json()) as T, response };
}

/**
 * Collects what should never happen on a healthy page: console errors, uncaught exceptions,
 * failed requests and error responses. Requests the app cancels itself (ERR_ABORTED, e.g. a query
 * dropped on navigation) are not failures.
 */
export function watchForErrors(page: Page, { allowStatuses = [] as number[] } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every error response it receives; an expected one is not a problem.
    const expected = allowStatuses.some((status) =>
      message.text().includes(`the server responded with a status of ${status}`),
    );
    if (!expected) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (!failure.includes('ERR_ABORTED')) problems.push(`request: ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowStatuses.includes(response.status())) {
      problems.push(`response: ${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

/** Whether this run uses the phone project (Pixel 7: a phone user agent and a narrow screen). */
export const isPhoneProject = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The sidebar's links: on phones it is a drawer, opened from the header first. */
export async function openNavigation(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open navigation menu' });
  if (await toggle.isVisible()) await toggle.click();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation).toBeVisible();
  return navigation;
}

/** The page is as wide as the window: nothing sticks out sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/**
 * The two widths every screen pass covers in the desktop project (issue 9): a wide office screen
 * and the narrowest phone in use, as a desktop browser made narrow (a phone's user agent is sent to
 * the mobile pages instead; the phone project covers those).
 */
export const SCREEN_SIZES = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** The end of a screenshot's name: size and theme, e.g. '1440x900-dark'. */
export const screenSuffix = (size: { width: number; height: number }, colorScheme: string) =>
  `${size.width}x${size.height}-${colorScheme}`;

/**
 * A screenshot (the whole page, or the window while a dialog is open) into the git-ignored
 * screenshots/ folder, for a person to look at.
 */
export async function saveScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // With a dialog or menu open the window is the picture: a full-page shot would stretch a long
  // page under an overlay that covers only its first screen.
  const layers = page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('menu'));
  const fullPage = (await layers.count()) === 0;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/**
 * A screen as people use it (placeholders gone), checked for sideways overflow and accessibility,
 * and saved to screenshots/ for a person to look at.
 */
export async function checkScreen(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Saved first, so a screen that fails a check is in the gallery to be looked at.
  await saveScreenshot(page, name);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
}

/** A job number no other test uses, so stories can find their own work among the demo data. */
export function uniqueJobNumber(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

/** Creates a task through the API as the given session; answers its server id. */
export async function apiCreateTask(
  request: APIRequestContext,
  token: string,
  fields: { workOrderId: string; title: string; description?: string; [key: string]: unknown },
): Promise<number> {
  const response = await request.post('/api/work-orders', {
    headers: { 'x-auth-token': token },
    data: { type: 'task', description: `Description of ${fields.title}`, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Creates a paused job through the API (POST /api/paused-jobs); answers its server id. */
export async function apiCreatePausedJob(
  request: APIRequestContext,
  token: string,
  fields: { jobNumber: string; jobLastName: string; [key: string]: unknown },
): Promise<number> {
  const response = await request.post('/api/paused-jobs', {
    headers: { 'x-auth-token': token },
    data: { city: 'Quincy', originalAppointmentDate: new Date().toISOString().slice(0, 10), ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export type NewEmployee = { id: number; name: string; email: string; temporaryPassword: string };

/**
 * A fresh account made through the Admin Panel's API (as the demo admin). Stories that change an
 * account (deactivate it, change its password or saved settings) use one of these, so the shared
 * demo accounts other stories sign in with stay as they are.
 */
export async function apiCreateEmployee(
  request: APIRequestContext,
  fields: { employeeType: Role; name?: string; phone?: string },
): Promise<NewEmployee> {
  const admin = await apiSession(request, 'admin');
  const unique = uniqueJobNumber('e').toLowerCase();
  const name = fields.name ?? `Test ${fields.employeeType} ${unique}`;
  const response = await request.post('/api/employees', {
    headers: { 'x-auth-token': admin.token },
    data: { ...fields, name, email: `${unique}@e2e.test` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as {
    employee: { id: number; email: string };
    temporaryPassword: string;
  };
  return {
    id: body.employee.id,
    name,
    email: body.employee.email,
    temporaryPassword: body.temporaryPassword,
  };
}

/** Signs a given account in through the API and hands the page its token (see apiLogin). */
export async function apiLoginAs(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password, stayLoggedIn: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return token;
}
