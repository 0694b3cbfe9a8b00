import type { Locator, Page } from '@playwright/test';

/**
 * Issue 23: '+ Paused Job' opens on finding an open job to put on hold; the Create New Paused Job
 * form is behind 'Create a new paused job'. Call once the menu item or button has been pressed.
 */
export async function goOnToCreatePausedJob(page: Page): Promise<Locator> {
  const finder = page.getByRole('dialog', { name: 'Put a Job on Hold' });
  await finder.getByRole('button', { name: 'Create a new paused job' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Paused Job' });
  await create.getByRole('textbox', { name: 'Job Number' }).waitFor();
  return create;
}
