import { COMPLETE_TOASTS, INLINE_EDIT_TOASTS } from '#shared/spec-texts/work-texts.ts';
import type { ToastInput } from './toasts.ts';

/**
 * The toasts for a status change from a list: the inline status selector (desktop cards, the
 * simple mobile page's buttons) and Complete. One place, so both screens say the same.
 */
export const STATUS_CHANGE_TOASTS = {
  status: {
    success: { title: INLINE_EDIT_TOASTS.savedTitle, description: INLINE_EDIT_TOASTS.savedText },
    failure: {
      variant: 'destructive',
      title: INLINE_EDIT_TOASTS.failedTitle,
      description: INLINE_EDIT_TOASTS.failedText,
    },
  },
  complete: {
    success: { title: COMPLETE_TOASTS.doneTitle },
    failure: {
      variant: 'destructive',
      title: COMPLETE_TOASTS.failedTitle,
      description: COMPLETE_TOASTS.failedText,
    },
  },
} as const satisfies Record<'status' | 'complete', { success: ToastInput; failure: ToastInput }>;
