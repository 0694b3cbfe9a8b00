import {
  DemoAccountSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
} from '#shared/schemas/auth.ts';
import { EmployeeStatsSchema } from '#shared/schemas/dashboard.ts';
import {
  CreateEmployeeSchema,
  CurrentEmployeeSchema,
  EmployeeListQuerySchema,
  EmployeeSchema,
  EmployeeWithTemporaryPasswordSchema,
} from '#shared/schemas/employee.ts';
import { UpdateEmployeeSchema, UpdateEmployeeStatusSchema } from '#shared/schemas/employee-update.ts';
import {
  MarkAllReadResponseSchema,
  NotificationActorSchema,
  NotificationListQuerySchema,
  NotificationSchema,
  UnreadCountSchema,
} from '#shared/schemas/notification.ts';
import { ChangePasswordResponseSchema, ChangePasswordSchema } from '#shared/schemas/password.ts';
import { describeFields } from './describe-fields.ts';

/** The words for employees, sign-in and notifications (docs/glossary.md). */

const ROLE = 'The role, which decides what the employee may do: plumber, office, admin or management';
const TITLE_INPUT = 'Their job title; null or blank for none (admin and management only, on a change)';
const ACCOUNT = 'The account, with its own settings';
const SWITCH = (what: string) => `${what}; true or false`;

const OWN_SETTINGS = {
  phone: 'A phone number: digits with spaces, ( ) - . and a leading +; null or blank clears it',
  colorTheme: 'The avatar colour',
  notes: 'Free notes about the employee; null or blank clears them',
  notificationsEnabled: SWITCH('Whether the employee gets notifications at all'),
  emailNotifications: SWITCH('Whether notifications are also emailed (needs notificationsEnabled)'),
  smsNotifications: SWITCH('Whether notifications are also texted (needs notificationsEnabled and a phone)'),
  workOrderUpdateNotifications: SWITCH('Whether changes to their jobs notify the employee'),
  assignmentNotifications: SWITCH('Whether being put on a job notifies the employee'),
  themePreference: 'light, dark, or system (follow the device)',
  compactView: SWITCH('Whether lists show compact rows'),
  autoRefresh: SWITCH('Whether screens refresh on their own'),
};

export const PEOPLE_FIELDS = [
  describeFields(EmployeeSchema, {
    id: 'The employee id (the database key), as in /api/employees/{id}',
    name: "The employee's name",
    email: 'The email address they sign in with',
    phone: 'Their phone number; null when none',
    employeeType: ROLE,
    title: 'Their job title; null when none',
    photo: 'Their photo; null when none',
    color: 'A colour of their own; null when none',
    colorTheme: 'Their avatar colour',
    notes: 'Free notes about the employee; null when none',
    isActive: 'Whether the account may sign in and be put on jobs',
    notificationsEnabled: OWN_SETTINGS.notificationsEnabled,
    emailNotifications: OWN_SETTINGS.emailNotifications,
    smsNotifications: OWN_SETTINGS.smsNotifications,
  }),
  describeFields(CurrentEmployeeSchema, {
    workOrderUpdateNotifications: OWN_SETTINGS.workOrderUpdateNotifications,
    assignmentNotifications: OWN_SETTINGS.assignmentNotifications,
    themePreference: OWN_SETTINGS.themePreference,
    compactView: OWN_SETTINGS.compactView,
    autoRefresh: OWN_SETTINGS.autoRefresh,
    mustChangePassword: 'Whether the account signed in with a temporary password and must change it first',
  }),
  describeFields(CreateEmployeeSchema, {
    name: 'Their name (required), at most 100 characters',
    employeeType: ROLE,
    phone: OWN_SETTINGS.phone,
    title: TITLE_INPUT,
  }),
  describeFields(EmployeeListQuerySchema, {
    search: 'Only employees whose name, email, phone (also by its digits) or role contains this text',
    type: 'Only employees of this role',
    active: 'true: only active accounts; false: only inactive ones',
  }),
  describeFields(EmployeeWithTemporaryPasswordSchema, {
    employee: ACCOUNT,
    temporaryPassword: 'The password to hand over, shown this once; it must be changed at first sign-in',
  }),
  describeFields(UpdateEmployeeSchema, {
    ...OWN_SETTINGS,
    name: 'Their name; admin and management only',
    email: 'The email address they sign in with; admin and management only',
    employeeType: `${ROLE}; admin and management only`,
    title: TITLE_INPUT,
  }),
  describeFields(UpdateEmployeeStatusSchema, {
    isActive: 'true: the account may sign in; false: it may not (deactivated)',
  }),
  describeFields(LoginRequestSchema, {
    password: 'The password, as typed',
    stayLoggedIn: 'Whether the session lasts longer than a normal one',
  }),
  describeFields(LoginResponseSchema, {
    token: 'The session token: send it in the session header with every request',
    employee: ACCOUNT,
    expiresAt: 'When the session ends',
  }),
  describeFields(LogoutResponseSchema, { message: 'What happened, in words' }),
  describeFields(DemoAccountSchema, {
    name: "The demo account's name",
    email: 'Its email address',
    password: 'Its password',
    employeeType: ROLE,
  }),
  describeFields(ChangePasswordSchema, {
    currentPassword: 'The password now',
    newPassword: 'The new password: 10 to 200 characters, not the current one',
    confirmPassword: 'The new password again',
  }),
  describeFields(ChangePasswordResponseSchema, { message: 'What happened, in words' }),
  describeFields(EmployeeStatsSchema, {
    id: 'The employee id',
    name: "The employee's name",
    title: 'Their job title; null when none',
    employeeType: 'Their role',
    workload: 'How much work they are on, for the workload card',
  }),
  describeFields(NotificationSchema, {
    id: 'The notification id, as in /api/notifications/{id}',
    type: 'What caused it: assignment, comment, status, paused-job, admin-note or support',
    title: 'Its heading',
    message: 'Its text',
    workOrderId: 'The database key (id) of the work order it is about, for its link; a number, not the job #',
    actor: 'Who caused it; null for no one or an account that is gone',
    read: 'Whether it has been read',
    readAt: 'When it was read; null while unread',
    createdAt: 'When it was made',
  }),
  describeFields(NotificationActorSchema, { id: 'The employee id', name: "The employee's name" }),
  describeFields(NotificationListQuerySchema, { unread: 'true or 1: only unread notifications' }),
  describeFields(UnreadCountSchema, { count: 'How many of your notifications are unread' }),
  describeFields(MarkAllReadResponseSchema, { updated: 'How many notifications were marked read' }),
];
