import type { OperationDoc } from './operation-doc.ts';

/** OPERATION_DOCS (operation-docs.ts) of the portal itself, accounts, employees and what is around the work. */

export const PORTAL_OPERATION_DOCS: Record<string, OperationDoc> = {
  'GET /api/health': { operationId: 'getHealth', summary: 'Whether the server and its database answer' },
  'GET /api/ready': {
    operationId: 'getReadiness',
    summary: 'Whether this server may take work: its database answers with current migrations',
  },

  // 401 wrong email or password, 403 inactive account, 429 also from the sign-in throttle (ADR 030).
  'POST /api/auth/login': { operationId: 'login', summary: 'Sign in', errors: [401, 403, 429] },
  'POST /api/auth/logout': { operationId: 'logout', summary: 'Sign out: ends this session' },
  'GET /api/auth/me': {
    operationId: 'getCurrentEmployee',
    summary: 'The signed-in employee and their settings',
  },
  'GET /api/auth/demo-accounts': {
    operationId: 'listDemoAccounts',
    summary: 'Demo sign-ins for the login page (empty unless the demo data is seeded)',
  },
  'GET /api/auth/portal-info': {
    operationId: 'getPortalInfo',
    summary: "The company's name for the login page",
  },
  // 429: too many wrong current passwords in a row (kept in the database).
  'POST /api/auth/change-password': {
    operationId: 'changePassword',
    summary: 'Change your own password; ends your other sessions',
    errors: [429],
  },

  'GET /api/employees': {
    operationId: 'listEmployees',
    summary: 'Employees, searched and filtered',
    totalCount: true,
  },
  // 409: the email is taken.
  'POST /api/employees': {
    operationId: 'createEmployee',
    summary: 'Create an account with a temporary password',
    errors: [409],
  },
  // 403: someone else's profile, or an administrator's field, without being an administrator;
  // 409: the email is taken, or it would leave no active management account.
  'PATCH /api/employees/:id': {
    operationId: 'updateEmployee',
    summary: 'Edit a profile and its settings',
    errors: [403, 409],
  },
  // 409: it would leave no active management account.
  'PATCH /api/employees/:id/status': {
    operationId: 'setEmployeeStatus',
    summary: 'Activate or deactivate an account (management)',
    errors: [409],
  },
  'POST /api/employees/:id/reset-password': {
    operationId: 'resetEmployeePassword',
    summary: "Give someone a new temporary password; ends that employee's sessions",
  },

  'GET /api/dashboard/stats': { operationId: 'getDashboardStats', summary: "The dashboard's counts" },
  'GET /api/dashboard/priority-work-orders': {
    operationId: 'listPriorityWorkOrders',
    summary: 'Urgent open work, most pressing first',
    totalCount: true,
  },
  'GET /api/dashboard/recent-work-orders': {
    operationId: 'listRecentWorkOrders',
    summary: 'Recently created or changed work orders',
    totalCount: true,
  },
  'GET /api/dashboard/employee-stats': {
    operationId: 'listEmployeeStats',
    summary: "Each employee's workload for a period",
  },

  'GET /api/events': {
    operationId: 'streamEvents',
    summary: 'Live updates: what changed, as Server-Sent Events',
  },

  'GET /api/notifications/unread-count': {
    operationId: 'countUnreadNotifications',
    summary: 'How many of your notifications are unread',
  },
  'GET /api/notifications': {
    operationId: 'listNotifications',
    summary: 'Your notifications, newest first',
    totalCount: true,
  },
  'POST /api/notifications/read-all': {
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all your notifications read',
  },
  'POST /api/notifications/:id/read': {
    operationId: 'markNotificationRead',
    summary: 'Mark one of your notifications read',
  },

  'POST /api/support': { operationId: 'sendSupportMessage', summary: 'Send a message to the administrators' },
  'GET /api/support/contact': {
    operationId: 'getSupportContact',
    summary: "Support's phone number and email",
  },

  'GET /api/activity': { operationId: 'listActivity', totalCount: true },
};
