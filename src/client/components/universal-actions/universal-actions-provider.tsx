import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';

// The stand-in dialogs (Radix Dialog) load with the first dialog opened, not with every page.
const LoadingUniversalDialog = lazy(() =>
  import('./universal-dialog-shell.tsx').then((m) => ({ default: m.LoadingUniversalDialog })),
);
const PendingUniversalDialog = lazy(() =>
  import('./universal-dialog-shell.tsx').then((m) => ({ default: m.PendingUniversalDialog })),
);

import {
  UNIVERSAL_DIALOG_TITLES,
  type UniversalDialogRegistry,
  type UniversalDialogRequest,
} from './universal-dialogs.ts';

export type UniversalActions = {
  openCreateTask: () => void;
  openCreatePausedJob: () => void;
  openUpdateTask: (workOrderId: number) => void;
  close: () => void;
  /** The dialog open now, or null. */
  current: UniversalDialogRequest | null;
};

const UniversalActionsContext = createContext<UniversalActions | null>(null);

type ProviderProps = { dialogs?: UniversalDialogRegistry; children: ReactNode };

/**
 * The create and update dialogs: one place any screen asks for the create-task,
 * create-paused-job or update-task dialog; the provider renders whichever is open.
 */
export function UniversalActionsProvider({ dialogs = {}, children }: ProviderProps) {
  const [current, setCurrent] = useState<UniversalDialogRequest | null>(null);
  const actions = useMemo<UniversalActions>(
    () => ({
      openCreateTask: () => setCurrent({ kind: 'create-task' }),
      openCreatePausedJob: () => setCurrent({ kind: 'create-paused-job' }),
      openUpdateTask: (workOrderId) => setCurrent({ kind: 'update-task', workOrderId }),
      close: () => setCurrent(null),
      current,
    }),
    [current],
  );
  return (
    <UniversalActionsContext.Provider value={actions}>
      {children}
      {current && <UniversalDialogHost request={current} dialogs={dialogs} onClose={actions.close} />}
    </UniversalActionsContext.Provider>
  );
}

type HostProps = { request: UniversalDialogRequest; dialogs: UniversalDialogRegistry; onClose: () => void };

function UniversalDialogHost({ request, dialogs, onClose }: HostProps) {
  const title = UNIVERSAL_DIALOG_TITLES[request.kind];
  const dialog = renderRegistered(request, dialogs, onClose);
  if (!dialog) {
    return (
      <Suspense fallback={null}>
        <PendingUniversalDialog title={title} onClose={onClose} />
      </Suspense>
    );
  }
  // A new key per request, so switching dialogs (or tasks) starts fresh instead of keeping state.
  const key = request.kind === 'update-task' ? `update-task-${request.workOrderId}` : request.kind;
  return (
    <Suspense fallback={null}>
      <Suspense key={key} fallback={<LoadingUniversalDialog title={title} onClose={onClose} />}>
        {dialog}
      </Suspense>
    </Suspense>
  );
}

function renderRegistered(
  request: UniversalDialogRequest,
  dialogs: UniversalDialogRegistry,
  onClose: () => void,
) {
  switch (request.kind) {
    case 'create-task': {
      const CreateTask = dialogs['create-task'];
      return CreateTask ? <CreateTask onClose={onClose} /> : null;
    }
    case 'create-paused-job': {
      const CreatePausedJob = dialogs['create-paused-job'];
      return CreatePausedJob ? <CreatePausedJob onClose={onClose} /> : null;
    }
    case 'update-task': {
      const UpdateTask = dialogs['update-task'];
      return UpdateTask ? <UpdateTask workOrderId={request.workOrderId} onClose={onClose} /> : null;
    }
  }
}

/** The universal actions; only inside UniversalActionsProvider (the signed-in layout has one). */
export function useUniversalActions(): UniversalActions {
  const actions = useContext(UniversalActionsContext);
  if (!actions) throw new Error('useUniversalActions must be used inside UniversalActionsProvider');
  return actions;
}
