import { apiLogin, expect, test, watchForErrors } from './fixtures.ts';

/**
 * Issue 23, "Addresses you can share" on the technician's phone pages (ADR 026): a job tapped in
 * the list opens over it at /work-orders/{id}; Back closes it with the list where it was.
 */
test('a job tapped on the phone list opens over it at its own address; Back returns to the same place', async ({
  page,
}) => {
  await apiLogin(page, 'plumber');
  const problems = watchForErrors(page);
  await page.goto('/minimal-mobile-tasks?show=all');
  const cards = page.getByTestId('work-order-card');
  await expect(cards.nth(5)).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const before = await page.evaluate(() => Math.round(window.scrollY));
  const id = await page.evaluate(() => {
    const inView = [...document.querySelectorAll<HTMLElement>('[data-testid="work-order-card"]')].find(
      (card) => {
        const box = card.getBoundingClientRect();
        return box.top > 80 && box.bottom < window.innerHeight;
      },
    );
    return inView?.dataset.workOrderId ?? null;
  });
  expect(id, 'a card in view after scrolling').not.toBeNull();
  const card = page.locator(`[data-testid="work-order-card"][data-work-order-id="${id}"]`);
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/work-orders/${id}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(card).toHaveCount(1); // the list stays drawn under the dialog

  await page.goBack();
  await expect(page).toHaveURL(/\/minimal-mobile-tasks\?show=all$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
  await expect(card).toBeInViewport();
  expect(problems).toEqual([]);
});
