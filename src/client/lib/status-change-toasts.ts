import type { ToastInput } from '../components/ui/use-toast.ts';

/**
 * SPEC 8's words for a status change from a list: the inline status selector (desktop cards, the
 * simple mobile page's buttons) and Complete. One place, so both screens say the same.
 */
export const STATUS_CHANGE_TOASTS = {
  status: {
    success: { title: 'Updated successfully', description: 'Task has been updated' },
    failure: { variant: 'destructive', title: 'Update failed', description: 'Please try again' },
  },
  complete: {
    success: { title: 'Task Completed' },
    failure: {
      variant: 'destructive',
      title: 'Complete Failed',
      description: 'Could not complete the task. Please try again.',
    },
  },
} as const satisfies Record<'status' | 'complete', { success: ToastInput; failure: ToastInput }>;
