import { insertEmployee, loginAs, TEST_PASSWORD } from '#tooling/test-server/test-app.ts';
import {
  anonymous,
  asEmployee,
  type Builders,
  firstPage,
  type TestServer,
} from './hostile-input-valid-request.ts';

/** Valid requests of hostile-input.test.ts: the portal, accounts, employees, notifications, support. */

/** A new employee signed in through the real endpoint. */
async function freshSession(t: TestServer) {
  const employee = await insertEmployee(t.database, { employeeType: 'office' });
  const { token } = await loginAs(t.app, employee.email);
  return { employee, headers: { 'x-auth-token': token } };
}

/** Support mail is limited to 10 an hour per sender, so senders take turns. */
let supportSender: { headers: Record<string, string>; sent: number } | undefined;

/** The change-password run's own account: its password moves on each time a change succeeds. */
const passwordAccount = {
  email: '',
  password: TEST_PASSWORD,
  headers: undefined as Record<string, string> | undefined,
};
/** Forgets the accounts above: a worker may run this file once per engine, each on its own database. */
export function resetValidRequests(): void {
  supportSender = undefined;
  Object.assign(passwordAccount, { email: '', password: TEST_PASSWORD, headers: undefined });
}

export function passwordChanged(succeeded: boolean, newPassword: unknown): void {
  if (succeeded && typeof newPassword === 'string') {
    passwordAccount.password = newPassword;
    passwordAccount.headers = undefined;
  }
}

export const ACCOUNT_REQUESTS: Builders = {
  'GET /api/health': async () => anonymous(),
  'GET /api/ready': async () => anonymous(),
  'GET /api/auth/portal-info': async () => anonymous(),
  'GET /api/auth/demo-accounts': async () => anonymous(),
  'GET /api/auth/me': async (c) => asEmployee(c),
  'POST /api/auth/login': async (c, t) => {
    const employee = await insertEmployee(t.database, {
      employeeType: c.role === 'admin' ? 'admin' : 'plumber',
    });
    return { ...anonymous(), body: { email: employee.email, password: TEST_PASSWORD, stayLoggedIn: false } };
  },
  'POST /api/auth/logout': async (_c, t) => ({ ...anonymous(), headers: (await freshSession(t)).headers }),
  'POST /api/auth/change-password': async (c, t) => {
    if (!passwordAccount.email) {
      passwordAccount.email = (await insertEmployee(t.database, { employeeType: 'office' })).email;
    }
    passwordAccount.headers ??= {
      'x-auth-token': (await loginAs(t.app, passwordAccount.email, { password: passwordAccount.password }))
        .token,
    };
    const next = `hostile-input-password-${c.fresh()}`;
    return {
      ...anonymous(),
      headers: passwordAccount.headers,
      body: { currentPassword: passwordAccount.password, newPassword: next, confirmPassword: next },
    };
  },
  'GET /api/employees': async (c) =>
    asEmployee(c, { query: { ...firstPage(), search: 'Test', type: 'plumber', active: 'true' } }),
  'POST /api/employees': async (c) =>
    asEmployee(c, {
      body: {
        name: 'Nadia New',
        email: `hostile.${c.fresh()}@test.plumbing`,
        employeeType: 'office',
        phone: '(555) 201-3344',
        title: 'Dispatcher',
      },
    }),
  'PATCH /api/employees/{id}': async (c) =>
    asEmployee(c, {
      // A plumber may change only themselves.
      path: { id: String(c.role === 'admin' ? c.colleagueId : c.employeeId) },
      body: { notes: 'Prefers morning calls' },
    }),
  'PATCH /api/employees/{id}/status': async (c) =>
    asEmployee(c, { path: { id: String(c.colleagueId) }, body: { isActive: true } }),
  'POST /api/employees/{id}/reset-password': async (c) =>
    asEmployee(c, { path: { id: String(c.colleagueId) } }),
  'GET /api/notifications': async (c) => asEmployee(c, { query: { ...firstPage(), unread: 'true' } }),
  'GET /api/notifications/unread-count': async (c) => asEmployee(c),
  'GET /api/events': async (c) => asEmployee(c, { headers: { ...c.headers, 'last-event-id': '1' } }),
  'POST /api/notifications/read-all': async (c) => asEmployee(c),
  'POST /api/notifications/{id}/read': async (c) => asEmployee(c, { path: { id: String(c.notificationId) } }),
  'POST /api/support': async (_c, t) => {
    if (!supportSender || supportSender.sent >= 9) supportSender = { ...(await freshSession(t)), sent: 0 };
    supportSender.sent += 1;
    return {
      ...anonymous(),
      headers: supportSender.headers,
      body: { subject: 'Printer jam', message: 'The office printer jams on every page.' },
    };
  },
  'GET /api/support/contact': async (c) => asEmployee(c),
};
