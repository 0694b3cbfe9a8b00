import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  UniversalActionsProvider,
  useUniversalActions,
} from '#client/components/universal-actions/universal-actions-provider.tsx';
import type { UniversalDialogRegistry } from '#client/components/universal-actions/universal-dialogs.ts';
import { answer, held, sent } from '#tooling/test-client/api-handlers.ts';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { LazyUpdateTaskDialog } from '../update-task/lazy-update-task-dialog.ts';
import { LazyCreateTaskDialog } from './lazy-create-task-dialog.ts';

/** The registry app-routes.tsx hands to the signed-in layout's UniversalActionsProvider. */
const dialogs: UniversalDialogRegistry = {
  'create-task': LazyCreateTaskDialog,
  'update-task': LazyUpdateTaskDialog,
};

function Opener() {
  const { openCreateTask, openUpdateTask } = useUniversalActions();
  return (
    <>
      <button type="button" onClick={openCreateTask}>
        +Task
      </button>
      <button type="button" onClick={() => openUpdateTask(42)}>
        update 42
      </button>
    </>
  );
}

function renderWithProvider() {
  return renderInPortal(
    <UniversalActionsProvider dialogs={dialogs}>
      <Opener />
    </UniversalActionsProvider>,
  );
}

beforeEach(() => {
  // The employees list answers empty; the task detail never answers (the dialog keeps loading).
  server.use(
    answer('GET /api/employees', []),
    held('GET /api/work-orders/:id', { ...workOrder(42), comments: [], questions: [], attachmentCount: 0 })
      .handler,
  );
});

describe('the task dialogs in the universal actions', () => {
  it('opens the real Create New Task form, and Cancel closes it', async () => {
    const { user } = renderWithProvider();
    await user.click(screen.getByRole('button', { name: '+Task' }));
    // The first open downloads (here: transforms) the dialog's code.
    expect(await screen.findByRole('textbox', { name: 'Job #' }, { timeout: 10_000 })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Create New Task' });
    expect(dialog.textContent).not.toContain('later release');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('opens the real Update Task dialog for the asked work order', async () => {
    const { user } = renderWithProvider();
    await user.click(screen.getByRole('button', { name: 'update 42' }));
    expect(await screen.findByText('Loading task details...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Task' }).textContent).not.toContain('later release');
    expect(sent('GET /api/work-orders/:id').map((request) => request.url.pathname)).toContain(
      '/api/work-orders/42',
    );
  }, 15_000);
});
