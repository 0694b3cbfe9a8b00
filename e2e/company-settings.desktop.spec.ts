import { apiGet, apiLogin, checkScreen, expect, startScreenPass, test, watchForErrors } from './fixtures.ts';
import { openRoute, ROUTES } from './route-table.ts';

type Technician = { employeeId: number; name: string; workEnd: string; maxVisitsPerDay: number };

const toast = (page: import('@playwright/test').Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title });

/**
 * Management sets a technician's hours, turns customer messages on and adds time off on
 * /company-settings; the page is checked (axe in both themes) at 1440 wide and, with the time off
 * listed, at a phone's 390; then the time off is removed.
 */
test('management edits a technician’s hours and turns on customer messages', async ({ page }) => {
  test.slow();
  await startScreenPass(page, { width: 1440, height: 900 });
  const session = await apiLogin(page, 'management');
  const problems = watchForErrors(page);
  const before = await apiGet<{ technicians: Technician[] }>(
    page.request,
    session.token,
    '/api/technician-schedules',
  );
  const technician = before.body.technicians[0];
  if (!technician) throw new Error('the demo data has no technician');

  await openRoute(page, ROUTES.companySettings);
  await checkScreen(page, ROUTES.companySettings.name);

  const row = page.getByRole('row', { name: new RegExp(technician.name) });
  await row.getByLabel(`End, ${technician.name}`).fill('16:00');
  await row.getByLabel(`Visits a day, ${technician.name}`).fill('4');
  await row.getByLabel('Saturday').check();
  await row.getByRole('button', { name: `Save ${technician.name}'s hours` }).click();
  await expect(toast(page, `${technician.name}'s hours saved`)).toBeVisible();
  const after = await apiGet<{ technicians: Technician[] }>(
    page.request,
    session.token,
    '/api/technician-schedules',
  );
  expect(after.body.technicians.find((entry) => entry.employeeId === technician.employeeId)).toMatchObject({
    workEnd: '16:00',
    maxVisitsPerDay: 4,
    workDays: [1, 2, 3, 4, 5, 6],
  });

  const messages = page.getByRole('region', { name: 'Customer messages' });
  const sendSwitch = messages.getByRole('switch', { name: 'Text or email customers about their visits' });
  await expect(sendSwitch).not.toBeChecked();
  await sendSwitch.click();
  await messages
    .getByLabel('When the technician is on the way')
    .fill('{technician} is on the way, {customer}.');
  await expect(messages.getByText('Mia Tran is on the way, Dana Whitfield.')).toBeVisible();
  await messages.getByRole('button', { name: 'Save customer messages' }).click();
  await expect(toast(page, 'Customer messages saved')).toBeVisible();
  const settings = await apiGet<{ customerMessagesEnabled: boolean; messageOnTheWay: string }>(
    page.request,
    session.token,
    '/api/company-settings',
  );
  expect(settings.body).toMatchObject({
    customerMessagesEnabled: true,
    messageOnTheWay: '{technician} is on the way, {customer}.',
  });

  const timeOff = page.getByRole('region', { name: 'Time off' });
  await timeOff.getByLabel('Technician').selectOption({ label: technician.name });
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await timeOff.getByLabel('Starts').fill(`${nextWeek}T08:00`);
  await timeOff.getByLabel('Ends').fill(`${nextWeek}T17:00`);
  await timeOff.getByLabel('Reason').fill('Training day');
  const entries = timeOff.getByRole('list', { name: 'Time off in the next six weeks' });
  await expect(entries.getByRole('listitem').first()).toBeVisible();
  const listedBefore = await entries.getByRole('listitem').count();
  await timeOff.getByRole('button', { name: 'Add time off' }).click();
  await expect(entries.getByText(/Training day/)).toBeVisible();

  await startScreenPass(page, { width: 390, height: 844 });
  await openRoute(page, ROUTES.companySettings);
  await checkScreen(page, `${ROUTES.companySettings.name}-phone-width`);
  // The demo data has time off of its own (a technician's day off next week): the story removes
  // only the entry it added, found by its reason, and leaves the others listed.
  const added = entries.getByRole('listitem').filter({ hasText: 'Training day' });
  await added.getByRole('button', { name: new RegExp(`Remove time off for ${technician.name}`) }).click();
  await expect(added).toHaveCount(0);
  await expect(entries.getByRole('listitem')).toHaveCount(listedBefore);
  expect(problems).toEqual([]);
});
