import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  UniversalActionsProvider,
  useUniversalActions,
} from '../../../components/universal-actions/universal-actions-provider.tsx';
import type { UniversalDialogRegistry } from '../../../components/universal-actions/universal-dialogs.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
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
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UniversalActionsProvider dialogs={dialogs}>
        <Opener />
      </UniversalActionsProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('authToken', `spt1${'F'.repeat(43)}`);
  // The employees list answers empty; the task detail never answers (the dialog keeps loading).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/employees' ? new Response('[]') : new Promise<Response>(() => {}),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the task dialogs in the universal actions', () => {
  it('opens the real Create New Task form, and Cancel closes it', async () => {
    renderWithProvider();
    fireEvent.click(screen.getByRole('button', { name: '+Task' }));
    // The first open downloads (here: transforms) the dialog's code.
    expect(await screen.findByRole('textbox', { name: 'Job #' }, { timeout: 10_000 })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Create New Task' });
    expect(dialog.textContent).not.toContain('later release');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('opens the real Update Task dialog for the asked work order', async () => {
    renderWithProvider();
    fireEvent.click(screen.getByRole('button', { name: 'update 42' }));
    expect(await screen.findByText('Loading task details...', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Task' }).textContent).not.toContain('later release');
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/api/work-orders/42');
  }, 15_000);
});
