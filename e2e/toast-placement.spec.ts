import type { Locator, Page } from '@playwright/test';
import { cornerClose, footerClose } from './detail-more-menu.ts';
import {
  apiCreateTask,
  apiLogin,
  DEMO_PASSWORD,
  expect,
  isPhoneProject,
  OFFICE,
  test,
  uniqueJobNumber,
} from './fixtures.ts';

/**
 * Issue 23, nothing hides the next step: a toast covers no control of an open dialog (its title,
 * its close buttons) and never the page header, at 1440 px and on a 390 px phone.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where `locator` is drawn. Asked again while it has no box: a menu button that loads its menu's
 * code after the first paint is swapped for the menu's own button, and a box read just then finds
 * the old one gone.
 */
async function boxOf(locator: Locator): Promise<Box> {
  const found: { box?: Box | null } = {};
  await expect
    .poll(async () => {
      found.box = await locator.boundingBox();
      return found.box !== null;
    })
    .toBe(true);
  if (!found.box) throw new Error(`${locator} has no box`);
  return found.box;
}

async function expectClear(toastBox: Box, what: Record<string, Locator>) {
  for (const [name, locator] of Object.entries(what)) {
    expect(overlap(toastBox, await boxOf(locator)), `the toast covers ${name}`).toBe(false);
  }
}

const toast = (page: Page, title: string) => page.locator('[data-slot="toast"]', { hasText: title });

/** The sticky page header of the signed-in layout. */
const pageHeader = (page: Page) => page.locator('header.sticky').first();

test.beforeEach(async ({ page }, testInfo) => {
  // A phone as narrow as the (390 px); the desktop window is 1440 x 900.
  await page.setViewportSize(
    isPhoneProject(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
  // Placed where the toast ends up, not halfway through sliding in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test("a field saved in a job's dialog says so without covering the dialog's title, close buttons or the header", async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  const number = uniqueJobNumber('TOAST');
  const title = `Toast placement ${number}`;
  const id = await apiCreateTask(page.request, token, { workOrderId: number, title });

  await page.goto(`/work-orders/${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Priority').selectOption('urgent');
  const saved = toast(page, 'Updated successfully');
  await expect(saved).toBeVisible();
  await expectClear(await boxOf(saved), {
    'the footer Close': footerClose(dialog),
    'the close button': cornerClose(dialog),
    'the More menu': dialog.getByRole('button', { name: /^More actions/ }),
    'the dialog title': dialog.getByRole('heading', { name: title }),
    'the page header': pageHeader(page),
  });

  // Three at once (the limit), still clear of them all.
  await dialog.getByLabel('Priority').selectOption('normal');
  await dialog.getByLabel('Type').selectOption('follow-up');
  await expect(page.locator('[data-slot="toast"][data-state="open"]')).toHaveCount(3);
  const stack = await boxOf(page.locator('[data-slot="toast"][data-state="open"]').first());
  const last = await boxOf(page.locator('[data-slot="toast"][data-state="open"]').last());
  const all = {
    x: Math.min(stack.x, last.x),
    y: Math.min(stack.y, last.y),
    width: Math.max(stack.width, last.width),
    height: Math.max(stack.y + stack.height, last.y + last.height) - Math.min(stack.y, last.y),
  };
  await expectClear(all, {
    'the footer Close': footerClose(dialog),
    'the close button': cornerClose(dialog),
    'the dialog title': dialog.getByRole('heading', { name: title }),
    'the page header': pageHeader(page),
  });

  // The footer's Close only closes (ADR 060): the dialog goes, and no toast claims a save.
  await footerClose(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Changes Saved')).toHaveCount(0);
});

test('the sign-in toast does not cover the page header', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(OFFICE.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const welcome = toast(page, 'Login Successful');
  await expect(welcome).toBeVisible();
  await expect(pageHeader(page)).toBeVisible();
  await expect
    .poll(async () => overlap(await boxOf(welcome), await boxOf(pageHeader(page))), {
      message: 'the sign-in toast covers the page header',
    })
    .toBe(false);
  // The header's controls stay usable while the toast shows.
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
});
