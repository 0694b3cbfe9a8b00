import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { UniversalActionsProvider } from '#client/components/universal-actions/universal-actions-provider.tsx';
import type { UniversalDialogRegistry } from '#client/components/universal-actions/universal-dialogs.ts';
import { CurrentTasksPage } from '#client/features/tasks/components/current-tasks-page.tsx';
import { sent, sentQueries } from './api-handlers.ts';
import { NoopResizeObserver } from './fixtures.ts';
import { renderInPortal } from './render.tsx';

/** What the tasks list screens (/tasks, /completed-tasks, /work-orders) need beyond the shared core. */

export const TASK_LIST = 'GET /api/work-orders';
export const TASK_PATCH = 'PATCH /api/work-orders/:id';

/**
 * The query of each list request so far, as plain objects; not the one-row requests that only
 * count the completed tasks matching Current Tasks' search (issue 23).
 */
export const listQueries = () => sentQueries(TASK_LIST).filter((query) => query.limit !== '1');
/** The one-row requests that count matches on other lists, as plain objects. */
export const countQueries = () => sentQueries(TASK_LIST).filter((query) => query.limit === '1');
export const lastListQuery = () => listQueries().at(-1);

/** The PATCHes sent so far, as `{ id, body }`. */
export const patches = () =>
  sent(TASK_PATCH).map((request) => ({ id: Number(request.params.id), body: request.body }));

/** Renders screens at `path` inside the universal actions the signed-in layout gives them. */
export function renderTasksScreen(
  path: string,
  routes: { path: string; element: ReactNode }[],
  dialogs: UniversalDialogRegistry = {},
) {
  return renderInPortal(
    <UniversalActionsProvider dialogs={dialogs}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Routes>
    </UniversalActionsProvider>,
    { path },
  );
}

/** /tasks and /tasks/active with the Current Tasks screen, and a stand-in Update Task dialog. */
export function renderCurrentTasks(onOpenTask: (id: number) => void, path = '/tasks') {
  const element = <CurrentTasksPage onOpenTask={onOpenTask} />;
  return renderTasksScreen(
    path,
    [
      { path: '/tasks', element },
      { path: '/tasks/active', element },
    ],
    { 'update-task': ({ workOrderId }) => <p role="dialog">Updating task {workOrderId}</p> },
  );
}

/** jsdom lacks ResizeObserver and scrollTo, which the list's virtualizer uses; a fresh `onOpen` each test. */
export function setUpListScreenTests(onOpen: Mock) {
  beforeEach(() => {
    onOpen.mockReset();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
