import type { Locator, Page } from '@playwright/test';

/** Issue 23 (ADR 027): 'Delete Task' sits in the detail dialog's More menu, beside its close button. */
export async function chooseDeleteTask(page: Page, detail: Locator): Promise<void> {
  await detail.getByRole('button', { name: /^More actions for task #/ }).click();
  await page.getByRole('menuitem', { name: 'Delete Task' }).click();
}

/** The More button, for checking that someone who may not delete is not offered it. */
export const moreActions = (detail: Locator) =>
  detail.getByRole('button', { name: /^More actions for task #/ });

/**
 * The detail dialog's footer button, 'Close' (ADR 060: every field saves on its own). The corner X
 * has the same name, so each is found where it sits.
 */
export const footerClose = (detail: Locator) =>
  detail.locator('[data-slot="dialog-footer"]').getByRole('button', { name: 'Close', exact: true });

/** The dialog's corner X. */
export const cornerClose = (detail: Locator) => detail.locator('[data-slot="dialog-close"]');
