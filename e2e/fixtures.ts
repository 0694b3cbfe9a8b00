import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, default as axe, RunOptions } from 'axe-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import type { EmployeeType } from '../src/shared/domain/employee-type.ts';
import { storiesServerURL } from './stories-servers.ts';

export { DEMO_PASSWORD, expect };

/**
 * Playwright's test, pointed at the worker's own server (e2e/stories-servers.ts): pages, the
 * request fixture and the contexts a story opens with `portalURL()` all use it.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(storiesServerURL(testInfo.parallelIndex));
  },
});

/** The worker's server, for a context a story opens itself (a second person at another screen). */
export const portalURL = () => storiesServerURL(test.info().parallelIndex);

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

/**
 * The rule sets a check runs: every rule (the light theme, and checks outside the screen passes),
 * or colour contrast alone (the dark theme: the same screen, only its colours changed).
 */
export type AxeRules = 'all' | 'color-contrast';

/** axe's check of WCAG 2.5.3 Label in Name (experimental, so off by default, before axe 4.14). */
const LABEL_IN_NAME_RULE = 'label-content-name-mismatch';

/**
 * axe-core's minified build, the code a check puts into the page: the same as `axe.source` (its
 * unminified build, 1.5 MB) in 0.65 MB, which a page evaluates in less than half the time.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core as a page sees it once its source has been evaluated there. */
type AxeInPage = { axe?: Pick<typeof axe, 'run' | 'configure'> };

/**
 * axe.run() on the page's document, with axe put into the document only when it is not there yet.
 * @axe-core/playwright's analyze() evaluates axe's source twice on every call, which took
 * longer than the dark theme's contrast check itself; a screen checked twice (both themes), or a
 * dialog opened over a page already checked, is the same document, so the source stays put
 * until the next page load. Configured as analyze() configures it in legacy mode.
 */
async function runAxeInPage(page: Page, options: RunOptions): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as AxeInPage).axe?.run === 'function');
  if (!present) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() =>
      (window as AxeInPage).axe?.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate((runOptions) => {
    const inPage = (window as AxeInPage).axe;
    if (!inPage) throw new Error('axe-core is not in the page');
    return inPage.run(document, runOptions);
  }, options);
}

/** No serious or critical accessibility violations on what the page shows now. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { rules = 'all', screen }: { rules?: AxeRules; screen?: string } = {},
): Promise<void> {
  // Only violations are read: axe then skips gathering the details of every passing and
  // inconclusive node, which halves a full scan. Every rule still runs on every node.
  // WCAG 2.5.3's rule (a control's name contains the words it shows) is named, so that every full
  // scan runs it: axe before 4.14 tagged it experimental and left it out unless asked.
  const options: RunOptions = {
    resultTypes: ['violations'],
    rules: { [LABEL_IN_NAME_RULE]: { enabled: true } },
    ...(rules === 'color-contrast' ? { runOnly: { type: 'rule', values: ['color-contrast'] } } : {}),
  };
  // axe.run() in the page itself (legacy mode) rather than a partial run per frame finished in a
  // blank page opened for each check: the same rules and results, in about half the time. A page
  // without frames (every portal screen) keeps axe between checks (runAxeInPage); one with frames
  // goes through @axe-core/playwright, which puts axe into each frame, and checks frames of another
  // origin (which legacy mode cannot reach into) frame by frame.
  const frames = page.frames();
  let results: AxeResults;
  if (frames.length === 1) results = await runAxeInPage(page, options);
  else {
    const origin = new URL(page.url()).origin;
    const foreignFrame = frames.some(
      (frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin,
    );
    results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
      .setLegacyMode(!foreignFrame)
      .options(options)
      .analyze();
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Recorded before the verdict, so a failed check is counted too (with its number of violations).
  await recordAxeCheck(page, { rules, screen, violations: serious.length });
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function recordAxeCheck(
  page: Page,
  { rules, screen, violations }: { rules: AxeRules; screen: string | undefined; violations: number },
) {
  const size = page.viewportSize();
  // The theme the page was shown in, as the browser reports it (emulateMedia sets it).
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const line = {
    url: page.url(),
    ...(screen ? { screen } : {}),
    viewport: size ? `${size.width}x${size.height}` : 'none',
    colorScheme: dark ? 'dark' : 'light',
    rules,
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

type Size = { readonly width: number; readonly height: number };

/**
 * The two widths every screen pass covers in the desktop project (issue 9): a wide office screen
 * and the narrowest phone in use, as a desktop browser made narrow (a phone's user agent is sent to
 * the mobile pages instead; the phone project covers those).
 */
export const SCREEN_SIZES = [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
] as const;

/** The phone project's (Pixel 7) screen passes run in a typical phone window. */
export const PHONE_SCREEN_SIZE = { width: 390, height: 844 } as const;

const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The end of a screenshot's name: size and theme, e.g. '1440x900-dark'. */
const screenSuffix = (size: Size, colorScheme: ColorScheme) => `${size.width}x${size.height}-${colorScheme}`;

/**
 * A screen pass's page: this window, the light theme and reduced motion (the app then runs its
 * transitions in 0.01 ms, so a screen is checked as it ends up, not halfway through a fade).
 */
export async function startScreenPass(page: Page, size: Size) {
  await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/**
 * Waits until the app shows the given theme and no colour is still on its way: theme-provider.tsx
 * follows the system theme live, through the `dark` class on <html> (the colours) and its
 * `color-scheme` (the native controls). One wait in the page, as re-styling a long page takes the
 * browser a while.
 */
async function expectThemeApplied(page: Page, colorScheme: ColorScheme) {
  try {
    await page.waitForFunction(
      (dark) => {
        const root = document.documentElement;
        return (
          root.classList.contains('dark') === dark &&
          getComputedStyle(root).colorScheme === (dark ? 'dark' : 'light') &&
          // getAnimations() brings styles up to date first, so a transition just started is seen.
          document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running')
        );
      },
      colorScheme === 'dark',
      { timeout: 10_000 },
    );
  } catch (error) {
    throw new Error(`The page did not follow the system theme to ${colorScheme}: ${error}`);
  }
}

/** Switches the system theme on the loaded page, in place (no reload), and waits for the app to follow. */
async function showInTheme(page: Page, colorScheme: ColorScheme) {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await expectThemeApplied(page, colorScheme);
}

/**
 * Whether this run makes the gallery: `SCREENSHOTS=1 npx playwright test` (playwright.config.ts
 * puts it in the run's metadata). Without it no screen is photographed; a failing test still keeps
 * its own screenshot and trace (the configuration's `only-on-failure`, `retain-on-failure`).
 */
export const screenshotsWanted = () => test.info().config.metadata.screenshots === true;

/**
 * A screenshot (the whole page, or the window while a dialog is open) into the git-ignored
 * screenshots/ folder, for a person to look at; only when the run makes the gallery.
 */
export async function saveScreenshot(page: Page, name: string) {
  if (!screenshotsWanted()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // With a dialog or menu open the window is the picture: a full-page shot would stretch a long
  // page under an overlay that covers only its first screen.
  const layers = page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('menu'));
  const fullPage = (await layers.count()) === 0;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/**
 * A screen as people use it (placeholders gone), checked once per window size, in both themes on
 * the same loaded screen: in the light theme for sideways overflow and every axe rule, in the dark
 * theme for overflow and colour contrast. It starts in the theme the page is shown in and switches
 * to the other in place, leaving the page there (the next screen starts from it, so each screen
 * costs one switch). With SCREENSHOTS=1 each theme is also saved as
 * `<name>-<width>x<height>-<theme>.png`.
 */
export async function checkScreen(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const size = page.viewportSize();
  if (!size) throw new Error('checkScreen needs a window size');
  const shownDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const order: ColorScheme[] = shownDark ? ['dark', 'light'] : ['light', 'dark'];
  for (const [index, colorScheme] of order.entries()) {
    if (index === 0) await expectThemeApplied(page, colorScheme);
    else await showInTheme(page, colorScheme);
    // Saved first, so a screen that fails a check is in the gallery to be looked at.
    await saveScreenshot(page, `${name}-${screenSuffix(size, colorScheme)}`);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, {
      rules: colorScheme === 'light' ? 'all' : 'color-contrast',
      screen: name,
    });
  }
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

export type NewEmployee = {
  id: number;
  name: string;
  email: string;
  /** The password it signs in with: its own, or the temporary one when that was kept. */
  password: string;
  temporaryPassword: string;
};

/**
 * A fresh account made through the Admin Panel's API (as the demo admin). Stories that change an
 * account (deactivate it, change its password or saved settings) use one of these, so the shared
 * demo accounts other stories sign in with stay as they are. Its temporary password is replaced
 * at once, as its owner would (a temporary password reaches nothing but its change, ADR 023),
 * unless the story is about that: `keepTemporaryPassword`.
 */
export async function apiCreateEmployee(
  request: APIRequestContext,
  {
    keepTemporaryPassword = false,
    ...fields
  }: { employeeType: Role; name?: string; phone?: string; keepTemporaryPassword?: boolean },
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
  const account = {
    id: body.employee.id,
    name,
    email: body.employee.email,
    password: body.temporaryPassword,
    temporaryPassword: body.temporaryPassword,
  };
  if (keepTemporaryPassword) return account;
  const password = `own-password-${unique}`;
  await apiChangePassword(request, account, password);
  return { ...account, password };
}

/** Replaces an account's password through the API, signed in as the account itself. */
async function apiChangePassword(
  request: APIRequestContext,
  account: { email: string; password: string },
  newPassword: string,
) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, stayLoggedIn: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const change = await request.post('/api/auth/change-password', {
    headers: { 'x-auth-token': token },
    data: { currentPassword: account.password, newPassword, confirmPassword: newPassword },
  });
  expect(change.status(), await change.text()).toBe(200);
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
