import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentBodies } from '#tooling/test-client/api-handlers.ts';
import { openDetailDialog, sampleOrder } from '#tooling/test-client/detail-dialog.tsx';
import { employee, toastTexts } from '#tooling/test-client/fixtures.ts';
import {
  handBackServer,
  imageBytes,
  REOPEN,
  REVIEW,
  reviewed,
  SIGNED_HAND_BACK,
} from '#tooling/test-client/hand-back-office-handlers.ts';
import { handBackRegion, setUpHandBackSectionTests } from '#tooling/test-client/hand-back-section.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

setUpHandBackSectionTests();

const status = () => screen.getByTestId('hand-back-status');

describe('reviewing a hand-back', { timeout: 20_000 }, () => {
  it('marks it reviewed without completing the task, then says who reviewed it, focused', async () => {
    server.use(...handBackServer([SIGNED_HAND_BACK]).handlers, imageBytes());
    const { user } = await openDetailDialog(sampleOrder());
    const region = await handBackRegion();
    await user.click(within(region).getByRole('button', { name: 'Mark reviewed' }));

    await waitFor(() =>
      expect(status().textContent).toMatch(/^Reviewed by Priya Natarajan at Mar 2, 2026, /),
    );
    expect(sentBodies(REVIEW)).toEqual([{ version: 1, completeTask: false }]);
    expect(document.activeElement).toBe(status());
    expect(within(region).queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
    expect(toastTexts()).toContain('Hand-back reviewed');
  });

  it('completes the task too when asked, with the keyboard', async () => {
    server.use(...handBackServer([SIGNED_HAND_BACK]).handlers, imageBytes());
    const { user } = await openDetailDialog(sampleOrder());
    const region = await handBackRegion();
    const complete = within(region).getByRole('checkbox', { name: 'Complete the task too' });
    complete.focus();
    await user.keyboard(' ');
    expect(complete.getAttribute('aria-checked')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Mark reviewed' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(sentBodies(REVIEW)).toEqual([{ version: 1, completeTask: true }]));
    await waitFor(() => expect(toastTexts()).toContain('Hand-back reviewed and task completed'));
  });

  it('says when someone else reviewed it first, and shows it as it is now', async () => {
    const hand = handBackServer([SIGNED_HAND_BACK]);
    server.use(...hand.handlers, imageBytes());
    const { user } = await openDetailDialog(sampleOrder());
    const region = await handBackRegion();
    // Another office employee marks it reviewed while this dialog is open.
    hand.replace(reviewed(SIGNED_HAND_BACK, employee(9, 'Dana Ortiz', 'office')));
    await user.click(within(region).getByRole('button', { name: 'Mark reviewed' }));

    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe('This hand-back changed meanwhile; it is shown as it is now.');
    await waitFor(() => expect(status().textContent).toMatch(/^Reviewed by Dana Ortiz at /));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(region).queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
    // No error toast over the alert: the section says it.
    expect(toastTexts()).toEqual([]);
  });
});

describe('reopening a reviewed hand-back', { timeout: 20_000 }, () => {
  it('is offered to admin and management, not to office or a technician', async () => {
    for (const as of ['office', 'plumber'] as const) {
      server.use(...handBackServer([reviewed(SIGNED_HAND_BACK)]).handlers, imageBytes());
      const view = await openDetailDialog(sampleOrder(), { as });
      const region = await handBackRegion();
      expect(within(region).queryByRole('button', { name: 'Reopen' })).toBeNull();
      expect(within(region).queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
      view.unmount();
    }
    for (const as of ['admin', 'management'] as const) {
      server.use(...handBackServer([reviewed(SIGNED_HAND_BACK)]).handlers, imageBytes());
      const view = await openDetailDialog(sampleOrder(), { as });
      const region = await handBackRegion();
      expect(await within(region).findByRole('button', { name: 'Reopen' })).toBeTruthy();
      view.unmount();
    }
  });

  it('a technician cannot mark one reviewed either', async () => {
    server.use(...handBackServer([SIGNED_HAND_BACK]).handlers, imageBytes());
    await openDetailDialog(sampleOrder(), { as: 'plumber' });
    const region = await handBackRegion();
    expect(within(region).queryByRole('button', { name: 'Mark reviewed' })).toBeNull();
    expect(within(region).getByTestId('hand-back-status').textContent).toBe('Awaiting review');
  });

  it('asks for a reason, checks it as the server does, sends it and says who reopened it', async () => {
    server.use(...handBackServer([reviewed(SIGNED_HAND_BACK)]).handlers, imageBytes());
    const { user } = await openDetailDialog(sampleOrder(), { as: 'management' });
    const region = await handBackRegion();
    await user.click(await within(region).findByRole('button', { name: 'Reopen' }));
    const reason = within(region).getByRole('textbox', { name: 'Why it is reopened' });
    expect(document.activeElement).toBe(reason);

    // Keep it reviewed gives the focus back to Reopen.
    await user.click(within(region).getByRole('button', { name: 'Keep it reviewed' }));
    const reopen = within(region).getByRole('button', { name: 'Reopen' });
    expect(document.activeElement).toBe(reopen);

    await user.click(reopen);
    await user.type(within(region).getByRole('textbox', { name: 'Why it is reopened' }), 'x');
    await user.click(within(region).getByRole('button', { name: 'Reopen the hand-back' }));
    expect(within(region).getByRole('alert').textContent).toMatch(/Reason for reopening/);
    expect(sentBodies(REOPEN)).toEqual([]);

    await user.type(within(region).getByRole('textbox', { name: 'Why it is reopened' }), 'rong photos');
    await user.click(within(region).getByRole('button', { name: 'Reopen the hand-back' }));
    await waitFor(() =>
      expect(status().textContent).toMatch(/^Reopened by Morgan Lee at Mar 3, 2026, .*: xrong photos$/),
    );
    expect(sentBodies(REOPEN)).toEqual([{ version: 2, reason: 'xrong photos' }]);
    expect(document.activeElement).toBe(status());
    expect(toastTexts()).toContain('Hand-back reopened');
  });
});
