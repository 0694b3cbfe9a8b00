import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { workOrderPagesQuery } from '../features/tasks/api/get-work-order-pages.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRoutes } from './app-routes.tsx';

// Entering Current Tasks asks for its list from the route's loader, beside the screen's code
// (issue 25: the screen's ~45 chunks used to arrive first). The loader is called here on its own:
// no screen is rendered, so any list request comes from it.

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';
// The prefetch module loads on demand; give it time on a busy machine.
const WAIT_MS = 5000;

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

async function enter(path: string, userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  server.use(answer('GET /api/auth/me', currentEmployee()), answer('GET /api/work-orders', []));
  const client = createQueryClient();
  const url = new URL(path, 'http://localhost');
  const route = routeAt(createAppRoutes(client), url.pathname.slice(1));
  const loader = route?.loader;
  if (typeof loader !== 'function') throw new Error(`${url.pathname} has no loader`);
  await loader({ request: new Request(url), url, pattern: url.pathname, params: {}, context: undefined });
  return client;
}

const listQueries = () => sentQueries('GET /api/work-orders');

beforeEach(() => localStorage.setItem('authToken', TOKEN));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('entering Current Tasks', () => {
  it("asks for the first page of the URL's filters under the key the screen reads", async () => {
    const client = await enter('/tasks/active?search=Rasmussen&priority=urgent', DESKTOP);
    await vi.waitFor(() => expect(listQueries()).toHaveLength(1), { timeout: WAIT_MS });
    // The very request the screen makes (get-work-order-pages.ts) ...
    expect(listQueries()[0]).toEqual({
      status: 'open,in-progress',
      sort: 'dueDate',
      search: 'Rasmussen',
      priority: 'urgent',
      limit: '100',
      offset: '0',
    });
    // ... kept where the screen looks for it, so the screen sends nothing more.
    const { queryKey } = workOrderPagesQuery({
      status: 'open,in-progress',
      sort: 'dueDate',
      search: 'Rasmussen',
      priority: 'urgent',
    });
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toBeDefined(), { timeout: WAIT_MS });
  });

  it('asks nothing without a session, or for a phone, which /tasks sends on to its own page', async () => {
    localStorage.clear();
    await enter('/tasks', DESKTOP);
    localStorage.setItem('authToken', TOKEN);
    await enter('/tasks', PHONE);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentQueries('GET /api/auth/me')).toEqual([]);
    expect(listQueries()).toEqual([]);
  });
});
