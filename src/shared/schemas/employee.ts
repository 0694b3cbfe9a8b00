import { z } from 'zod';
import { COLOR_THEMES, EMPLOYEE_TYPES } from '../domain/employee-type.ts';

export const EmployeeTypeSchema = z.enum(EMPLOYEE_TYPES);
export const ColorThemeSchema = z.enum(COLOR_THEMES);
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
