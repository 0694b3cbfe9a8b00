import type { ToastInput } from '../toasts.ts';

/** Said when a change was kept on the phone instead of sent (ADR 049: our own words). */
export const QUEUED_TOAST: ToastInput = {
  title: 'Saved on this phone',
  description: 'No connection: it will be sent when the connection is back.',
};
