import { lazy } from 'react';

/** The Update Task dialog as its own chunk, downloaded the first time someone opens it. */
export const LazyUpdateTaskDialog = lazy(() => import('./update-task-dialog.tsx'));
