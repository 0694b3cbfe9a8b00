import { HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { NotificationsPage } from '#client/features/notifications/components/notifications-page.tsx';
import type { Notification } from '#shared/schemas/notification.ts';
import { answer } from './api-handlers.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the /notifications tests need beyond the portal: notifications, a server that keeps them, a render. */

const MINUTE = 60_000;

/** Notification `id`, created `minutesAgo` (ids descending are newest first, as the server sorts). */
export function notification(id: number, fields: Partial<Notification> = {}, minutesAgo = id): Notification {
  return {
    id,
    type: 'assignment',
    title: `Assigned to job ${48_000 + id}`,
    message: `Dana Brooks assigned you to Leaking valve ${id}`,
    workOrderId: id + 100,
    actor: { id: 8, name: 'Dana Brooks' },
    read: false,
    readAt: null,
    createdAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    ...fields,
  };
}

/** The notification endpoints as the server answers them: pages newest first, read marks kept. */
function notificationHandlers(notifications: Notification[]) {
  let stored = [...notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const unread = () => stored.filter((entry) => !entry.read);
  const markRead = (entry: Notification) =>
    entry.read ? entry : { ...entry, read: true, readAt: new Date().toISOString() };
  return [
    answer('GET /api/notifications', ({ url }) => {
      const matching = url.searchParams.get('unread') === 'true' ? unread() : stored;
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? matching.length);
      // X-Total-Count: the whole filtered list, not this page.
      return answerPage(matching.slice(offset, offset + limit), matching.length);
    }),
    answer('GET /api/notifications/unread-count', () => ({ count: unread().length })),
    answer('POST /api/notifications/read-all', () => {
      const updated = unread().length;
      stored = stored.map(markRead);
      return { updated };
    }),
    answer('POST /api/notifications/:id/read', ({ params }) => {
      const id = Number(params.id);
      stored = stored.map((entry) => (entry.id === id ? markRead(entry) : entry));
      return stored.find((entry) => entry.id === id) as Notification;
    }),
  ];
}

const answerPage = (rows: Notification[], total: number) =>
  HttpResponse.json(rows, { headers: { 'X-Total-Count': String(total) } });

function WorkOrderStandIn() {
  return <p>Work order {useParams().id}</p>;
}

/** /notifications with `notifications` on the server; a work order's page is a stand-in. */
export function renderNotifications(notifications: Notification[] = [], path = '/notifications') {
  server.use(...notificationHandlers(notifications));
  return renderInPortal(null, {
    path,
    routes: [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/work-orders/:id', element: <WorkOrderStandIn /> },
    ],
  });
}

export const itemOf = (id: number) =>
  document.querySelector(`[data-testid="notification"][data-notification-id="${id}"]`) as HTMLElement;
