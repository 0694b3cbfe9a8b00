import { z } from 'zod';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  settleNotificationSwitches,
  type UpdateEmployee,
  UpdateEmployeeSchema,
} from '#shared/schemas/employee-update.ts';

const own = UpdateEmployeeSchema.shape;

/** The editable part of /profile, field by field from the PATCH schema, so the words match the server's. */
export const ProfileFormSchema = z.object({
  phone: own.phone,
  colorTheme: own.colorTheme.unwrap(),
  notes: own.notes,
  notificationsEnabled: own.notificationsEnabled.unwrap(),
  emailNotifications: own.emailNotifications.unwrap(),
  smsNotifications: own.smsNotifications.unwrap(),
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;

export const PROFILE_FIELDS: ReadonlySet<string> = new Set(Object.keys(ProfileFormSchema.shape));

/** The form as the employee's stored profile fills it ('' for an empty phone or notes). */
export function toProfileFormInput(me: CurrentEmployee): ProfileFormInput {
  return {
    phone: me.phone ?? '',
    // A stored theme outside today's list stays as it is (no radio checked) until one is chosen.
    colorTheme: me.colorTheme as ProfileFormInput['colorTheme'],
    notes: me.notes ?? '',
    notificationsEnabled: me.notificationsEnabled,
    emailNotifications: me.emailNotifications,
    smsNotifications: me.smsNotifications,
  };
}

/**
 * Only what differs from the stored profile, after the notification rules have switched off what
 * can no longer be on (email and SMS need notifications, SMS needs a phone).
 */
export function profileChanges(me: CurrentEmployee, values: ProfileFormValues): UpdateEmployee {
  const next = settleNotificationSwitches({
    phone: values.phone ?? null,
    colorTheme: values.colorTheme,
    notes: values.notes ?? null,
    notificationsEnabled: values.notificationsEnabled,
    emailNotifications: values.emailNotifications,
    smsNotifications: values.smsNotifications,
  });
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    if (value !== me[field as keyof typeof next]) changes[field] = value;
  }
  return changes as UpdateEmployee;
}
