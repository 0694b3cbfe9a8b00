import type { CurrentEmployee, Employee } from '#shared/schemas/employee.ts';
import type { employees } from '../db/schema.ts';

export type EmployeeRow = typeof employees.$inferSelect;

/** The public shape of an employee; never the password hash. */
export function toEmployee(row: EmployeeRow): Employee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    employeeType: row.employeeType as Employee['employeeType'],
    title: row.title,
    photo: row.photo,
    color: row.color,
    colorTheme: row.colorTheme,
    notes: row.notes,
    isActive: row.isActive,
    notificationsEnabled: row.notificationsEnabled,
    emailNotifications: row.emailNotifications,
    smsNotifications: row.smsNotifications,
  };
}

/** The signed-in employee sees their own settings too. */
export function toCurrentEmployee(row: EmployeeRow): CurrentEmployee {
  return {
    ...toEmployee(row),
    workOrderUpdateNotifications: row.workOrderUpdateNotifications,
    assignmentNotifications: row.assignmentNotifications,
    themePreference: row.themePreference as CurrentEmployee['themePreference'],
    compactView: row.compactView,
    autoRefresh: row.autoRefresh,
    mustChangePassword: row.mustChangePassword,
  };
}
