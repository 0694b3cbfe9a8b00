import { z } from 'zod';
import { HandBackSchema } from './hand-back.ts';
import { idInput } from './input-numbers.ts';
import { VisitConflictResponseSchema } from './visit.ts';

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * Every 4xx and 5xx body: a message a person can read, plus field errors for validation; a visit
 * write's 409 also names the schedule rules it breaks, or holds the visit as it is now
 * (VisitConflictResponseSchema); a hand-back step's 409 on a stale version holds the hand-back as it is now.
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
  conflicts: VisitConflictResponseSchema.shape.conflicts,
  visit: VisitConflictResponseSchema.shape.visit,
  handBack: HandBackSchema.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * A path id is canonical digits from 1 to MAX_ID (ADR 020): '0x0A', '1e1', '10.0' and '+10' are a
 * 400, never work order 10.
 */
export const IdParamsSchema = z.object({ id: idInput('Id') });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

/** GET /api/ready: whether a balancer may send this server work (ADR 033). */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['ok', 'error']),
  /** 'pending' while a newer release's migrations have not run (or an older release runs). */
  migrations: z.enum(['current', 'pending', 'unknown']),
});

/** Public facts the login page needs before anyone signs in. */
export const PortalInfoSchema = z.object({ companyName: z.string() });
export type PortalInfo = z.infer<typeof PortalInfoSchema>;
