import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import { answer, fail, failure, sent } from '#tooling/test-client/api-handlers.ts';
import { COMPANY_SETTINGS, companySettingsHandlers } from '#tooling/test-client/company-settings-handlers.ts';
import { currentEmployee, employee, OFFICE, PLUMBER, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { CompanySettingsPage } from './company-settings-page.tsx';

const MANAGER = employee(1, 'Morgan Lee', 'management');

function renderPage(me: Employee = MANAGER, ...first: ReturnType<typeof answer>[]) {
  // A fresh company each test: the handlers keep what is saved.
  server.use(...first, answer('GET /api/auth/me', currentEmployee(me)), ...companySettingsHandlers());
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(me));
  return renderInPortal(<CompanySettingsPage />, { path: '/company-settings', queryClient });
}

/** The sections arrive in a chunk of their own: the first lookup waits for it. */
const region = (name: string) => screen.findByRole('region', { name });

describe('the company settings page', () => {
  it('is for management only: the office is told so and nothing is read', async () => {
    renderPage(OFFICE);
    expect(await screen.findByText('Only management can change the company settings.')).toBeTruthy();
    expect(sent('GET /api/company-settings')).toEqual([]);
  });

  it('saves a new time zone with the version read', async () => {
    const { user } = renderPage();
    const zone = await within(await region('Time zone')).findByLabelText('Company time zone');
    expect((zone as HTMLSelectElement).value).toBe('America/Chicago');
    await user.selectOptions(zone, 'America/Denver');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(toastTexts()).toContain('Time zone saved'));
    expect(sent('PUT /api/company-settings').map((request) => request.body)).toEqual([
      { version: 1, timeZone: 'America/Denver' },
    ]);
  });

  it('shows a live sample of each message, turns messages on, and puts a refused placeholder under its field', async () => {
    const { user } = renderPage();
    const messages = await region('Customer messages');
    const toggle = await within(messages).findByRole('switch', {
      name: 'Text or email customers about their visits',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const onTheWay = within(messages).getByLabelText('When the technician is on the way');
    await user.clear(onTheWay);
    await user.type(onTheWay, '{{technician} is coming, {{customer}');
    expect(within(messages).getByText('Mia Tran is coming, Dana Whitfield')).toBeTruthy();

    await user.click(toggle);
    server.use(
      answer(
        'PUT /api/company-settings',
        () =>
          failure(400, 'Unknown placeholder {eta} in messageScheduled', {
            errors: [{ field: 'messageScheduled', message: 'Unknown placeholder {eta} in messageScheduled' }],
          }),
        { once: true },
      ),
    );
    await user.click(within(messages).getByRole('button', { name: 'Save customer messages' }));
    expect(await within(messages).findByText('Unknown placeholder {eta} in messageScheduled')).toBeTruthy();
    expect(within(messages).getByLabelText('When a visit is booked').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await user.click(within(messages).getByRole('button', { name: 'Save customer messages' }));
    await waitFor(() => expect(toastTexts()).toContain('Customer messages saved'));
    expect(sent('PUT /api/company-settings').at(-1)?.body).toMatchObject({
      version: 1,
      customerMessagesEnabled: true,
      messageOnTheWay: '{technician} is coming, {customer}',
    });
  });

  it('tells of a save someone else beat, and reads the settings again', async () => {
    const { user } = renderPage();
    const zone = await within(await region('Time zone')).findByLabelText('Company time zone');
    server.use(
      fail('PUT /api/company-settings', 409, 'Someone else saved the company settings meanwhile.', {
        once: true,
      }),
    );
    const reads = sent('GET /api/company-settings').length;
    await user.selectOptions(zone, 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(toastTexts().join('\n')).toContain('Could not save the company settings'));
    await waitFor(() => expect(sent('GET /api/company-settings').length).toBeGreaterThan(reads));
  });

  it("saves one technician's row of hours", async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: "Technicians' working hours" });
    const row = within(table).getByRole('row', { name: new RegExp(PLUMBER.name) });
    const end = within(row).getByLabelText(`End, ${PLUMBER.name}`);
    await user.clear(end);
    await user.type(end, '15:30');
    await user.click(within(row).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(within(row).getByRole('button', { name: `Save ${PLUMBER.name}'s hours` }));
    await waitFor(() => expect(toastTexts()).toContain(`${PLUMBER.name}'s hours saved`));
    expect(
      sent('PUT /api/technician-schedules/:employeeId').map((request) => [
        request.params.employeeId,
        request.body,
      ]),
    ).toEqual([
      [
        String(PLUMBER.id),
        {
          workDays: [1, 2, 3, 4, 6],
          workStart: '07:00',
          workEnd: '15:30',
          maxVisitsPerDay: 6,
          maxHoursPerDay: 8,
        },
      ],
    ]);
  });

  it('adds time off in the company zone, lists it, and removes it', async () => {
    const { user } = renderPage();
    const timeOff = await region('Time off');
    expect(await within(timeOff).findByText('No time off in the next six weeks.')).toBeTruthy();
    await user.click(within(timeOff).getByRole('button', { name: 'Add time off' }));
    expect(within(timeOff).getByText('Choose a technician')).toBeTruthy();
    expect(sent('POST /api/time-off')).toEqual([]);

    await user.selectOptions(within(timeOff).getByLabelText(/Technician/), String(PLUMBER.id));
    await user.type(within(timeOff).getByLabelText(/Starts/), '2026-12-10T08:00');
    await user.type(within(timeOff).getByLabelText(/Ends/), '2026-12-11T17:00');
    await user.type(within(timeOff).getByLabelText('Reason'), 'Dentist');
    await user.click(within(timeOff).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(toastTexts()).toContain('Time off added'));
    expect(sent('POST /api/time-off').map((request) => request.body)).toEqual([
      {
        employeeId: PLUMBER.id,
        startsAt: '2026-12-10T14:00:00.000Z',
        endsAt: '2026-12-11T23:00:00.000Z',
        reason: 'Dentist',
      },
    ]);
    const list = await within(timeOff).findByRole('list', { name: 'Time off in the next six weeks' });
    expect(within(list).getByText(PLUMBER.name)).toBeTruthy();
    expect(within(list).getByText(/Dec 10, 2026, 8:00 AM – Dec 11, 2026, 5:00 PM · Dentist/)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /Remove time off for Carlos Mendez/ }));
    expect(await within(timeOff).findByText('No time off in the next six weeks.')).toBeTruthy();
    expect(sent('DELETE /api/time-off/:id').map((request) => request.params.id)).toEqual(['1']);
  });

  it('says when the settings cannot be read, and tries again', async () => {
    const { user } = renderPage(MANAGER, fail('GET /api/company-settings', 500, 'Server error'));
    const alert = await within(await region('Time zone')).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Could not load the company settings.');
    server.use(answer('GET /api/company-settings', COMPANY_SETTINGS));
    await user.click(within(await region('Time zone')).getByRole('button', { name: 'Try again' }));
    const zone = await within(await region('Time zone')).findByLabelText('Company time zone');
    expect((zone as HTMLSelectElement).value).toBe('America/Chicago');
  });
});
