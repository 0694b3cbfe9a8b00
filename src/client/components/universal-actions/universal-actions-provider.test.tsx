import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { UniversalActionsProvider, useUniversalActions } from './universal-actions-provider.tsx';
import type { UniversalDialogProps, UniversalDialogRegistry } from './universal-dialogs.ts';

/** Buttons standing in for the screens that open dialogs (quick actions, cards, ...). */
function Opener() {
  const { openCreateTask, openCreatePausedJob, openUpdateTask, close, current } = useUniversalActions();
  return (
    <div>
      <button type="button" onClick={openCreateTask}>
        new task
      </button>
      <button type="button" onClick={openCreatePausedJob}>
        new paused job
      </button>
      <button type="button" onClick={() => openUpdateTask(42)}>
        update 42
      </button>
      <button type="button" onClick={close}>
        close from outside
      </button>
      <output data-testid="current">{current ? JSON.stringify(current) : 'none'}</output>
    </div>
  );
}

const current = () => screen.getByTestId('current').textContent;

/** The provider around the stand-in screen, and a user who clicks buttons by name. */
function renderProvider(dialogs?: UniversalDialogRegistry) {
  const user = userEvent.setup();
  render(
    <UniversalActionsProvider dialogs={dialogs}>
      <Opener />
    </UniversalActionsProvider>,
  );
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  return { user, click };
}

describe('UniversalActionsProvider without registered dialogs', () => {
  it.each([
    ['new task', 'Create New Task', { kind: 'create-task' }],
    ['new paused job', 'Put a Job on Hold', { kind: 'create-paused-job' }],
    ['update 42', 'Update Task', { kind: 'update-task', workOrderId: 42 }],
  ])('"%s" opens a dialog titled %s that says the form comes later', async (button, title, request) => {
    const { click } = renderProvider();
    await click(button);
    // The stand-in dialog's code loads on first use, so it appears a moment after the click (the
    // first import in a test run is transformed then, which can take longer than findBy's 1 s).
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('This form arrives with a later release');
    expect(JSON.parse(current() ?? '')).toEqual(request);
  });

  it('closes with the dialog Close button, with Escape, and through close()', async () => {
    const { user, click } = renderProvider();
    await click('new task');
    await screen.findByRole('dialog', { name: 'Create New Task' });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current()).toBe('none');

    await click('new paused job');
    const pausedJob = await screen.findByRole('dialog', { name: 'Put a Job on Hold' });
    expect(pausedJob.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await click('update 42');
    await screen.findByRole('dialog', { name: 'Update Task' });
    act(() => {
      // The opener sits behind the modal dialog; call close() the way a screen's code would.
      (screen.getByRole('button', { name: 'close from outside', hidden: true }) as HTMLButtonElement).click();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** A dialog as a later feature would register it. */
function UpdateTaskDialog({ workOrderId, onClose }: UniversalDialogProps<'update-task'>) {
  return (
    <div role="dialog" aria-label="registered update">
      editing {workOrderId}
      <button type="button" onClick={onClose}>
        done
      </button>
    </div>
  );
}

describe('UniversalActionsProvider with registered dialogs', () => {
  it('renders the registered dialog once its code has loaded, with the request and onClose', async () => {
    type DialogModule = { default: typeof UpdateTaskDialog };
    let finishLoading: (module: DialogModule) => void = () => {};
    const dialogs: UniversalDialogRegistry = {
      'update-task': lazy(() => new Promise<DialogModule>((resolve) => (finishLoading = resolve))),
    };
    const { click } = renderProvider(dialogs);
    await click('update 42');
    // While the code downloads, the dialog is already there with its title.
    expect((await screen.findByRole('dialog', { name: 'Update Task' })).textContent).toContain('Loading...');

    await act(async () => finishLoading({ default: UpdateTaskDialog }));
    expect(screen.getByRole('dialog', { name: 'registered update' }).textContent).toContain('editing 42');
    expect(screen.queryByRole('dialog', { name: 'Update Task' })).toBeNull();

    await click('done');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(current()).toBe('none');
  });

  it('keeps the placeholder for kinds that are not registered', async () => {
    const { click } = renderProvider({ 'update-task': UpdateTaskDialog });
    await click('new task');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Task' });
    expect(dialog.textContent).toContain('This form arrives with a later release');
  });
});

it('useUniversalActions outside the provider says where it belongs', () => {
  const original = console.error;
  console.error = () => {};
  try {
    expect(() => render(<Opener />)).toThrow(
      'useUniversalActions must be used inside UniversalActionsProvider',
    );
  } finally {
    console.error = original;
  }
});
