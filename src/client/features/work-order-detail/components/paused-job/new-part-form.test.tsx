import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/domain/date-format.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { fail } from '#tooling/test-client/api-handlers.ts';
import {
  footerClose,
  openDetailDialog,
  PATCH_ORDER,
  pausedOrder,
  rememberingServer,
  sampleOrder,
  setUpDetailDialogTests,
  writes,
} from '#tooling/test-client/detail-dialog.tsx';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

function openRemembering(order: WorkOrderDetail) {
  const remembering = rememberingServer(order);
  server.use(remembering.patch);
  return openDetailDialog(remembering.read);
}

const partGroup = (n: number) => screen.getByRole('region', { name: `Part ${n}` });
const queryPartGroup = (n: number) => screen.queryByRole('region', { name: `Part ${n}` });

setUpDetailDialogTests();

describe('An empty part slot (issue 23: one small form, one action)', () => {
  it('offers the first empty slot only, as title, ordered and ETA, with no pencils', async () => {
    await openDetailDialog(pausedOrder({ partTitle1: 'Anode rod' }));
    await screen.findByRole('button', { name: 'Paused Job Management' });
    expect(within(partGroup(1)).getByRole('button', { name: 'Edit Part 1 Title' })).toBeTruthy();
    const slot = partGroup(2);
    expect(within(slot).getByRole('textbox', { name: 'Part 2 Title' })).toBeTruthy();
    expect(within(slot).getByLabelText('Part 2 Ordered')).toBeTruthy();
    expect(within(slot).getByLabelText('Part 2 ETA')).toBeTruthy();
    expect(within(slot).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(queryPartGroup(3)).toBeNull();
  });

  it('saves title, ordered and ETA in one PATCH, then shows the part as inline cells and the next slot', async () => {
    const { user } = await openRemembering(pausedOrder());
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.type(screen.getByRole('textbox', { name: 'Part 1 Title' }), 'Gas valve');
    await user.type(screen.getByLabelText('Part 1 Ordered'), '2026-06-01');
    await user.type(screen.getByLabelText('Part 1 ETA'), '2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Save Part 1' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PATCH',
      url: '/api/work-orders/5',
      body: { partTitle1: 'Gas valve', partOrdered1: '2026-06-01', partETA1: '2026-06-15' },
    });
    expect(await within(partGroup(1)).findByRole('button', { name: 'Edit Part 1 Title' })).toBeTruthy();
    expect(within(partGroup(1)).getByText('Gas valve')).toBeTruthy();
    expect(within(partGroup(2)).getByRole('button', { name: 'Save Part 2' })).toBeTruthy();
    expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']);
  });

  it('a part needs a title: says so and sends nothing', async () => {
    const { user } = await openRemembering(pausedOrder());
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.type(screen.getByLabelText('Part 1 ETA'), '2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Save Part 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Part 1 needs a title');
    expect(screen.getByRole('textbox', { name: 'Part 1 Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
  });

  it('Close saves a part form left filled in, then closes', async () => {
    const { user, onClose } = await openRemembering(pausedOrder());
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.type(screen.getByRole('textbox', { name: 'Part 1 Title' }), 'Flue pipe');
    await user.click(footerClose());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes().map((write) => write.body)).toEqual([{ partTitle1: 'Flue pipe' }]);
  });

  it('a failed save keeps what was typed and the dialog open', async () => {
    server.use(fail(PATCH_ORDER, 500, 'boom'));
    const { user, onClose } = await openDetailDialog(pausedOrder());
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.type(screen.getByRole('textbox', { name: 'Part 1 Title' }), 'Flue pipe');
    await user.click(footerClose());
    await waitFor(() => expect(toastTexts()).toEqual(['Update failed: Please try again']));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Part 1 Title' }) as HTMLInputElement).value).toBe(
      'Flue pipe',
    );
  });
});

describe('Choosing On Hold (issue 23: without losing your place)', () => {
  it('asks what the job waits for in the one hold form, then keeps everything the job had (ADR 060)', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = await openRemembering(
      sampleOrder({ priority: 'urgent', dueDate: '2026-12-03T23:59:59.000Z' }),
    );
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    await user.selectOptions(status, 'on-hold');
    // Nothing is saved until the form says what the job waits for.
    const form = await screen.findByRole('dialog', { name: 'Put #48213 on Hold' });
    expect(writes()).toEqual([]);
    await user.type(await within(form).findByRole('textbox', { name: 'Part 1 Title' }), 'Flue pipe');
    await user.type(within(form).getByLabelText('Part 1 ETA'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Put on Hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Put #48213 on Hold' })).toBeNull());
    expect(writes().map((write) => write.body)).toEqual([
      { status: 'on-hold', preAuthStatus: 'N/A', partTitle1: 'Flue pipe', partETA1: '2026-12-01' },
    ]);
    // The job window is the same job, on hold: its management first, in view, and what it had kept.
    const heading = await screen.findByRole('button', { name: 'Paused Job Management' });
    expect(scrolled).toContain(heading.closest('[data-slot="collapsible-section"]'));
    expect(screen.getByText('Water pooling under the tank')).toBeTruthy();
    expect((screen.getByLabelText('Priority') as HTMLSelectElement).value).toBe('urgent');
    expect(screen.getByText(formatDate('2026-12-03T23:59:59.000Z'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assignments' })).toBeTruthy();
  });

  it('leaves the focus alone when a paused job merely re-renders', async () => {
    const { user } = await openRemembering(pausedOrder());
    await screen.findByRole('button', { name: 'Paused Job Management' });
    await user.type(screen.getByRole('textbox', { name: 'Part 1 Title' }), 'Gas valve');
    await user.click(screen.getByRole('button', { name: 'Save Part 1' }));
    await within(partGroup(1)).findByRole('button', { name: 'Edit Part 1 Title' });
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Paused Job Management' }));
  });
});
