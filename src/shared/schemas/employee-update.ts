import { z } from 'zod';
import { COLOR_THEMES } from '../domain/employee-type.ts';
import { PROFILE_NOTIFICATION_TEXTS } from '../spec-texts/people-texts.ts';
import {
  EmailInputSchema,
  EmployeeTypeInputSchema,
  NameInputSchema,
  OptionalNotesInputSchema,
  OptionalPhoneInputSchema,
  OptionalTitleInputSchema,
  ThemePreferenceSchema,
} from './employee.ts';

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/** What every employee may change about themselves (profile and settings). */
const ownFields = {
  phone: OptionalPhoneInputSchema,
  colorTheme: z
    .enum(COLOR_THEMES, { error: `Color theme must be one of: ${COLOR_THEMES.join(', ')}` })
    .optional(),
  notes: OptionalNotesInputSchema,
  notificationsEnabled: flag('Notifications'),
  emailNotifications: flag('Email notifications'),
  smsNotifications: flag('SMS notifications'),
  workOrderUpdateNotifications: flag('Work order update notifications'),
  assignmentNotifications: flag('Assignment notifications'),
  themePreference: z
    .enum(ThemePreferenceSchema.options, {
      error: `Theme must be one of: ${ThemePreferenceSchema.options.join(', ')}`,
    })
    .optional(),
  compactView: flag('Compact view'),
  autoRefresh: flag('Auto refresh'),
};

/** Fields only admin and management may change (for anyone, themselves included). */
export const ADMIN_ONLY_FIELDS = ['name', 'email', 'employeeType', 'title'] as const;
export const ADMIN_ONLY_FIELDS_MESSAGE =
  'Only admin and management can change name, email, employee type or title. Contact your administrator.';

/** PATCH /api/employees/{id}: any subset of the fields, at least one. */
export const UpdateEmployeeSchema = z
  .object({
    ...ownFields,
    name: NameInputSchema.optional(),
    email: EmailInputSchema.optional(),
    employeeType: EmployeeTypeInputSchema.optional(),
    title: OptionalTitleInputSchema,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to update: send at least one field',
  });
export type UpdateEmployee = z.input<typeof UpdateEmployeeSchema>;
export type EmployeeChanges = z.output<typeof UpdateEmployeeSchema>;

export const UpdateEmployeeStatusSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const NOTIFICATION_RULE_MESSAGES = {
  emailNeedsNotifications: 'Turn on notifications to enable email notifications',
  smsNeedsNotifications: 'Turn on notifications to enable SMS notifications',
  smsNeedsPhone: PROFILE_NOTIFICATION_TEXTS.smsNeedsPhone,
} as const;

export type NotificationState = {
  phone: string | null;
  notificationsEnabled: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
};

/**
 * The profile's rules on the state after a change: email and SMS need notifications on, SMS needs
 * a phone. Only a switch the request itself turns on is an error (the server switches off one
 * that was merely left on: see settleNotificationSwitches).
 */
export function notificationRuleErrors(
  next: NotificationState,
  requested: { emailNotifications?: boolean | undefined; smsNotifications?: boolean | undefined },
): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  if (requested.emailNotifications && !next.notificationsEnabled) {
    errors.push({ field: 'emailNotifications', message: NOTIFICATION_RULE_MESSAGES.emailNeedsNotifications });
  }
  if (requested.smsNotifications && !next.notificationsEnabled) {
    errors.push({ field: 'smsNotifications', message: NOTIFICATION_RULE_MESSAGES.smsNeedsNotifications });
  } else if (requested.smsNotifications && !next.phone) {
    errors.push({ field: 'smsNotifications', message: NOTIFICATION_RULE_MESSAGES.smsNeedsPhone });
  }
  return errors;
}

/** Turning notifications off (or removing the phone) switches off what depends on it. */
export function settleNotificationSwitches<T extends NotificationState>(next: T): T {
  return {
    ...next,
    emailNotifications: next.emailNotifications && next.notificationsEnabled,
    smsNotifications: next.smsNotifications && next.notificationsEnabled && Boolean(next.phone),
  };
}
