/** The board's two dialogs, loaded together on first use (lazy-visit-dialogs.ts). */
export { ConfirmVisitDialog } from './confirm-visit-dialog.tsx';
export { PlaceVisitDialog } from './place-visit-dialog.tsx';
