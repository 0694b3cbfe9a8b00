import { lazy } from 'react';

/**
 * The Create New Paused Job dialog as its own chunk, downloaded the first time someone opens it;
 * this keeps the form and zod out of the routes' first paint.
 */
export const LazyCreatePausedJobDialog = lazy(() => import('./create-paused-job-dialog.tsx'));
