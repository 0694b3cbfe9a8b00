import { z } from 'zod';
import { multiLine, typedTextRule } from './input-text.ts';

export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  tooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `New password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  confirmRequired: 'Confirm your new password',
  mismatch: 'Passwords do not match',
  unchanged: 'New password must be different from the current password',
  changed: 'Password changed',
} as const;

/** Settings > Security: current password, new one of 10+ characters, confirmed. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.currentIncorrect)
      .superRefine(multiLine('Current password'))
      .meta(typedTextRule('multi-line', { trimmed: false })),
    newPassword: z
      .string({ error: PASSWORD_MESSAGES.tooShort })
      .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
      .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong)
      .superRefine(multiLine('New password'))
      .meta(typedTextRule('multi-line', { trimmed: false })),
    confirmPassword: z
      .string({ error: PASSWORD_MESSAGES.confirmRequired })
      .superRefine(multiLine('Confirm password'))
      .meta(typedTextRule('multi-line', { trimmed: false })),
  })
  .refine((body) => body.confirmPassword === body.newPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: PASSWORD_MESSAGES.unchanged,
    path: ['newPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ChangePasswordResponseSchema = z.object({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
