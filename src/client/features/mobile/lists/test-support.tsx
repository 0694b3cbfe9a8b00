import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Employee } from '../../../../shared/schemas/employee.ts';
import type { WorkOrderListItem } from '../../../../shared/schemas/work-order.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { currentEmployee, NoopResizeObserver, OFFICE, TOKEN, workOrder } from '../../../testing/fixtures.ts';

/** Shared by the three mobile list pages' tests: a fake server behind `fetch`, and a render. */

export { OFFICE, PLUMBER, toastTexts, workOrder } from '../../../testing/fixtures.ts';

export type Reply = { status: number; statusText?: string; body: unknown; headers?: Record<string, string> };

const json = ({ status, statusText = '', body, headers = {} }: Reply) =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json', ...headers },
  });

type ServerOptions = {
  me?: Employee;
  /** The jobs GET /api/work-orders answers with, or a failing reply. */
  jobs?: WorkOrderListItem[] | Reply;
  /** Answers a PATCH; by default 200 and the list shows the new status from then on. */
  patch?: (id: number, body: { status?: string }) => Reply | Promise<Reply>;
};

/** Stubs fetch; returns how often the list was read, the PATCHes made, and a way to change the list. */
export function stubMobileServer({ me = OFFICE, jobs = [], patch }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  const patches: { id: number; body: { status?: string } }[] = [];
  let listReads = 0;
  let current = jobs;
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auth/me') return json({ status: 200, body: currentEmployee(me) });
    if (url.pathname === '/api/work-orders' && method === 'GET') {
      listReads++;
      return Array.isArray(current) ? json({ status: 200, body: current }) : json(current);
    }
    const match = /^\/api\/work-orders\/(\d+)$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      const id = Number(match[1]);
      const body = JSON.parse(String(init?.body)) as { status?: string };
      patches.push({ id, body });
      const reply = patch ? await patch(id, body) : { status: 200, body: workOrder(id, body as never) };
      if (reply.status === 200 && Array.isArray(current)) {
        current = current.map((job) => (job.id === id ? { ...job, ...body } : job)) as WorkOrderListItem[];
      }
      return json(reply);
    }
    return json({ status: 404, body: { message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    fetch: fetchSpy,
    patches,
    listReads: () => listReads,
    /** What the server answers from now on (a refetch sees it). */
    setJobs: (next: WorkOrderListItem[] | Reply) => {
      current = next;
    },
  };
}

function WorkOrderProbe() {
  return <p>Work order page {useParams().id}</p>;
}

/** A mobile page at `path`, with /work-orders/{id} as a stand-in, inside the signed-in providers. */
export function renderMobilePage(path: string, page: ReactNode): { queryClient: QueryClient } {
  const queryClient = createQueryClient();
  // The one retry of SPEC 9 still happens, without the second's wait.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/work-orders/:id" element={<WorkOrderProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { queryClient };
}

/** Waits for the page's jobs: its count badge says how many. */
export const findCount = (count: number) =>
  screen.findByText(`${count} ${count === 1 ? 'task' : 'tasks'}`, {}, { timeout: 3000 });

/** A clean localStorage, jsdom's missing ResizeObserver and scrollTo, and nothing left behind. */
export function setUpMobileListTests() {
  beforeEach(() => {
    localStorage.clear();
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
