import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, sent, sentQueries, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { itemOf, notification, renderNotifications } from '#tooling/test-client/notifications-page.tsx';

const LIST = 'GET /api/notifications';
const lastList = () => sentQueries(LIST).at(-1);
const countReads = () => sent('GET /api/notifications/unread-count').length;
/** The read marks sent, in order, by path. */
const posts = () =>
  sentRequests.filter((request) => request.method === 'POST').map((request) => request.url.pathname);

const shownIds = () =>
  Array.from(document.querySelectorAll('[data-testid="notification"]')).map((item) =>
    Number(item.getAttribute('data-notification-id')),
  );
const markAll = () => screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;

describe('/notifications', () => {
  it('lists the first page newest first, unread ones marked, with who and when', async () => {
    renderNotifications([
      notification(1, {}, 5),
      notification(2, { read: true, readAt: new Date().toISOString(), actor: null }, 120),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual([1, 2]));
    expect(lastList()).toEqual({ limit: '20', offset: '0' });

    const unread = within(itemOf(1));
    expect(unread.getByRole('button').textContent).toMatch(/^Unread: Assigned to job 48001/);
    expect(unread.getByText('Dana Brooks assigned you to Leaking valve 1')).toBeTruthy();
    expect(unread.getByText(/Dana Brooks ·/)).toBeTruthy();
    expect(unread.getByText('5 minutes ago')).toBeTruthy();
    expect(unread.getByTestId('unread-dot').className).not.toContain('invisible');

    const read = within(itemOf(2));
    expect(read.queryByText(/Unread/)).toBeNull();
    expect(read.getByText('about 2 hours ago')).toBeTruthy();
    expect(read.getByTestId('unread-dot').className).toContain('invisible');
    expect(await screen.findByText('1 unread')).toBeTruthy();
  });

  it('marks all as read, then refreshes the list and the unread count', async () => {
    const { user } = renderNotifications([notification(1), notification(2), notification(3, { read: true })]);
    await screen.findByText('2 unread');
    const countReadsBefore = countReads();
    await user.click(markAll());
    await waitFor(() =>
      expect(toastTexts()).toContain('All notifications marked as read: 2 notifications marked as read.'),
    );
    expect(posts()).toEqual(['/api/notifications/read-all']);
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(countReads()).toBeGreaterThan(countReadsBefore);
    expect(sent(LIST).length).toBe(2);
    expect(within(itemOf(1)).queryByText(/Unread/)).toBeNull();
    expect(markAll().disabled).toBe(true);
  });

  it('marks a notification read when opened and goes to its work order', async () => {
    const { location, user } = renderNotifications([notification(4)]);
    await user.click(await screen.findByRole('button', { name: /Assigned to job 48004/ }));
    expect(location()).toBe('/work-orders/104');
    expect(screen.getByText('Work order 104')).toBeTruthy();
    await waitFor(() => expect(posts()).toEqual(['/api/notifications/4/read']));
  });

  it('does not post again for one already read, yet still opens its work order', async () => {
    const { location, user } = renderNotifications([notification(5, { read: true })]);
    await user.click(await screen.findByRole('button', { name: /Assigned to job 48005/ }));
    expect(location()).toBe('/work-orders/105');
    expect(posts()).toEqual([]);
  });

  it('marks one without a work order read in place, and the list and count follow', async () => {
    const { location, user } = renderNotifications([notification(6, { workOrderId: null, type: 'support' })]);
    await screen.findByText('1 unread');
    await user.click(await screen.findByRole('button', { name: /Assigned to job 48006/ }));
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(posts()).toEqual(['/api/notifications/6/read']);
    expect(location()).toBe('/notifications');
    // Read and leading nowhere: nothing left to press.
    await waitFor(() => expect(within(itemOf(6)).queryByRole('button')).toBeNull());
  });

  it('loads older notifications 20 at a time', async () => {
    const { user } = renderNotifications(Array.from({ length: 25 }, (_, index) => notification(index + 1)));
    expect(await screen.findByText('Showing 20 of 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25')).toBeTruthy();
    expect(lastList()).toEqual({ limit: '20', offset: '20' });
    expect(shownIds()).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters to unread ones on the server, kept in the URL', async () => {
    const { location, user } = renderNotifications([notification(1, { read: true })]);
    await waitFor(() => expect(shownIds()).toEqual([1]));
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(lastList()).toEqual({ limit: '20', offset: '0', unread: 'true' });
    expect(location()).toBe('/notifications?show=unread');
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there are none yet', async () => {
    renderNotifications();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(markAll().disabled).toBe(true);
  });

  it('shows a failure with Retry', async () => {
    const { user } = renderNotifications([notification(1)]);
    // The query client retries once before giving up: two failures, then the server answers.
    server.use(fail(LIST, 500, 'boom', { once: true }), fail(LIST, 500, 'boom', { once: true }));
    expect(
      await screen.findByText('Server error. Please try again later.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toEqual([1]));
  });
});
