import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, sentBodies } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { blockIn, laneOf, renderScheduleBoard } from '#tooling/test-client/schedule-board.tsx';

const PATCH = 'PATCH /api/visits/:id';
// Each story opens a dialog or two and picks from selects: several seconds on a busy machine.

async function openMoveDialog(lane: string, job: string) {
  const view = renderScheduleBoard();
  const { user } = view;
  await user.click(
    within(blockIn(await laneOf(lane), job)).getByRole('button', { name: `Move to… job ${job}` }),
  );
  return { ...view, dialog: await screen.findByRole('dialog', { name: `Move job ${job}` }) };
}

describe('Move to… (the keyboard way to move a visit)', { timeout: 15_000 }, () => {
  it('sends the new time, window and lead with the version seen, and announces the outcome', async () => {
    const { user, dialog } = await openMoveDialog('Dana Brooks', '48104');
    await user.selectOptions(within(dialog).getByLabelText('Technician'), 'Eli Park');
    await user.selectOptions(within(dialog).getByLabelText('Start'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(PATCH)).toHaveLength(1));
    // 10:00 in Chicago is 16:00 UTC; the window moves with the visit.
    expect(sentBodies(PATCH)[0]).toEqual({
      version: 1,
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T18:00:00.000Z',
      windowStart: '2026-12-01T16:00:00.000Z',
      windowEnd: '2026-12-01T18:00:00.000Z',
      leadId: 9,
      helperIds: [],
      notifyCustomer: true,
    });
    const outcome = 'Job 48104 moved to Eli Park on Tue 12/1, 10:00–12:00';
    await waitFor(() => expect(screen.getByTestId('schedule-announcer').textContent).toBe(outcome));
    expect(toastTexts()).toContain(outcome);
  });

  it('shows the broken rule and sends the override reason the dispatcher gives', async () => {
    // Farah already has 2 visits, her most; a third (at a free hour) needs a reason.
    const { user, dialog } = await openMoveDialog('Dana Brooks', '48104');
    await user.selectOptions(within(dialog).getByLabelText('Technician'), 'Farah Haddad');
    await user.selectOptions(within(dialog).getByLabelText('Start'), '07:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'This breaks a scheduling rule' });
    expect(within(confirm).getByTestId('visit-conflicts').textContent).toBe(
      'Farah Haddad would have 3 visits this day; the most is 2.',
    );
    expect(sentBodies(PATCH)).toEqual([]);
    await user.type(within(confirm).getByLabelText('Reason for the override'), 'Customer asked for Farah');
    await user.click(within(confirm).getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(sentBodies(PATCH)).toHaveLength(1));
    expect(sentBodies(PATCH)[0]).toMatchObject({ leadId: 10, overrideReason: 'Customer asked for Farah' });
  });

  it('refuses an overlap outright: no reason asked, nothing sent', async () => {
    const { user, dialog } = await openMoveDialog('Dana Brooks', '48104');
    await user.selectOptions(within(dialog).getByLabelText('Technician'), 'Carlos Mendez');
    await user.selectOptions(within(dialog).getByLabelText('Start'), '08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByRole('dialog', { name: 'This cannot be booked' });
    expect(within(refusal).getByTestId('visit-conflicts').textContent).toContain(
      'Carlos Mendez already has a visit from 8:00 AM to 10:00 AM.',
    );
    expect(within(refusal).queryByLabelText('Reason for the override')).toBeNull();
    expect(within(refusal).queryByRole('button', { name: 'Book anyway' })).toBeNull();
    await user.click(within(refusal).getByRole('button', { name: 'Back to the board' }));
    expect(sentBodies(PATCH)).toEqual([]);
  });

  it('takes the move back with Undo: a PATCH to the old time and lead on the new version', async () => {
    const { user, dialog } = await openMoveDialog('Dana Brooks', '48104');
    await user.selectOptions(within(dialog).getByLabelText('Start'), '13:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // From the keyboard: Radix's toast follows pointer capture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentBodies(PATCH)).toHaveLength(2));
    expect(sentBodies(PATCH)[1]).toEqual({
      version: 2,
      startsAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T17:00:00.000Z',
      windowStart: '2026-12-01T15:00:00.000Z',
      windowEnd: '2026-12-01T17:00:00.000Z',
      leadId: 8,
      helperIds: [],
      notifyCustomer: false,
      overrideReason: 'Undo: back where it was',
    });
    await waitFor(() => expect(toastTexts()).toContain('Change undone'));
  });
});

describe('Schedule… (a job from the tray)', { timeout: 15_000 }, () => {
  it('previews the text to the customer, lets it be unticked, books two hours and undoes by cancelling', async () => {
    server.use(
      answer('POST /api/visits/customer-message-preview', {
        willSend: true,
        reason: null,
        channel: 'sms',
        recipient: '312-555-0188',
        text: 'Hi Maria, Acme Plumbing will visit on Tue 12/1 between 9:00 and 11:00.',
      }),
    );
    const { user } = renderScheduleBoard();
    const tray = await screen.findByRole('complementary', { name: 'Unscheduled' });
    await user.click(await within(tray).findByRole('button', { name: 'Schedule… job 48213' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule job 48213' });
    await user.selectOptions(within(dialog).getByLabelText('Technician'), 'Dana Brooks');
    await user.selectOptions(within(dialog).getByLabelText('Start'), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the visit' });
    expect(confirm.textContent).toContain(
      'Customer will be texted: Hi Maria, Acme Plumbing will visit on Tue 12/1 between 9:00 and 11:00.',
    );
    expect(sentBodies('POST /api/visits/customer-message-preview')).toEqual([
      {
        workOrderId: 213,
        event: 'scheduled',
        windowStart: '2026-12-01T18:00:00.000Z',
        windowEnd: '2026-12-01T20:00:00.000Z',
        leadId: 8,
      },
    ]);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Send this message' }));
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies('POST /api/visits')).toHaveLength(1));
    expect(sentBodies('POST /api/visits')[0]).toEqual({
      workOrderId: 213,
      startsAt: '2026-12-01T18:00:00.000Z',
      endsAt: '2026-12-01T20:00:00.000Z',
      windowStart: '2026-12-01T18:00:00.000Z',
      windowEnd: '2026-12-01T20:00:00.000Z',
      leadId: 8,
      notifyCustomer: false,
    });
    const outcome = 'Job 48213 scheduled with Dana Brooks on Tue 12/1, 12:00–14:00';
    await waitFor(() => expect(screen.getByTestId('schedule-announcer').textContent).toBe(outcome));
    // From the keyboard: Radix's toast follows pointer capture, which jsdom lacks.
    (await screen.findByRole('button', { name: 'Undo' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sentBodies('POST /api/visits/:id/status')).toEqual([{ status: 'cancelled', reason: 'Undo' }]),
    );
  });

  it('says so when the customer has no phone or email', async () => {
    server.use(
      answer('POST /api/visits/customer-message-preview', {
        willSend: false,
        reason: 'no-contact',
        channel: null,
        recipient: null,
        text: null,
      }),
    );
    const { user } = renderScheduleBoard();
    await user.click(await screen.findByRole('button', { name: 'Schedule… job 48302' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule job 48302' });
    await user.selectOptions(within(dialog).getByLabelText('Technician'), 'Dana Brooks');
    await user.selectOptions(within(dialog).getByLabelText('Start'), '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the visit' });
    expect(confirm.textContent).toContain('This customer has no phone or email; nothing will be sent.');
    expect(within(confirm).queryByRole('checkbox')).toBeNull();
  });
});
