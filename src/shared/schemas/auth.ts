import { z } from 'zod';
import { CurrentEmployeeSchema, EMAIL_INPUT_RULE, EmployeeTypeSchema } from './employee.ts';
import { multiLine, typedTextRule } from './input-text.ts';

export const LoginRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .meta(EMAIL_INPUT_RULE)
    .pipe(z.email('Enter a valid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200)
    .superRefine(multiLine('Password'))
    .meta(typedTextRule('multi-line', { trimmed: false })),
  stayLoggedIn: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  employee: CurrentEmployeeSchema,
  expiresAt: z.iso.datetime(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

export const DemoAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  employeeType: EmployeeTypeSchema,
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;
export const DemoAccountListSchema = z.array(DemoAccountSchema);

/** Same words whether the email is unknown or the password wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const INACTIVE_ACCOUNT_MESSAGE = 'This account is inactive. Contact your administrator.';
export const SESSION_REQUIRED_MESSAGE = 'Authentication required. Please log in.';
