import { lazy } from 'react';

// The board paints without the dialogs' code (Radix's dialog, the checkbox): it arrives with the
// first Move to…, Schedule… or confirmation, as one chunk.
const loadDialogs = () => import('./visit-dialogs.ts');

export const LazyPlaceVisitDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.PlaceVisitDialog })),
);
export const LazyConfirmVisitDialog = lazy(() =>
  loadDialogs().then((module) => ({ default: module.ConfirmVisitDialog })),
);
