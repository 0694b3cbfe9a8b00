import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  itemOf,
  notification,
  renderNotifications,
  setUpNotificationsTests,
  stubServer,
  toastTexts,
} from '../test-support.tsx';

setUpNotificationsTests();

const shownIds = () =>
  Array.from(document.querySelectorAll('[data-testid="notification"]')).map((item) =>
    Number(item.getAttribute('data-notification-id')),
  );
const markAll = () => screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;

describe('/notifications', () => {
  it('lists the first page newest first, unread ones marked, with who and when', async () => {
    const server = stubServer({
      notifications: [
        notification(1, {}, 5),
        notification(2, { read: true, readAt: new Date().toISOString(), actor: null }, 120),
      ],
    });
    renderNotifications();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual([1, 2]));
    expect(server.lastList()).toEqual({ limit: '20', offset: '0' });

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
    const server = stubServer({
      notifications: [notification(1), notification(2), notification(3, { read: true })],
    });
    renderNotifications();
    await screen.findByText('2 unread');
    const countReads = server.countReads();
    fireEvent.click(markAll());
    await waitFor(() =>
      expect(toastTexts()).toContain('All notifications marked as read: 2 notifications marked as read.'),
    );
    expect(server.posts).toEqual(['/api/notifications/read-all']);
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(server.countReads()).toBeGreaterThan(countReads);
    expect(server.lists.length).toBe(2);
    expect(within(itemOf(1)).queryByText(/Unread/)).toBeNull();
    expect(markAll().disabled).toBe(true);
  });

  it('marks a notification read when opened and goes to its work order', async () => {
    const server = stubServer({ notifications: [notification(4)] });
    const { location } = renderNotifications();
    fireEvent.click(await screen.findByRole('button', { name: /Assigned to job 48004/ }));
    expect(location()).toBe('/work-orders/104');
    expect(screen.getByText('Work order 104')).toBeTruthy();
    await waitFor(() => expect(server.posts).toEqual(['/api/notifications/4/read']));
  });

  it('does not post again for one already read, yet still opens its work order', async () => {
    const server = stubServer({ notifications: [notification(5, { read: true })] });
    const { location } = renderNotifications();
    fireEvent.click(await screen.findByRole('button', { name: /Assigned to job 48005/ }));
    expect(location()).toBe('/work-orders/105');
    expect(server.posts).toEqual([]);
  });

  it('marks one without a work order read in place, and the list and count follow', async () => {
    const server = stubServer({ notifications: [notification(6, { workOrderId: null, type: 'support' })] });
    const { location } = renderNotifications();
    await screen.findByText('1 unread');
    fireEvent.click(await screen.findByRole('button', { name: /Assigned to job 48006/ }));
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(server.posts).toEqual(['/api/notifications/6/read']);
    expect(location()).toBe('/notifications');
    // Read and leading nowhere: nothing left to press.
    await waitFor(() => expect(within(itemOf(6)).queryByRole('button')).toBeNull());
  });

  it('loads older notifications 20 at a time', async () => {
    const server = stubServer({
      notifications: Array.from({ length: 25 }, (_, index) => notification(index + 1)),
    });
    renderNotifications();
    expect(await screen.findByText('Showing 20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25')).toBeTruthy();
    expect(server.lastList()).toEqual({ limit: '20', offset: '20' });
    expect(shownIds()).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters to unread ones on the server, kept in the URL', async () => {
    const server = stubServer({ notifications: [notification(1, { read: true })] });
    const { location } = renderNotifications();
    await waitFor(() => expect(shownIds()).toEqual([1]));
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(server.lastList()).toEqual({ limit: '20', offset: '0', unread: 'true' });
    expect(location()).toBe('/notifications?show=unread');
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there are none yet', async () => {
    stubServer();
    renderNotifications();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(markAll().disabled).toBe(true);
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    stubServer({
      notifications: [notification(1)],
      list: () => (fail ? { status: 500, body: { message: 'boom' } } : undefined),
    });
    renderNotifications();
    // The query client retries once before giving up.
    expect(
      await screen.findByText('Server error. Please try again later.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toEqual([1]));
  });
});
