import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './column-types.ts';

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    employeeType: text('employee_type').notNull(),
    title: text('title'),
    photo: text('photo'),
    color: text('color'),
    colorTheme: text('color_theme').notNull().default('blue'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(false),
    // Settings page preferences.
    workOrderUpdateNotifications: boolean('work_order_update_notifications').notNull().default(true),
    assignmentNotifications: boolean('assignment_notifications').notNull().default(true),
    themePreference: text('theme_preference').notNull().default('system'),
    compactView: boolean('compact_view').notNull().default(false),
    autoRefresh: boolean('auto_refresh').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    /** Set when an administrator issued a temporary password; cleared when the employee changes it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_email_lower_idx').on(sql`lower(${t.email})`),
    index('employees_type_active_idx').on(t.employeeType, t.isActive),
    check('employees_type_check', sql`${t.employeeType} in ('plumber', 'office', 'admin', 'management')`),
    check('employees_theme_pref_check', sql`${t.themePreference} in ('light', 'dark', 'system')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    stayLoggedIn: boolean('stay_logged_in').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId), index('sessions_expires_idx').on(t.expiresAt)],
);
