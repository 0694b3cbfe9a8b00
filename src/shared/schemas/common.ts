import { z } from 'zod';

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every 4xx and 5xx body: a message a person can read, plus field errors for validation. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Ids are PostgreSQL integers: anything larger cannot exist and must not reach the database. */
export const MAX_ID = 2_147_483_647;

export const IdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Id must be a number' })
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(MAX_ID, 'Id is out of range'),
});
export type IdParams = z.infer<typeof IdParamsSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type Health = z.infer<typeof HealthSchema>;

/** Public facts the login page needs before anyone signs in. */
export const PortalInfoSchema = z.object({ companyName: z.string() });
export type PortalInfo = z.infer<typeof PortalInfoSchema>;
