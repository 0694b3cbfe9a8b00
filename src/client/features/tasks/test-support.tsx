import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import type { Employee } from '../../../shared/schemas/employee.ts';
import type { WorkOrderListItem } from '../../../shared/schemas/work-order.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { UniversalActionsProvider } from '../../components/universal-actions/universal-actions-provider.tsx';
import type { UniversalDialogRegistry } from '../../components/universal-actions/universal-dialogs.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { CurrentTasksPage } from './components/current-tasks-page.tsx';

/** Shared by the tasks screens' component tests: a fake server behind `fetch`, and a render. */

import { EMPLOYEES, NoopResizeObserver, OFFICE, TOKEN, workOrder } from '../../testing/fixtures.ts';

export {
  EMPLOYEES,
  employee,
  NoopResizeObserver,
  OFFICE,
  PLUMBER,
  PLUMBER_2,
  TOKEN,
  toastTexts,
  workOrder,
} from '../../testing/fixtures.ts';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
type ServerOptions = {
  me?: Employee;
  /** Answers GET /api/work-orders from its query parameters. */
  list?: (params: URLSearchParams) => Reply | { rows: WorkOrderListItem[]; total?: number };
  patch?: (id: number, body: unknown) => Reply;
};

const json = ({ status, body, headers = {} }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Stubs fetch; returns the list requests' parameters and the PATCHes, in order. */
export function stubServer({ me = OFFICE, list = () => ({ rows: [] }), patch }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  const lists: URLSearchParams[] = [];
  const patches: { id: number; body: unknown }[] = [];
  let meServed = false;
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auth/me') {
      meServed = true;
      return json({ status: 200, body: me });
    }
    if (url.pathname === '/api/employees') return json({ status: 200, body: EMPLOYEES });
    if (url.pathname === '/api/work-orders' && method === 'GET') {
      lists.push(url.searchParams);
      const answer = list(url.searchParams);
      if ('status' in answer) return json(answer);
      const total = answer.total ?? answer.rows.length;
      return json({ status: 200, body: answer.rows, headers: { 'x-total-count': String(total) } });
    }
    const patchMatch = /^\/api\/work-orders\/(\d+)$/.exec(url.pathname);
    if (patchMatch && method === 'PATCH') {
      const id = Number(patchMatch[1]);
      const body = JSON.parse(String(init?.body));
      patches.push({ id, body });
      return json(patch ? patch(id, body) : { status: 200, body: workOrder(id, body) });
    }
    return json({ status: 404, body: { message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return { lists, patches, lastList: () => Object.fromEntries(lists.at(-1) ?? []), meServed: () => meServed };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `path` with the providers the signed-in layout gives it. */
export function renderScreen(
  path: string,
  routes: { path: string; element: ReactNode }[],
  dialogs: UniversalDialogRegistry = {},
) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <UniversalActionsProvider dialogs={dialogs}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
          <LocationProbe />
        </UniversalActionsProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

/**
 * The same surroundings for every list-screen test: a clean localStorage, jsdom's missing
 * ResizeObserver and scrollTo (the virtualizer uses both), and no toast or fake left behind.
 */
export function setUpListScreenTests(onOpenTask: Mock) {
  beforeEach(() => {
    localStorage.clear();
    onOpenTask.mockReset();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** /tasks and /tasks/active with the Current Tasks screen, and a stand-in Update Task dialog. */
export function renderCurrentTasks(onOpenTask: (id: number) => void, path = '/tasks') {
  const element = <CurrentTasksPage onOpenTask={onOpenTask} />;
  return renderScreen(
    path,
    [
      { path: '/tasks', element },
      { path: '/tasks/active', element },
    ],
    { 'update-task': ({ workOrderId }) => <p role="dialog">Updating task {workOrderId}</p> },
  );
}
