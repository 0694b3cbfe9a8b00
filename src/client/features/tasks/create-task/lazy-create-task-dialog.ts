import { lazy } from 'react';

/** The Create New Task dialog as its own chunk, downloaded the first time someone opens it. */
export const LazyCreateTaskDialog = lazy(() => import('./create-task-dialog.tsx'));
