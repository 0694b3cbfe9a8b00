import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#client/lib/query-keys.ts';
import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import type { DeletedWorkOrder } from '#shared/schemas/deleted-work-order.ts';
import { renderAdmin, stubMissingBrowserApis } from '#tooling/test-client/admin-panel.tsx';
import { answer, fail, held, sent, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { toastTexts, workOrder } from '#tooling/test-client/fixtures.ts';

const LIST = 'GET /api/deleted-work-orders';
const RESTORE = 'POST /api/deleted-work-orders/:id/restore';

beforeEach(stubMissingBrowserApis);

function deleted(id: number, fields: Partial<DeletedWorkOrder> = {}): DeletedWorkOrder {
  return {
    id,
    workOrderId: String(48_200 + id),
    title: `Leaking water heater ${id}`,
    status: 'open',
    deletedAt: '2026-11-20T15:05:00.000Z',
    deletedBy: { id: 3, name: 'Priya Natarajan' },
    purgeAt: '2026-12-20T15:05:00.000Z',
    ...fields,
  };
}

const HEATER = deleted(13);
const VALVE = deleted(14, { title: 'Shut-off valve', status: 'on-hold', deletedBy: null });

// The tab's code arrives when it is opened; a busy two-core run can take more than findBy's 1 s.
const patience = { timeout: 5000 };
const table = () => screen.findByRole('table', { name: 'Deleted work orders' }, patience);
const restoreButton = (job: string) => screen.findByRole('button', { name: `Restore job #${job}` }, patience);

describe('Recently deleted tab', () => {
  it('says it is loading, then lists job #, title, who deleted it and when, and the purge day', async () => {
    const list = held(LIST, [HEATER, VALVE]);
    renderAdmin('/admin?tab=deleted', { handlers: [list.handler] });
    expect(
      await screen.findByRole('tab', { name: 'Recently deleted', selected: true }, patience),
    ).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading deleted work...' }, patience)).toBeTruthy();
    list.release();

    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Job #TitleDeletedPurged onRestore',
      `#48213Leaking water heater 13Active${formatDateTime(HEATER.deletedAt)} by Priya Natarajan${formatDate(HEATER.purgeAt)}Restore job #48213`,
      `#48214Shut-off valveOn Hold${formatDateTime(VALVE.deletedAt)} by Unknown employee${formatDate(VALVE.purgeAt)}Restore job #48214`,
    ]);
    expect(await restoreButton('48213')).toBeTruthy();
    expect(sentQueries(LIST)).toEqual([{ limit: '25', offset: '0' }]);
  });

  it('says when nothing has been deleted', async () => {
    renderAdmin('/admin?tab=deleted', { handlers: [answer(LIST, [])] });
    expect(await screen.findByText('Nothing has been deleted recently', {}, patience)).toBeTruthy();
    expect(screen.getByText('Deleted tasks and paused jobs appear here until they are purged.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the list is missing, and Retry asks again', async () => {
    // The query client retries once by itself; both attempts fail, the third read succeeds.
    let reads = 0;
    const { user } = renderAdmin('/admin?tab=deleted', {
      handlers: [
        answer(LIST, () => {
          reads += 1;
          return reads <= 2 ? new Response(JSON.stringify({ message: 'boom' }), { status: 500 }) : [HEATER];
        }),
      ],
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert.textContent).toContain('Server error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
    expect(reads).toBe(3);
  });

  it('restores a job: the button waits, a toast says so, and the lists and the job are read again', async () => {
    let restored = false;
    const restore = held(RESTORE, () => {
      restored = true;
      return workOrder(13, { workOrderId: '48213' });
    });
    const page = renderAdmin('/admin?tab=deleted', {
      handlers: [restore.handler, answer(LIST, () => (restored ? [VALVE] : [HEATER, VALVE]))],
    });
    const invalidate = vi.spyOn(page.queryClient, 'invalidateQueries');
    await page.user.click(await restoreButton('48213'));

    const waiting = screen.getByRole('button', { name: 'Restoring... job #48213' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    // The other row's Restore is its own.
    expect(((await restoreButton('48214')) as HTMLButtonElement).disabled).toBe(false);
    restore.release();

    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Job #48213 restored: It is back, with its comments, questions and files.',
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /job #48213/ })).toBeNull());
    expect(sent(RESTORE).map((request) => request.params.id)).toEqual(['13']);
    const refreshed = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    for (const key of [
      queryKeys.deletedWorkOrders.all,
      queryKeys.workOrders.lists(),
      queryKeys.workOrders.onHoldLists(),
      queryKeys.dashboard.all,
      queryKeys.workOrders.detail(13),
      queryKeys.activity.all,
    ]) {
      expect(refreshed, JSON.stringify(key)).toContain(JSON.stringify(key));
    }
  });

  it('the restore toast links to the job it brought back, and the link opens it', async () => {
    const page = renderAdmin('/admin?tab=deleted', {
      handlers: [answer(RESTORE, workOrder(13, { workOrderId: '48213' })), answer(LIST, [HEATER])],
    });
    await page.user.click(await restoreButton('48213'));
    const region = await screen.findByRole('region', { name: /notifications/i, hidden: true });
    const open = await within(region).findByRole('link', { name: 'Open', hidden: true });
    expect(open.getAttribute('href')).toBe('/work-orders/13');
    // A click, not user-event's pointer sequence: jsdom lacks the pointer capture Radix's swipe reads.
    fireEvent.click(open);
    await waitFor(() => expect(page.location()).toBe('/work-orders/13'));
  });

  it('says why a restore failed: the job # is taken, it is gone, or try again', async () => {
    const page = renderAdmin('/admin?tab=deleted', {
      handlers: [
        fail(RESTORE, 409, 'Job # 48213 is now used by another open work order.', { once: true }),
        fail(RESTORE, 404, 'This work order is not in Recently deleted.', { once: true }),
        fail(RESTORE, 500, 'boom'),
        answer(LIST, [HEATER]),
      ],
    });
    await page.user.click(await restoreButton('48213'));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        "Restore Failed: Job # 48213 is now used by another open work order. Change that order's job # or complete it, then restore this one.",
      ]),
    );
    const button = await restoreButton('48213');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    await page.user.click(button);
    await waitFor(() =>
      expect(toastTexts()).toContain('Restore Failed: This work order is not in Recently deleted.'),
    );
    await page.user.click(await restoreButton('48213'));
    await waitFor(() =>
      expect(toastTexts()).toContain('Restore Failed: Could not restore the task. Please try again.'),
    );
    // Each failure reads the list again: someone else may have restored it, or the purge taken it.
    expect(sentQueries(LIST).length).toBeGreaterThanOrEqual(4);
  });

  it('works from the keyboard: Tab reaches a row’s Restore, Enter restores', async () => {
    const page = renderAdmin('/admin?tab=deleted', {
      handlers: [answer(RESTORE, workOrder(13)), answer(LIST, [HEATER])],
    });
    const button = await restoreButton('48213');
    button.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(sent(RESTORE)).toHaveLength(1));
  });

  it('shows stacked cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAdmin('/admin?tab=deleted', { handlers: [answer(LIST, [HEATER, VALVE])] });
    const list = await screen.findByRole('list', { name: 'Deleted work orders' }, patience);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: '#48213 Leaking water heater 13' })).toBeTruthy();
    expect(within(first).getByText('Deleted').nextElementSibling?.textContent).toBe(
      `${formatDateTime(HEATER.deletedAt)} by Priya Natarajan`,
    );
    expect(within(first).getByText('Purged on').nextElementSibling?.textContent).toBe(
      formatDate(HEATER.purgeAt),
    );
    expect(within(first).getByRole('button', { name: 'Restore job #48213' })).toBeTruthy();
  });

  it('pages 25 at a time', async () => {
    const page = renderAdmin('/admin?tab=deleted', {
      handlers: [answer(LIST, [HEATER], { total: 30 })],
    });
    await table();
    await page.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sentQueries(LIST).at(-1)).toEqual({ limit: '25', offset: '25' }));
  });
});
