import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queueWrite, updateWrite, writesOf } from '#client/lib/outbox/outbox-store.ts';
import { OFFICE } from '#tooling/test-client/fixtures.ts';
import { SessionOutboxSender } from '#tooling/test-client/outbox-sender.tsx';
import { renderInPortal } from '#tooling/test-client/render.tsx';
// Loaded up front, so the bar's lazy import of it resolves at once.
import './outbox-dialog.tsx';
import { WaitingToSendBar } from './waiting-to-send-bar.tsx';

/** The bar's words, or undefined when it is not shown. */
const barText = () => screen.queryAllByText(/^(Waiting to send|Not sent) ·/)[0]?.closest('p')?.textContent;

const job = { employeeId: OFFICE.id, workOrderId: 3, jobLabel: '#48003 Leaking valve 3' };

/** Offline, so the sender keeps the writes where they are while the bar is looked at. */
async function renderBar() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  const rendered = renderInPortal(
    <>
      <SessionOutboxSender />
      <WaitingToSendBar />
    </>,
  );
  return rendered;
}

describe('the Waiting to send bar (ADR 049)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('is not there while nothing waits', async () => {
    await renderBar();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(barText()).toBeUndefined();
  });

  it('counts what waits and what was refused, and lists each with a way to discard it', async () => {
    const { user } = await renderBar();
    await act(async () => {
      await queueWrite({ ...job, kind: 'note', content: 'Water off at the main' });
      await queueWrite({ ...job, kind: 'status', from: 'open', to: 'in-progress', etag: null });
      const refused = await queueWrite({ ...job, kind: 'note', content: 'On a deleted job' });
      await updateWrite({
        ...refused,
        refusal: '#48003 Leaking valve 3 was deleted. Your note was not sent.',
      });
    });
    await waitFor(() => expect(barText()).toBe('Waiting to send · 2 changesNot sent · 1 change'));

    await user.click(screen.getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes on this phone' }, { timeout: 3000 });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p:nth-child(2)')?.textContent)).toEqual([
      'Note: “Water off at the main”',
      'Status → In Progress',
      'Note: “On a deleted job”',
    ]);
    expect(within(rows[2] as HTMLElement).getByText(/was deleted\. Your note was not sent\./)).toBeTruthy();

    await user.click(
      within(dialog).getByRole('button', { name: 'Discard Status → In Progress on #48003 Leaking valve 3' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect((await writesOf(OFFICE.id)).map((write) => write.kind)).toEqual(['note', 'note']);
    expect(barText()).toBe('Waiting to send · 1 changeNot sent · 1 change');
  });
});
