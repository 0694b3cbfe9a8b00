import { z } from 'zod';
import { multiLine, singleLine, typedTextRule } from './input-text.ts';

/** The /contact form; the browser shows the same words the server answers with. */
export const SupportRequestSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(3, 'Subject must be at least 3 characters.')
    .max(200, 'Subject must be at most 200 characters.')
    .superRefine(singleLine('Subject'))
    .meta(typedTextRule('single-line')),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5000 characters.')
    .superRefine(multiLine('Message'))
    .meta(typedTextRule('multi-line')),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SUPPORT_SENT_MESSAGE = 'Your message has been sent to the administrators.';
export const SupportResponseSchema = z.object({ message: z.string() });
export type SupportResponse = z.infer<typeof SupportResponseSchema>;

/** The company's support line and address from configuration; null when not configured. */
export const SupportContactSchema = z.object({ phone: z.string().nullable(), email: z.string().nullable() });
export type SupportContact = z.infer<typeof SupportContactSchema>;
