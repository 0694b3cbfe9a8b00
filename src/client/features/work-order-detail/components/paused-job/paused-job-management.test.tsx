import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import {
  openDetailDialog,
  pausedOrder,
  rememberingServer,
  setUpDetailDialogTests,
  writes,
} from '#tooling/test-client/detail-dialog.tsx';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

/** The dialog of `order` over a server that applies each PATCH and answers the whole order. */
function openRemembering(order: WorkOrderDetail) {
  const remembering = rememberingServer(order);
  server.use(remembering.patch);
  return openDetailDialog(remembering.read);
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const partGroup = (n: number) => screen.getByRole('region', { name: `Part ${n}` });

setUpDetailDialogTests();

describe('Paused Job Management (issue 6)', () => {
  it('puts Paused Job Management first for an on-hold job and keeps Task Details and Assignments (ADR 060)', async () => {
    await openDetailDialog(pausedOrder());
    expect(await screen.findByRole('button', { name: 'Paused Job Management' })).toBeTruthy();
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent?.replace(/\s*\(\d+\)$/, ''));
    expect(headings.slice(1, 4)).toEqual(['Paused Job Management', 'Task Details', 'Assignments']);
    expect(screen.getByText('Water pooling under the tank')).toBeTruthy();
    for (const name of ['Comments (0)', 'Questions (0)', 'Attachments (0)']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // Issue 23: nothing stored reads N/A, as on the card, the CSV and the print sheet, never 'Pending'.
    expect(
      [select('Pre-Auth Status'), select('Authorization Status'), select('RWP Form Status')].map(
        (s) => s.value,
      ),
    ).toEqual(['N/A', 'N/A', 'N/A']);
  });

  it('shows how long it has waited and what for', async () => {
    await openDetailDialog(
      pausedOrder({
        holdInsights: {
          daysOnHold: 3,
          overdueParts: [1],
          readyToReturn: false,
          waitingOn: ['waiting-for'],
          waitingFor: 'Tank from supplier',
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Paused Job Management' });
    expect(within(section).getByText('3 days on hold')).toBeTruthy();
    expect(within(section).getByText('Waiting for: Tank from supplier')).toBeTruthy();
  });

  it('a status choice sends one PATCH with the stored value', async () => {
    const { user } = await openRemembering(pausedOrder());
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.selectOptions(select('Authorization Status'), 'Partial');
    await waitFor(() => expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']));
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { authorizationStatus: 'Partial' } },
    ]);
    expect(select('Authorization Status').value).toBe('Partial');
  });

  it("shows a stored value the dialog does not offer (RWP 'Printed') as it is", async () => {
    await openDetailDialog(pausedOrder({ rwpFormStatus: 'Printed', authorizationStatus: 'N/A' }));
    await screen.findByRole('button', { name: 'Paused Job Management' });
    const rwp = select('RWP Form Status');
    expect(rwp.value).toBe('Printed');
    expect(Array.from(rwp.options).map((o) => o.value)).toEqual([
      'N/A',
      'Pending',
      'Submitted',
      'Approved',
      'Denied',
      'Printed',
    ]);
    expect(select('Authorization Status').value).toBe('N/A');
  });

  it("money: '$1,234.50' is sent as 1234.5 and shown as money", async () => {
    const { user } = await openRemembering(pausedOrder());
    await user.click(await screen.findByRole('button', { name: 'Edit Pre-Auth Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Pre-Auth Amount' }), '$1,234.50{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ preAuthAmount: 1234.5 });
    expect(screen.getByText('$1,234.50')).toBeTruthy();
  });

  it('money: nonsense says why and sends nothing; blank clears to null', async () => {
    const order = pausedOrder({ opcAmount: 80 });
    const { user } = await openRemembering(order);
    expect(await screen.findByText('$80.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit OPC Amount' }));
    const input = screen.getByRole('textbox', { name: 'OPC Amount' });
    expect((input as HTMLInputElement).value).toBe('$80.00');
    await user.clear(input);
    await user.type(input, 'about eighty{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Amount must be a dollar amount such as $1,234.50');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);

    await user.clear(input);
    await user.type(input, '  ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ opcAmount: null });
  });

  it('a filled part keeps inline editing: a date is one PATCH under its API name (partETA2)', async () => {
    const { user } = await openRemembering(
      pausedOrder({ partTitle1: 'Anode rod', partTitle2: 'Thermostat', partTitle3: 'Drain valve' }),
    );
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.click(within(partGroup(2)).getByRole('button', { name: 'Edit Part 2 ETA' }));
    await user.type(screen.getByLabelText('Part 2 ETA'), '2026-06-15{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ partETA2: '2026-06-15' });

    await user.click(screen.getByRole('button', { name: 'Edit Part 3 Title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Part 3 Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Part 3 Title' }), 'Gas valve{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toEqual({ partTitle3: 'Gas valve' });
  });

  it('marks a part past its ETA as overdue, and a received one as received', async () => {
    await openDetailDialog(
      pausedOrder({
        partTitle1: 'Anode rod',
        partETA1: '2020-01-10',
        partTitle2: 'Thermostat',
        partETA2: '2020-01-10',
        partReceived2: '2020-01-09',
        partTitle3: 'Drain valve',
        partETA3: '2099-01-10',
      }),
    );
    await screen.findByRole('button', { name: 'Paused Job Management' });
    expect(within(partGroup(1)).getByText('Part overdue')).toBeTruthy();
    expect(within(partGroup(1)).queryByText('Received', { selector: '[data-slot="badge"]' })).toBeNull();
    expect(within(partGroup(2)).queryByText('Part overdue')).toBeNull();
    expect(within(partGroup(2)).getByText('Received', { selector: '[data-slot="badge"]' })).toBeTruthy();
    expect(within(partGroup(3)).queryByText('Part overdue')).toBeNull();
  });

  it('Link to Dispatch is a new-tab link for a web address, plain text otherwise', async () => {
    await openDetailDialog(pausedOrder({ linkToDispatch: 'https://dispatch.example.com/jobs/48213' }));
    const link = await screen.findByRole('link', { name: /dispatch\.example\.com/ });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://dispatch.example.com/jobs/48213',
      '_blank',
    ]);
    cleanup();
    await openDetailDialog(pausedOrder({ linkToDispatch: 'javascript:alert(1)' }));
    expect(await screen.findByText('javascript:alert(1)')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
