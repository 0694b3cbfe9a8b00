import { Route, Routes } from 'react-router';
import { UniversalActionsProvider } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { PausedJobsPage } from '#client/features/paused-jobs/components/paused-jobs-page.tsx';
import type { HoldInsights, PausedJobListItem } from '#shared/schemas/work-order.ts';
import { answer, sent } from './api-handlers.ts';
import { workOrder } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the /paused-jobs tests need beyond the shared core (and `setUpListScreenTests` of tasks-screen). */

export const PAUSED_LIST = 'GET /api/work-orders/on-hold';
export const DELETE_JOB = 'DELETE /api/work-orders/:id';

export function holdInsights(fields: Partial<HoldInsights> = {}): HoldInsights {
  return {
    daysOnHold: 2,
    overdueParts: [],
    readyToReturn: false,
    waitingOn: [],
    waitingFor: null,
    ...fields,
  };
}

/** An on-hold work order as GET /api/work-orders/on-hold lists it. */
export function pausedJob(id: number, fields: Partial<PausedJobListItem> = {}): PausedJobListItem {
  return workOrder(id, { status: 'on-hold', holdInsights: holdInsights(), ...fields });
}

/** The paused jobs as the server keeps them: a DELETE takes the job out of later lists. */
export function answerPausedJobs(jobs: PausedJobListItem[]) {
  let current = jobs;
  server.use(
    answer(PAUSED_LIST, () => current),
    answer(DELETE_JOB, ({ params }) => {
      const id = Number(params.id);
      current = current.filter((job) => job.id !== id);
      return { message: 'Deleted', id };
    }),
  );
}

/** The ids of the DELETEs sent so far. */
export const deletes = () => sent(DELETE_JOB).map((request) => Number(request.params.id));

/** /paused-jobs inside the universal actions the signed-in layout gives it, with a stand-in create dialog. */
export function renderPausedJobs(onOpenJob: (id: number) => void, path = '/paused-jobs') {
  return renderInPortal(
    <UniversalActionsProvider
      dialogs={{ 'create-paused-job': () => <p role="dialog">Creating a paused job</p> }}
    >
      <Routes>
        <Route path="/paused-jobs" element={<PausedJobsPage onOpenJob={onOpenJob} />} />
      </Routes>
    </UniversalActionsProvider>,
    { path },
  );
}

/** The card (or list row) of a job by its server id. */
export const itemOf = (id: number) =>
  document.querySelector(`[data-testid="work-order-card"][data-work-order-id="${id}"]`) as HTMLElement | null;
