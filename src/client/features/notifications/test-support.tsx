import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Notification } from '../../../shared/schemas/notification.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { TOKEN } from '../../testing/fixtures.ts';
import { NotificationsPage } from './components/notifications-page.tsx';

/** Shared by the /notifications component tests: a fake server behind `fetch`, and a render. */

export { toastTexts } from '../../testing/fixtures.ts';

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

type Reply = { status: number; body: unknown };

const json = ({ status, body }: Reply, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type ServerOptions = { notifications?: Notification[]; list?: () => Reply | undefined };

/** Stubs fetch like the real server: pages newest first with X-Total-Count, read marks kept. */
export function stubServer({ notifications = [], list }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  let stored = [...notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const lists: URLSearchParams[] = [];
  const posts: string[] = [];
  let countReads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      const readAt = new Date().toISOString();
      if (url.pathname === '/api/notifications' && method === 'GET') {
        lists.push(url.searchParams);
        const failure = list?.();
        if (failure) return json(failure);
        const unreadOnly = url.searchParams.get('unread') === 'true';
        const matching = stored.filter((entry) => !unreadOnly || !entry.read);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? matching.length);
        const rows = matching.slice(offset, offset + limit);
        return json({ status: 200, body: rows }, { 'x-total-count': String(matching.length) });
      }
      if (url.pathname === '/api/notifications/unread-count') {
        countReads++;
        return json({ status: 200, body: { count: stored.filter((entry) => !entry.read).length } });
      }
      if (url.pathname === '/api/notifications/read-all' && method === 'POST') {
        posts.push(url.pathname);
        const updated = stored.filter((entry) => !entry.read).length;
        stored = stored.map((entry) => (entry.read ? entry : { ...entry, read: true, readAt }));
        return json({ status: 200, body: { updated } });
      }
      const match = /^\/api\/notifications\/(\d+)\/read$/.exec(url.pathname);
      if (match && method === 'POST') {
        posts.push(url.pathname);
        const id = Number(match[1]);
        stored = stored.map((entry) => (entry.id === id ? { ...entry, read: true, readAt } : entry));
        return json({ status: 200, body: stored.find((entry) => entry.id === id) });
      }
      return json({ status: 404, body: { message: 'not found' } });
    }),
  );
  return {
    lists,
    posts,
    countReads: () => countReads,
    lastList: () => Object.fromEntries(lists.at(-1) ?? []),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function WorkOrderStandIn() {
  return <p>Work order {useParams().id}</p>;
}

export function renderNotifications(path = '/notifications') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/work-orders/:id" element={<WorkOrderStandIn />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

export function setUpNotificationsTests() {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
  });
}

export const itemOf = (id: number) =>
  document.querySelector(`[data-testid="notification"][data-notification-id="${id}"]`) as HTMLElement;
