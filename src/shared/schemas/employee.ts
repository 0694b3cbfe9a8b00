import { z } from 'zod';
import { EMPLOYEE_TYPES, normalizeEmployeeType } from '../domain/employee-type.ts';
import { allowingTrimmedBlanks } from '../domain/typed-text.ts';
import { type TextKind, typedText, typedTextRule } from './input-text.ts';
import { PageQuerySchema } from './page-query.ts';
import { queryParam } from './query-param.ts';

export const EmployeeTypeSchema = z.enum(EMPLOYEE_TYPES);
export const ThemePreferenceSchema = z.enum(['light', 'dark', 'system']);

/** An employee as the API returns it. Never carries the password hash. */
export const EmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  employeeType: EmployeeTypeSchema,
  title: z.string().nullable(),
  photo: z.string().nullable(),
  color: z.string().nullable(),
  colorTheme: z.string(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  notificationsEnabled: z.boolean(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** The signed-in employee: the public fields plus their own settings. */
export const CurrentEmployeeSchema = EmployeeSchema.extend({
  workOrderUpdateNotifications: z.boolean(),
  assignmentNotifications: z.boolean(),
  themePreference: ThemePreferenceSchema,
  compactView: z.boolean(),
  autoRefresh: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type CurrentEmployee = z.infer<typeof CurrentEmployeeSchema>;

// ---- Inputs.

/** Accepts the aliases clients send ('technician', 'Tech', any case) and yields the stored type. */
export const EmployeeTypeInputSchema = z
  .string({ error: 'Employee type is required' })
  .transform((value, ctx) => {
    const employeeType = normalizeEmployeeType(value);
    if (employeeType) return employeeType;
    ctx.addIssue({ code: 'custom', message: `Employee type must be one of: ${EMPLOYEE_TYPES.join(', ')}` });
    return z.NEVER;
  })
  .meta({
    description: 'plumber, office, admin or management, in any case; technician and tech mean plumber.',
  });

const text = (label: string, max: number, kind: TextKind = 'single-line') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(typedText(label, kind))
    .meta(typedTextRule(kind));

/** An optional text field where null, '' and blanks all clear the stored value. */
const clearable = (schema: z.ZodType<string, string>) =>
  schema
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();

export const NameInputSchema = text('Name', 100).min(1, 'Name is required');

/**
 * The email rule as the OpenAPI document shows it, on the input side of the pipe (which is what
 * the document describes): the format, and zod's own pattern with the blanks .trim() removes.
 */
export const EMAIL_INPUT_RULE = {
  format: 'email',
  pattern: allowingTrimmedBlanks(z.core.regexes.email.source),
  description: 'An email address; blanks around it are trimmed',
};

export const EmailInputSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .meta(EMAIL_INPUT_RULE)
  .pipe(z.email('Enter a valid email address'));

/** Digits with the usual separators, e.g. '(555) 201-3344' or '+1 555 201 3344'. */
const PhoneInputSchema = text('Phone number', 30).refine(
  (value) => value === '' || (/^[\d\s()+.-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value)),
  'Enter a valid phone number',
);

export const OptionalPhoneInputSchema = clearable(PhoneInputSchema);
export const OptionalTitleInputSchema = clearable(text('Title', 100));
export const OptionalNotesInputSchema = clearable(text('Notes', 2000, 'multi-line'));

/** Admin panel: a new account; the server answers a temporary password. */
export const CreateEmployeeSchema = z.object({
  name: NameInputSchema,
  email: EmailInputSchema,
  employeeType: EmployeeTypeInputSchema,
  phone: OptionalPhoneInputSchema,
  title: OptionalTitleInputSchema,
});
export type CreateEmployee = z.input<typeof CreateEmployeeSchema>;

export const EmployeeListQuerySchema = PageQuerySchema.extend({
  search: queryParam(
    z
      .string()
      .trim()
      .max(200, 'search must be at most 200 characters')
      .superRefine(typedText('search', 'multi-line'))
      .meta(typedTextRule('multi-line'))
      .optional(),
  ),
  type: queryParam(EmployeeTypeInputSchema.optional()),
  active: queryParam(
    z
      .enum(['true', 'false'], { error: 'active must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  ),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuerySchema>;

// ---- Outputs.

export const EmployeeListSchema = z.array(EmployeeSchema);

/** Answer to creating an account or resetting a password: the password is shown this once. */
export const EmployeeWithTemporaryPasswordSchema = z.object({
  employee: CurrentEmployeeSchema,
  temporaryPassword: z.string(),
});
export type EmployeeWithTemporaryPassword = z.infer<typeof EmployeeWithTemporaryPasswordSchema>;
