import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { UniversalActionsProvider } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { MinimalMobileTasksPage } from '#client/features/mobile/minimal/components/minimal-mobile-tasks-page.tsx';
import { isOnJob } from '#client/features/mobile/show/mobile-show.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { answer, type Resolver } from './api-handlers.ts';
import { currentEmployee, NoopResizeObserver, workOrder } from './fixtures.ts';
import { SessionOutboxSender } from './outbox-sender.tsx';
import { renderInPortal } from './render.tsx';

/** The mobile pages' tests: the four pages rendered as the signed-in layout gives them, and their list. */

export const MOBILE_LIST = 'GET /api/work-orders';
export const PATCH_JOB = 'PATCH /api/work-orders/:id';

/** Who GET /api/auth/me says is signed in. */
export const signedInAs = (person: Employee) => answer('GET /api/auth/me', currentEmployee(person));

/**
 * A list that changes: GET /api/work-orders answers `jobs`, and `applyPatch` (the resolver of
 * PATCH /api/work-orders/{id}, as `patch` answers by default) changes the job there, as the server does.
 */
export function changingJobs(jobs: WorkOrderListItem[]) {
  let current = jobs;
  const applyPatch: Resolver<typeof PATCH_JOB> = ({ params, body }) => {
    const id = Number(params.id);
    const change = body as Partial<WorkOrderListItem>;
    current = current.map((job) => (job.id === id ? { ...job, ...change } : job));
    return workOrder(id, change);
  };
  return { list: answer(MOBILE_LIST, () => current), patch: answer(PATCH_JOB, applyPatch), applyPatch };
}

/**
 * GET /api/work-orders answering `jobs` as the server does for the mobile pages: all of them, or
 * with `assignee` (Mine) only the jobs that employee is on.
 */
export function mobileListOf(jobs: WorkOrderListItem[]) {
  return answer(MOBILE_LIST, ({ url }) => {
    const assignee = url.searchParams.get('assignee');
    return assignee === null ? jobs : jobs.filter((job) => isOnJob(job, Number(assignee)));
  });
}

function WorkOrderStandIn() {
  return <h1>Work order page {useParams().id}</h1>;
}

/** /minimal-mobile-tasks inside the providers the signed-in layout gives it, with stand-in create dialogs. */
export function renderMinimal(path = '/minimal-mobile-tasks') {
  return renderInPortal(
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
    </UniversalActionsProvider>,
    { path },
  );
}

/** A mobile list page at `path`, with /work-orders/{id} as a stand-in. */
export function renderMobilePage(path: string, page: ReactNode, { signedIn = true } = {}) {
  const queryClient = createQueryClient();
  // The one retry of a failed read still happens, without the second's wait.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  return renderInPortal(<SessionOutboxSender />, {
    path,
    queryClient,
    signedIn,
    routes: [
      { path, element: page },
      { path: '/work-orders/:id', element: <WorkOrderStandIn /> },
    ],
  });
}

/** The page's jobs as their links' targets, in the order shown. */
export const shownLinks = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

/** Waits for a list page's jobs: its count badge says how many ('2 jobs'). */
export const findCount = (count: number) =>
  screen.findByText(`${count} ${count === 1 ? 'job' : 'jobs'}`, {}, { timeout: 3000 });

/** jsdom's missing ResizeObserver and scrollTo, which the pages' parts call. */
export function setUpMobilePageTests() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
