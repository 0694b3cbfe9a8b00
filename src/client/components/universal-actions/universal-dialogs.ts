import type { ComponentType } from 'react';
import { WORK_ORDER_DIALOG_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { HOLD_EXISTING_JOB_TEXTS } from '#shared/spec-texts/work-form-texts.ts';

/** Which universal dialog is open, with what it needs. */
export type UniversalDialogRequest =
  | { kind: 'create-task' }
  | { kind: 'create-paused-job' }
  | { kind: 'update-task'; workOrderId: number };

export type UniversalDialogKind = UniversalDialogRequest['kind'];

/** What a registered dialog receives. It is open while rendered; onClose unmounts it. */
export type UniversalDialogProps<K extends UniversalDialogKind = UniversalDialogKind> = Omit<
  Extract<UniversalDialogRequest, { kind: K }>,
  'kind'
> & { onClose: () => void };

/**
 * The dialogs later features plug in, one per kind, usually `lazy(() => import(...))` so their
 * code loads only when first opened. A kind without an entry opens a placeholder dialog.
 */
export type UniversalDialogRegistry = {
  [K in UniversalDialogKind]?: ComponentType<UniversalDialogProps<K>>;
};

/** The create and update dialogs: the heading each dialog carries. */
export const UNIVERSAL_DIALOG_TITLES: Record<UniversalDialogKind, string> = {
  'create-task': WORK_ORDER_DIALOG_TEXTS.createTask,
  // Issue 23: '+ Paused Job' opens on finding the open job to put on hold.
  'create-paused-job': HOLD_EXISTING_JOB_TEXTS.findTitle,
  'update-task': WORK_ORDER_DIALOG_TEXTS.updateTask,
};
