import { lazy } from 'react';

/** The Finish job sheet as its own chunk, downloaded the first time a technician opens it. */
export const LazyHandBackSheet = lazy(() =>
  import('./hand-back-sheet.tsx').then((module) => ({ default: module.HandBackSheet })),
);
