import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Employee } from '../../../../shared/schemas/employee.ts';
import type { WorkOrderListItem } from '../../../../shared/schemas/work-order.ts';
import { UniversalActionsProvider } from '../../../components/universal-actions/universal-actions-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { currentEmployee, NoopResizeObserver, PLUMBER, TOKEN } from '../../../testing/fixtures.ts';
import { MinimalMobileTasksPage } from './components/minimal-mobile-tasks-page.tsx';

/** Shared by the /minimal-mobile-tasks component tests: a fake server behind `fetch`, and a render. */

export { PLUMBER, PLUMBER_2, workOrder } from '../../../testing/fixtures.ts';

export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
/** What GET /api/work-orders answers: jobs, a reply, or one that never comes. */
export type ListAnswer = WorkOrderListItem[] | Reply | 'never';

const json = ({ status, body, headers = {} }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Stubs fetch as signed in as `me` (a technician by default); returns the list requests made. */
export function stubServer({ me = PLUMBER, list = [] }: { me?: Employee; list?: ListAnswer } = {}) {
  localStorage.setItem('authToken', TOKEN);
  const listRequests: URL[] = [];
  let answer = list;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      if (url.pathname === '/api/auth/me') return json({ status: 200, body: currentEmployee(me) });
      if (url.pathname === '/api/work-orders') {
        listRequests.push(url);
        if (answer === 'never') return new Promise<Response>(() => {});
        return Array.isArray(answer) ? json({ status: 200, body: answer }) : json(answer);
      }
      return json({ status: 404, body: { message: 'not found' } });
    }),
  );
  return {
    listRequests,
    /** What the server answers from now on (a refresh sees it). */
    answer: (next: ListAnswer) => {
      answer = next;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function WorkOrderStandIn() {
  return <h1>Work order {useParams().id}</h1>;
}

/** The page inside the providers the signed-in layout gives it, with stand-in create dialogs. */
export function renderMinimal(path = '/minimal-mobile-tasks') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <UniversalActionsProvider
          dialogs={{
            'create-task': () => <p role="dialog">Creating a task</p>,
            'create-paused-job': () => <p role="dialog">Creating a paused job</p>,
          }}
        >
          <Routes>
            <Route path="/minimal-mobile-tasks" element={<MinimalMobileTasksPage />} />
            <Route path="/work-orders/:id" element={<WorkOrderStandIn />} />
          </Routes>
          <LocationProbe />
        </UniversalActionsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

/** The page's jobs as their links' targets, in the order shown. */
export const shownLinks = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

/** A clean localStorage, jsdom's missing ResizeObserver and scrollTo, and nothing left behind. */
export function setUpMinimalTests() {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
