import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  UniversalActionsProvider,
  useUniversalActions,
} from '#client/components/universal-actions/universal-actions-provider.tsx';
import { setUpCreatePausedJobTests } from '#tooling/test-client/paused-jobs-create-dialog.tsx';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { LazyCreatePausedJobDialog } from './lazy-create-paused-job-dialog.ts';

setUpCreatePausedJobTests();

function Opener() {
  const { openCreatePausedJob } = useUniversalActions();
  return (
    <button type="button" onClick={openCreatePausedJob}>
      +Paused Job
    </button>
  );
}

describe('the lazy Create New Paused Job dialog in the universal actions', () => {
  it('opens the real form on +Paused Job, and Cancel closes it', async () => {
    const { user } = renderInPortal(
      <UniversalActionsProvider dialogs={{ 'create-paused-job': LazyCreatePausedJobDialog }}>
        <Opener />
      </UniversalActionsProvider>,
    );
    await user.click(screen.getByRole('button', { name: '+Paused Job' }));
    // The first open downloads (here: transforms) the dialog's code; it opens on finding an open job.
    expect(
      await screen.findByRole('searchbox', { name: 'Find an open job' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a new paused job' }));
    expect(await screen.findByRole('textbox', { name: 'Job Number' }, { timeout: 10_000 })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Create New Paused Job' });
    expect(dialog.textContent).not.toContain('later release');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);
});
