import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import type { Employee } from '../../../shared/schemas/employee.ts';
import type { HoldInsights, WorkOrderListItem } from '../../../shared/schemas/work-order.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { UniversalActionsProvider } from '../../components/universal-actions/universal-actions-provider.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { EMPLOYEES, NoopResizeObserver, OFFICE, TOKEN, workOrder } from '../../testing/fixtures.ts';
import { PausedJobsPage } from './components/paused-jobs-page.tsx';

/** Shared by the /paused-jobs component tests: a fake server behind `fetch`, and a render. */

export { EMPLOYEES, OFFICE, PLUMBER, PLUMBER_2, toastTexts } from '../../testing/fixtures.ts';

type Reply = { status: number; body: unknown };

const json = ({ status, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function holdInsights(fields: Partial<HoldInsights> = {}): HoldInsights {
  return { daysOnHold: 2, overdueParts: [], readyToReturn: false, waitingFor: null, ...fields };
}

/** An on-hold work order as GET /api/work-orders/on-hold lists it. */
export function pausedJob(id: number, fields: Partial<WorkOrderListItem> = {}): WorkOrderListItem {
  return workOrder(id, { status: 'on-hold', holdInsights: holdInsights(), ...fields });
}

type ServerOptions = {
  me?: Employee;
  /** The paused jobs, or a failing reply. */
  jobs?: WorkOrderListItem[] | Reply;
  remove?: (id: number) => Reply;
};

/** Stubs fetch; returns how often the list was asked for and the DELETEs made. */
export function stubServer({ me = OFFICE, jobs = [], remove }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  const deletes: number[] = [];
  let listReads = 0;
  let employeeReads = 0;
  let meServed = false;
  let current = jobs;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/me') {
        meServed = true;
        return json({ status: 200, body: me });
      }
      if (url.pathname === '/api/employees') {
        employeeReads++;
        return json({ status: 200, body: EMPLOYEES });
      }
      if (url.pathname === '/api/work-orders/on-hold' && method === 'GET') {
        listReads++;
        return Array.isArray(current) ? json({ status: 200, body: current }) : json(current);
      }
      const match = /^\/api\/work-orders\/(\d+)$/.exec(url.pathname);
      if (match && method === 'DELETE') {
        const id = Number(match[1]);
        deletes.push(id);
        const reply = remove ? remove(id) : { status: 200, body: { message: 'Deleted', id } };
        if (reply.status === 200 && Array.isArray(current)) current = current.filter((job) => job.id !== id);
        return json(reply);
      }
      return json({ status: 404, body: { message: 'not found' } });
    }),
  );
  return {
    deletes,
    listReads: () => listReads,
    employeeReads: () => employeeReads,
    meServed: () => meServed,
    /** What the server answers from now on (a refetch sees it). */
    setJobs: (next: WorkOrderListItem[] | Reply) => {
      current = next;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** /paused-jobs inside the providers the signed-in layout gives it, with a stand-in create dialog. */
export function renderPausedJobs(onOpenJob: (id: number) => void, path = '/paused-jobs') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <UniversalActionsProvider
          dialogs={{ 'create-paused-job': () => <p role="dialog">Creating a paused job</p> }}
        >
          <Routes>
            <Route path="/paused-jobs" element={<PausedJobsPage onOpenJob={onOpenJob} />} />
          </Routes>
          <LocationProbe />
        </UniversalActionsProvider>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

/** A clean localStorage, jsdom's missing ResizeObserver and scrollTo, and nothing left behind. */
export function setUpPausedJobsTests(onOpenJob: Mock) {
  beforeEach(() => {
    localStorage.clear();
    onOpenJob.mockReset();
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

/** The card (or list row) of a job by its server id. */
export const itemOf = (id: number) =>
  document.querySelector(`[data-testid="work-order-card"][data-work-order-id="${id}"]`) as HTMLElement | null;
