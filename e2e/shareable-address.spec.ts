import type { Locator, Page } from '@playwright/test';
import { footerClose } from './detail-more-menu.ts';
import {
  apiCreatePausedJob,
  apiLogin,
  expect,
  saveScreenshot,
  test,
  uniqueJobNumber,
  watchForErrors,
} from './fixtures.ts';

/**
 * Issue 23, "Addresses you can share" (ADR 026): a job opened from a list puts /work-orders/{id}
 * in the address bar over the list, Back closes it with the list where it was, a reload reopens
 * it. Runs on both sizes (desktop, and a phone, whose Current Tasks is /tasks/active).
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls well down the list (it draws only the cards near the window) and opens the first card
 * there that is wholly in view, by its title.
 */
async function openLowerCard(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const before = await scrollY(page);
  const id = await page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="work-order-card"]')];
    // A card whose top (its number and title) is in view below the header; a tall card's foot may
    // still be below the fold.
    const inView = cards.find((card) => {
      const box = card.getBoundingClientRect();
      return box.top > 60 && box.top + 160 < window.innerHeight;
    });
    return inView?.dataset.workOrderId ?? null;
  });
  expect(id, 'a card in view after scrolling down').not.toBeNull();
  const card = page.locator(`[data-testid="work-order-card"][data-work-order-id="${id}"]`);
  await card.getByRole('heading').getByRole('button').click();
  return { id, before, card };
}

async function expectOpenOverList(page: Page, id: string | null, before: number, list: string) {
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' }).first()).toBeVisible();
  // The list is still drawn under the dialog, where it was.
  await expect(page.locator(`[data-testid="work-order-card"][data-work-order-id="${id}"]`)).toHaveCount(1);
  expect(await scrollY(page)).toBe(before);
  await saveScreenshot(page, `shareable-address-${list}`);
}

async function expectBackOnList(page: Page, path: RegExp, card: Locator, before: number) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBe(before);
  await expect(card).toBeInViewport();
}

test('a task opened from Current Tasks has its own address; Back closes it where the list was; a reload reopens it', async ({
  page,
}) => {
  await apiLogin(page, 'office');
  const problems = watchForErrors(page);
  await page.goto('/tasks/active');
  await expect(page.getByTestId('work-order-card').nth(3)).toBeVisible();

  const { id, before, card } = await openLowerCard(page);
  await expectOpenOverList(page, id, before, 'current-tasks');

  // Back closes the dialog: the list, not a page from the top, at the same place.
  await page.goBack();
  await expectBackOnList(page, /\/tasks\/active$/, card, before);

  // Forward opens it again; a reload of that address reopens the job.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await page.reload();
  // The job's own dialog, not its loading stand-in, whose Close may be replaced under the press.
  // A reload fetches the list and the job at once; with two workers on two cores that took over 5 s.
  await expect(footerClose(page.getByRole('dialog'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));

  // Its close button is Back, not a new entry: one step back is the list again.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/tasks\/active$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/tasks\/active$/);
  expect(problems).toEqual([]);
});

test('a paused job opened from Paused Jobs has its own address; Back closes it where the list was; a reload reopens it', async ({
  page,
}) => {
  const { token } = await apiLogin(page, 'office');
  // Enough paused jobs that the list scrolls on either size.
  const stamp = uniqueJobNumber('SA');
  for (let index = 0; index < 12; index += 1) {
    await apiCreatePausedJob(page.request, token, {
      jobNumber: `${stamp}-${index}`,
      jobLastName: `Shareable${index}`,
    });
  }
  const problems = watchForErrors(page);
  await page.goto('/paused-jobs');
  await expect(page.getByTestId('work-order-card').nth(3)).toBeVisible();

  const { id, before, card } = await openLowerCard(page);
  await expectOpenOverList(page, id, before, 'paused-jobs');

  await page.goBack();
  await expectBackOnList(page, /\/paused-jobs$/, card, before);

  await page.goForward();
  await page.reload();
  // The job's own dialog, not its loading stand-in, whose Close may be replaced under the press.
  // A reload fetches the list and the job at once; with two workers on two cores that took over 5 s.
  await expect(footerClose(page.getByRole('dialog'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/paused-jobs$/);
  await expect(page.getByRole('heading', { name: 'Paused Jobs', level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
