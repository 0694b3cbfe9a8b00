import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, minutesOfClock, weekdayOf } from '../src/shared/domain/company-time.ts';
import type { TechnicianSchedule } from '../src/shared/schemas/company-settings.ts';
import type { Visit } from '../src/shared/schemas/visit.ts';
import {
  apiCreateEmployee,
  apiCreatePausedJob,
  apiGet,
  apiLogin,
  apiSession,
  checkScreen,
  expect,
  startScreenPass,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';
import { openRoute, ROUTES } from './route-table.ts';

/**
 * The schedule board at /schedule (1440x900), against the real server and its demo data: a held job
 * ready to return booked from the tray with the mouse and with the keyboard alone, a move into a
 * broken rule booked with a reason, a change made elsewhere seen live, and the board checked with
 * axe in both themes. Each story books a technician of its own (the demo technicians' weeks are
 * full of seeded visits, and a retried story must not meet its first attempt's visit) on a weekday
 * two months ahead.
 */

const SIZE = { width: 1440, height: 900 } as const;
const PX_PER_MINUTE = 1.2;

/** A Tuesday about two months from now, with a few days between stories so they never meet. */
function storyDay(offsetWeeks: number): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 56 + offsetWeeks * 7);
  while (weekdayOf(day) !== 2) day = addDays(day, 1);
  return day;
}

async function technicians(request: APIRequestContext, token: string) {
  const { body } = await apiGet<{ technicians: TechnicianSchedule[] }>(
    request,
    token,
    '/api/technician-schedules',
  );
  return body.technicians.filter((tech) => tech.isActive).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A plumber made for the story, with the default hours (Monday to Friday, 7:00 to 17:00) and an
 * empty lane; named to sort first, so the lane is the board's first and in view without scrolling.
 */
async function ownTechnician(request: APIRequestContext, token: string) {
  // A count that falls with time, so the newest story's plumber sorts before those of the stories
  // (and tries) before it on the same server.
  const falling = (Number.MAX_SAFE_INTEGER - Date.now()).toString(36);
  const suffix = `${falling}${Math.floor(Math.random() * 1296).toString(36)}`;
  const { id } = await apiCreateEmployee(request, {
    employeeType: 'plumber',
    name: `Aaron Story ${suffix}`,
    keepTemporaryPassword: true,
  });
  const techs = await technicians(request, token);
  const tech = techs.find((each) => each.employeeId === id);
  if (!tech) throw new Error('the new plumber is not among the technicians');
  return { tech, techs };
}

/** The board's first hour on a day: the earliest start of those who work then. */
function gridStart(techs: readonly TechnicianSchedule[], day: string): number {
  const working = techs.filter((tech) => tech.workDays.includes(weekdayOf(day)));
  return Math.min(...(working.length > 0 ? working : techs).map((tech) => minutesOfClock(tech.workStart)));
}

/** A paused job whose part is in and whose authorization is approved: ready to return. */
async function readyPausedJob(request: APIRequestContext, token: string) {
  const jobNumber = uniqueJobNumber('SCH');
  const today = new Date().toISOString().slice(0, 10);
  await apiCreatePausedJob(request, token, {
    jobNumber,
    jobLastName: 'Lindqvist',
    partTitle1: 'Flush valve',
    partOrdered1: today,
    partReceived1: today,
    authorizationStatus: 'approved',
  });
  return jobNumber;
}

const laneOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const trayItemOf = (page: Page, jobNumber: string) =>
  page
    .getByRole('complementary', { name: 'Unscheduled' })
    .getByTestId('tray-item')
    .filter({ hasText: `#${jobNumber}` });

async function visitsOn(request: APIRequestContext, token: string, day: string): Promise<Visit[]> {
  const from = `${addDays(day, -1)}T00:00:00.000Z`;
  const to = `${addDays(day, 2)}T00:00:00.000Z`;
  const { body } = await apiGet<{ visits: Visit[] }>(request, token, `/api/visits?from=${from}&to=${to}`);
  return body.visits;
}

/** Presses Tab until `target` has the focus, as a keyboard user would, within a few presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 8; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Saves through the confirmation when the company tells customers of their visits (the demo data
 * may have it on): the customer's message is then previewed before the visit is saved.
 */
async function acceptCustomerMessage(page: Page, { keyboard = false } = {}) {
  const confirm = page.getByRole('dialog', { name: 'Confirm the visit' });
  try {
    await confirm.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  const save = confirm.getByRole('button', { name: 'Save' });
  if (keyboard) await save.press('Enter');
  else await save.click();
}

/**
 * Drags `from` by its grip so its top lands `minutes` below the top of `lane`'s body. The tray
 * scrolls on its own, so the item is first scrolled into view, as a user would before grabbing it.
 */
async function dragTo(page: Page, from: Locator, lane: Locator, minutes: number) {
  const handle = from.getByRole('button', { name: /^Drag job / });
  await handle.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const held = await handle.boundingBox();
  const body = await lane.getByTestId('lane-body').boundingBox();
  if (!start || !held || !body) throw new Error('nothing to drag, or nowhere to drop');
  const grip = { x: held.x + held.width / 2, y: held.y + held.height / 2 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  // Past the 6 px that tell a drag from a click, then to the lane in steps, as a hand would.
  await page.mouse.move(grip.x + 10, grip.y + 10, { steps: 3 });
  const below = grip.y - start.y;
  await page.mouse.move(body.x + body.width / 2, body.y + minutes * PX_PER_MINUTE + below, { steps: 12 });
  await page.mouse.up();
}

// First, so its screenshots show the demo data without the technicians the other stories add.
test('the board in both themes at 1440: the day and the week', async ({ page }) => {
  test.slow();
  await startScreenPass(page, SIZE);
  await apiLogin(page, 'management');
  const problems = watchForErrors(page);
  await openRoute(page, ROUTES.schedule);
  await checkScreen(page, ROUTES.schedule.name);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByTestId('week-grid')).toBeVisible();
  await checkScreen(page, 'schedule-week');
  expect(problems).toEqual([]);
});

test('schedules a ready-to-return paused job by dragging it from the tray', async ({ page }) => {
  await startScreenPass(page, SIZE);
  const { token } = await apiLogin(page, 'management');
  const jobNumber = await readyPausedJob(page.request, token);
  const { tech, techs } = await ownTechnician(page.request, token);
  const day = storyDay(0);
  const problems = watchForErrors(page);

  await page.goto(`/schedule?date=${day}&view=day`);
  const item = trayItemOf(page, jobNumber);
  await expect(
    page.getByRole('region', { name: 'Ready to return' }).getByText(`#${jobNumber}`),
  ).toBeVisible();
  await dragTo(page, item, laneOf(page, tech.name), 9 * 60 - gridStart(techs, day));
  await acceptCustomerMessage(page);

  await expect(
    page.getByText(new RegExp(`^Job ${jobNumber} scheduled with ${tech.name} on .*, 9:00–11:00$`)).first(),
  ).toBeVisible();
  await expect(
    laneOf(page, tech.name)
      .getByTestId('visit-block')
      .filter({ hasText: `#${jobNumber}` }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  const saved = (await visitsOn(page.request, token, day)).find((visit) => visit.jobNumber === jobNumber);
  expect(saved?.technicians.map((each) => each.id)).toEqual([tech.employeeId]);
  expect(problems).toEqual([]);
});

test('schedules a ready job and moves it with the keyboard alone', async ({ page }) => {
  await startScreenPass(page, SIZE);
  const { token } = await apiLogin(page, 'management');
  const jobNumber = await readyPausedJob(page.request, token);
  const { tech } = await ownTechnician(page.request, token);
  const day = storyDay(1);
  const problems = watchForErrors(page);

  await page.goto(`/schedule?date=${day}&view=day`);
  await page.getByRole('button', { name: `Schedule… job ${jobNumber}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Schedule job ${jobNumber}` });
  await dialog.getByLabel('Technician').selectOption({ label: tech.name });
  await dialog.getByLabel('Start').selectOption('10:00');
  // Enter on a select submits nothing (only text fields submit their form): Tab on to Save.
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await acceptCustomerMessage(page, { keyboard: true });
  const announcer = page.getByTestId('schedule-announcer');
  await expect(announcer).toHaveText(
    new RegExp(`^Job ${jobNumber} scheduled with ${tech.name} on .*, 10:00–12:00$`),
  );

  // dnd-kit's keyboard drag: Space picks the visit up, each Down is a quarter hour, Space drops it.
  // Each press is made once the last one shows where the visit would go, as a user watching it
  // would: a press made before the board has drawn the last one starts from the old place.
  const grip = page.getByRole('button', { name: `Drag job ${jobNumber}` });
  // The dialog hands the focus back to what opened it as it finishes closing, which under load is
  // after the announcement: focused before that, the grip lost it again and Space went elsewhere.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The tray's refetch drops the job after the save; a pick-up made before the board has settled
  // measured the lanes where they were, and the first arrow once put the visit four lanes and
  // three steps away.
  await expect(page.getByRole('button', { name: `Schedule… job ${jobNumber}` })).toHaveCount(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await grip.focus();
  await expect(grip).toBeFocused();
  await page.keyboard.press('Space');
  await expect(grip).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit starts listening for the arrows in a timer after the pick-up, and the browser runs
  // input before timers: an arrow sent at once (no hand is that quick) could come first and be
  // lost. A timer set now runs after dnd-kit's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const start of ['10:15', '10:30', '10:45', '11:00']) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${tech.name} · ${start}–`)).toBeVisible();
  }
  await page.keyboard.press('Space');
  await acceptCustomerMessage(page, { keyboard: true });
  await expect(announcer).toHaveText(
    new RegExp(`^Job ${jobNumber} moved to ${tech.name} on .*, 11:00–13:00$`),
  );
  expect(problems).toEqual([]);
});

test('moves a visit outside its technician’s hours with a reason for the override', async ({ page }) => {
  await startScreenPass(page, SIZE);
  const { token } = await apiLogin(page, 'management');
  const jobNumber = await readyPausedJob(page.request, token);
  const { tech } = await ownTechnician(page.request, token);
  const day = storyDay(2);
  const problems = watchForErrors(page);

  await page.goto(`/schedule?date=${day}&view=day`);
  await page.getByRole('button', { name: `Schedule… job ${jobNumber}` }).click();
  const schedule = page.getByRole('dialog', { name: `Schedule job ${jobNumber}` });
  await schedule.getByLabel('Technician').selectOption({ label: tech.name });
  await schedule.getByLabel('Start').selectOption('10:00');
  await schedule.getByRole('button', { name: 'Save' }).click();
  await acceptCustomerMessage(page);
  await expect(
    laneOf(page, tech.name)
      .getByTestId('visit-block')
      .filter({ hasText: `#${jobNumber}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: `Move to… job ${jobNumber}` }).click();
  const move = page.getByRole('dialog', { name: `Move job ${jobNumber}` });
  await move.getByLabel('Start').selectOption('05:00');
  await move.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('dialog', { name: 'This breaks a scheduling rule' });
  await expect(conflict.getByTestId('visit-conflicts')).toContainText('this visit is outside those hours');
  await conflict.getByLabel('Reason for the override').fill('Customer leaves for work at 7');
  await conflict.getByRole('button', { name: 'Book anyway' }).click();
  await expect(page.getByTestId('schedule-announcer')).toHaveText(/, 5:00–7:00$/);
  const moved = (await visitsOn(page.request, token, day)).find((visit) => visit.jobNumber === jobNumber);
  expect(moved?.version).toBe(2);
  expect(problems).toEqual([]);
});

test('a visit booked in another browser appears on the board without a reload', async ({ browser, page }) => {
  await startScreenPass(page, SIZE);
  const { token } = await apiLogin(page, 'management');
  const jobNumber = await readyPausedJob(page.request, token);
  const { tech } = await ownTechnician(page.request, token);
  const day = storyDay(3);
  await page.goto(`/schedule?date=${day}&view=day`);
  await expect(laneOf(page, tech.name)).toBeVisible();

  const other = await browser.newContext({ viewport: SIZE });
  const dispatcher = await other.newPage();
  const office = await apiSession(dispatcher.request, 'office');
  await dispatcher.addInitScript((saved) => localStorage.setItem('authToken', saved), office.token);
  await dispatcher.goto(`/schedule?date=${day}&view=day`);
  await dispatcher.getByRole('button', { name: `Schedule… job ${jobNumber}` }).click();
  const dialog = dispatcher.getByRole('dialog', { name: `Schedule job ${jobNumber}` });
  await dialog.getByLabel('Technician').selectOption({ label: tech.name });
  await dialog.getByLabel('Start').selectOption('13:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await acceptCustomerMessage(dispatcher);
  await expect(dispatcher.getByTestId('schedule-announcer')).toContainText(`Job ${jobNumber} scheduled`);
  await other.close();

  await expect(
    laneOf(page, tech.name)
      .getByTestId('visit-block')
      .filter({ hasText: `#${jobNumber}` }),
  ).toBeVisible();
  await expect(trayItemOf(page, jobNumber)).toHaveCount(0);
});
