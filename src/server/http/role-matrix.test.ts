import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_TYPES, type EmployeeType } from '#shared/domain/employee-type.ts';
import { ROLE_PERMISSIONS, type RoleAction } from '#shared/domain/role-permissions.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { handBackForm, handBackInput } from '#tooling/test-server/hand-back-fixtures.ts';
import { createTestApp, insertEmployee, loginAs, type TestApp } from '#tooling/test-server/test-app.ts';
import { questions, visits } from '../db/schema.ts';

type Caller = { id: number; email: string; type: EmployeeType; headers: Record<string, string> };
type Call = { url: string; payload?: unknown; headers?: Record<string, string> };
type Case = {
  route: string;
  label?: string;
  /** The row of the role table (ADR 021) that decides who may. */
  action: RoleAction;
  /** A rule beside the table that refuses even the roles the row allows. */
  refusedForAll?: { status: Partial<Record<EmployeeType, number>> };
  call: (caller: Caller) => Promise<Call>;
};

const ALL: readonly EmployeeType[] = EMPLOYEE_TYPES;

let t: TestApp;
let seq = 0;
const next = () => ++seq;
const order = async (fields: Parameters<typeof insertWorkOrder>[1] = {}) =>
  (await insertWorkOrder(t.database, fields)).id;
/** A visit with `employeeId` as its lead, written straight to the tables. */
const visitOf = async (employeeId: number) => {
  const day = `2027-01-${String(1 + (next() % 28)).padStart(2, '0')}`;
  const [visit] = await t.database.db
    .insert(visits)
    .values({
      workOrderId: await order(),
      startsAt: new Date(`${day}T14:00:00Z`),
      endsAt: new Date(`${day}T14:05:00Z`),
      windowStart: new Date(`${day}T14:00:00Z`),
      windowEnd: new Date(`${day}T16:00:00Z`),
    })
    .returning({ id: visits.id });
  await t.database.db.execute(
    sql`insert into visit_technicians (visit_id, employee_id, role, during, holds_time)
      values (${visit?.id}, ${employeeId}, 'lead', tstzrange(${`${day}T14:00:00Z`}::timestamptz, ${`${day}T14:05:00Z`}::timestamptz), false)`,
  );
  return visit?.id;
};
const someone = async (employeeType: EmployeeType = 'plumber') =>
  (await insertEmployee(t.database, { employeeType })).id;

/** Every route, as every role: one row per route (and per rule where one route has several). */
const CASES: Case[] = [
  {
    route: 'GET /api/work-orders',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/work-orders?limit=5' }),
  },
  {
    route: 'GET /api/work-orders/on-hold',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/work-orders/on-hold' }),
  },
  {
    route: 'GET /api/work-orders-need-follow-up',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/work-orders-need-follow-up' }),
  },
  {
    route: 'GET /api/work-orders/{id}',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}` }),
  },
  {
    route: 'POST /api/work-orders',
    action: 'work-orders:edit',
    call: async () => ({
      url: '/api/work-orders',
      payload: { workOrderId: `RM${next()}`, title: 'Leak', description: 'Drip', type: 'task' },
    }),
  },
  {
    route: 'PATCH /api/work-orders/{id}',
    action: 'work-orders:edit',
    call: async () => ({ url: `/api/work-orders/${await order()}`, payload: { notes: 'Gate code 1234' } }),
  },
  {
    route: 'PATCH /api/work-orders/{id}',
    label: 'complete',
    action: 'work-orders:complete',
    call: async () => ({ url: `/api/work-orders/${await order()}`, payload: { status: 'completed' } }),
  },
  {
    route: 'PATCH /api/work-orders/{id}',
    label: 'reopen',
    action: 'work-orders:complete',
    call: async () => ({
      url: `/api/work-orders/${await order({ status: 'completed' })}`,
      payload: { status: 'open' },
    }),
  },
  {
    route: 'DELETE /api/work-orders/{id}',
    action: 'work-orders:delete-task',
    call: async () => ({ url: `/api/work-orders/${await order()}` }),
  },
  {
    route: 'DELETE /api/work-orders/{id}',
    label: 'paused job',
    action: 'work-orders:delete-paused-job',
    call: async () => ({ url: `/api/work-orders/${await order({ status: 'on-hold' })}` }),
  },
  {
    route: 'GET /api/deleted-work-orders',
    action: 'work-orders:restore-deleted',
    call: async () => ({ url: '/api/deleted-work-orders?limit=5' }),
  },
  {
    route: 'POST /api/deleted-work-orders/{id}/restore',
    action: 'work-orders:restore-deleted',
    call: async () => ({
      url: `/api/deleted-work-orders/${await order({ deletedAt: new Date() })}/restore`,
      payload: {},
    }),
  },
  {
    route: 'POST /api/paused-jobs',
    action: 'paused-jobs:create',
    call: async () => ({
      url: '/api/paused-jobs',
      payload: {
        jobNumber: `J${next()}`,
        jobLastName: 'Lee',
        originalAppointmentDate: '2026-11-01',
        city: 'Quincy',
      },
    }),
  },
  {
    route: 'GET /api/work-orders/{id}/comments',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/comments` }),
  },
  {
    route: 'POST /api/work-orders/{id}/comments',
    action: 'work-orders:collaborate',
    call: async () => ({
      url: `/api/work-orders/${await order()}/comments`,
      payload: { content: 'On my way', type: 'note' },
    }),
  },
  {
    route: 'GET /api/work-orders/{id}/questions',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/questions` }),
  },
  {
    route: 'POST /api/work-orders/{id}/questions',
    action: 'work-orders:collaborate',
    call: async () => ({
      url: `/api/work-orders/${await order()}/questions`,
      payload: { question: 'Is there parking on site?' },
    }),
  },
  {
    route: 'PATCH /api/work-orders/{id}/questions/{questionId}',
    action: 'work-orders:collaborate',
    call: async () => {
      const workOrderId = await order();
      const [row] = await t.database.db
        .insert(questions)
        .values({ workOrderId, question: 'Is there parking on site?' })
        .returning();
      return { url: `/api/work-orders/${workOrderId}/questions/${row?.id}`, payload: { answer: 'Driveway' } };
    },
  },
  {
    route: 'GET /api/work-orders/{id}/assignments',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/assignments` }),
  },
  {
    route: 'GET /api/work-orders/{id}/assigned-employees',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/assigned-employees` }),
  },
  {
    route: 'POST /api/work-orders/{id}/assign',
    action: 'work-orders:collaborate',
    call: async () => ({
      url: `/api/work-orders/${await order()}/assign`,
      payload: { employeeId: await someone() },
    }),
  },
  {
    route: 'POST /api/work-orders/{id}/unassign',
    action: 'work-orders:collaborate',
    call: async () => ({
      url: `/api/work-orders/${await order()}/unassign`,
      payload: { employeeId: await someone() },
    }),
  },
  {
    route: 'GET /api/work-orders/{id}/attachments',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/attachments` }),
  },
  {
    route: 'POST /api/attachments',
    action: 'work-orders:collaborate',
    call: async () => ({ url: '/api/attachments', payload: {} }),
  },
  {
    route: 'DELETE /api/attachments/{id}',
    action: 'work-orders:collaborate',
    call: async () => ({ url: '/api/attachments/999999' }),
  },
  {
    route: 'GET /api/attachments/{id}/file',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/attachments/999999/file' }),
  },
  {
    route: 'GET /api/work-orders/{id}/activity',
    action: 'activity:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/activity` }),
  },
  { route: 'GET /api/activity', action: 'activity:read', call: async () => ({ url: '/api/activity' }) },
  { route: 'GET /api/employees', action: 'employees:read', call: async () => ({ url: '/api/employees' }) },
  {
    route: 'PATCH /api/employees/{id}',
    label: 'own profile',
    action: 'employees:edit-own-profile',
    call: async (caller) => ({ url: `/api/employees/${caller.id}`, payload: { notes: 'Prefers mornings' } }),
  },
  {
    route: 'PATCH /api/employees/{id}',
    label: 'someone else',
    action: 'employees:administer',
    call: async () => ({
      url: `/api/employees/${await someone()}`,
      payload: { notes: 'Knows the Hill district' },
    }),
  },
  {
    route: 'PATCH /api/employees/{id}/status',
    action: 'employees:set-active',
    call: async () => ({ url: `/api/employees/${await someone()}/status`, payload: { isActive: false } }),
  },
  {
    route: 'POST /api/employees',
    action: 'employees:administer',
    call: async () => ({
      url: '/api/employees',
      payload: { name: 'New Hire', email: `hire${next()}@test.plumbing`, employeeType: 'plumber' },
    }),
  },
  {
    route: 'POST /api/employees/{id}/reset-password',
    action: 'employees:administer',
    call: async () => ({ url: `/api/employees/${await someone()}/reset-password`, payload: {} }),
  },
  {
    route: 'POST /api/auth/change-password',
    action: 'account:own',
    call: async () => ({
      url: '/api/auth/change-password',
      payload: {
        currentPassword: 'not-it-at-all',
        newPassword: 'a-new-long-password',
        confirmPassword: 'a-new-long-password',
      },
    }),
  },
  { route: 'GET /api/auth/me', action: 'account:own', call: async () => ({ url: '/api/auth/me' }) },
  {
    route: 'POST /api/auth/logout',
    action: 'account:own',
    // Its own session, so signing out does not sign the caller out of the other cases.
    call: async (caller) => ({
      url: '/api/auth/logout',
      headers: { 'x-auth-token': (await loginAs(t.app, caller.email)).token },
    }),
  },
  {
    route: 'GET /api/dashboard/stats',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/dashboard/stats' }),
  },
  {
    route: 'GET /api/dashboard/priority-work-orders',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/dashboard/priority-work-orders' }),
  },
  {
    route: 'GET /api/dashboard/recent-work-orders',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/dashboard/recent-work-orders' }),
  },
  {
    route: 'GET /api/dashboard/employee-stats',
    action: 'work-orders:read',
    call: async () => ({ url: '/api/dashboard/employee-stats?period=week' }),
  },
  {
    route: 'GET /api/notifications',
    action: 'account:own',
    call: async () => ({ url: '/api/notifications' }),
  },
  {
    route: 'GET /api/events',
    action: 'account:own',
    call: async () => ({ url: '/api/events' }),
  },
  {
    route: 'GET /api/notifications/unread-count',
    action: 'account:own',
    call: async () => ({ url: '/api/notifications/unread-count' }),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    action: 'account:own',
    call: async () => ({ url: '/api/notifications/999999/read', payload: {} }),
  },
  {
    route: 'POST /api/notifications/read-all',
    action: 'account:own',
    call: async () => ({ url: '/api/notifications/read-all', payload: {} }),
  },
  {
    route: 'POST /api/support',
    action: 'account:own',
    call: async () => ({
      url: '/api/support',
      payload: { subject: 'Printer', message: 'The dispatch printer is jammed again.' },
    }),
  },
  {
    route: 'GET /api/support/contact',
    action: 'account:own',
    call: async () => ({ url: '/api/support/contact' }),
  },
  {
    route: 'GET /api/visits',
    action: 'schedule:read',
    call: async () => ({ url: '/api/visits?from=2026-12-07T00:00:00Z&to=2026-12-08T00:00:00Z' }),
  },
  {
    route: 'POST /api/visits',
    action: 'schedule:plan',
    call: async () => ({
      url: '/api/visits',
      payload: {
        workOrderId: await order(),
        startsAt: '2026-12-07T14:00:00Z',
        endsAt: '2026-12-07T16:00:00Z',
      },
    }),
  },
  {
    route: 'POST /api/visits/customer-message-preview',
    action: 'schedule:plan',
    call: async () => ({
      url: '/api/visits/customer-message-preview',
      payload: {
        workOrderId: await order(),
        event: 'scheduled',
        windowStart: '2026-12-07T14:00:00Z',
        windowEnd: '2026-12-07T16:00:00Z',
      },
    }),
  },
  {
    route: 'PATCH /api/visits/{id}',
    action: 'schedule:plan',
    call: async (caller) => ({
      url: `/api/visits/${await visitOf(caller.id)}`,
      payload: { version: 1, note: 'Gate 4' },
    }),
  },
  {
    route: 'POST /api/visits/{id}/status',
    label: 'a visit the caller is on',
    action: 'visits:set-status',
    call: async (caller) => ({
      url: `/api/visits/${await visitOf(caller.id)}/status`,
      payload: { status: 'on-the-way' },
    }),
  },
  {
    route: 'POST /api/visits/{id}/hand-back',
    label: 'a visit the caller is on',
    action: 'visits:set-status',
    call: async (caller) => {
      const form = await handBackForm(
        handBackInput({ signOff: { kind: 'customer-not-present', reason: 'Tenant away' } }),
      );
      return {
        url: `/api/visits/${await visitOf(caller.id)}/hand-back`,
        payload: form.payload,
        headers: { ...caller.headers, 'content-type': form.contentType, 'idempotency-key': `hb-${next()}` },
      };
    },
  },
  {
    route: 'GET /api/visits/{id}/hand-back',
    action: 'schedule:read',
    call: async (caller) => ({ url: `/api/visits/${await visitOf(caller.id)}/hand-back` }),
  },
  {
    route: 'GET /api/work-orders/{id}/hand-backs',
    action: 'work-orders:read',
    call: async () => ({ url: `/api/work-orders/${await order()}/hand-backs` }),
  },
  {
    route: 'POST /api/hand-backs/{id}/review',
    action: 'hand-backs:review',
    call: async () => ({ url: `/api/hand-backs/${next() + 900_000}/review`, payload: { version: 1 } }),
  },
  {
    route: 'POST /api/hand-backs/{id}/reopen',
    action: 'hand-backs:reopen',
    call: async () => ({
      url: `/api/hand-backs/${next() + 900_000}/reopen`,
      payload: { version: 1, reason: 'Parts list was wrong' },
    }),
  },
  {
    route: 'GET /api/hand-back-rules',
    action: 'schedule:read',
    call: async () => ({ url: '/api/hand-back-rules' }),
  },
  {
    route: 'PUT /api/hand-back-rules/{type}',
    action: 'company-settings:edit',
    call: async () => ({
      url: '/api/hand-back-rules/task',
      payload: { requireSignature: false, requireAfterPhoto: false, requireParts: false },
    }),
  },
  // Rules of ADR 021 that depend on the record, not only on the route.
  {
    route: 'DELETE /api/work-orders/{id}',
    label: 'paused job resumed a moment ago',
    action: 'work-orders:delete-paused-job',
    call: async (caller) => {
      const id = await order({ status: 'on-hold' });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/work-orders/${id}`,
        headers: caller.headers,
        payload: { status: 'open' },
      });
      return { url: `/api/work-orders/${id}` };
    },
  },
  {
    route: 'PATCH /api/employees/{id}',
    label: 'make someone Management',
    action: 'employees:administer-management',
    call: async () => ({ url: `/api/employees/${await someone()}`, payload: { employeeType: 'management' } }),
  },
  {
    route: 'PATCH /api/employees/{id}',
    label: 'a Management account',
    action: 'employees:administer-management',
    call: async () => ({ url: `/api/employees/${await someone('management')}`, payload: { notes: 'Owner' } }),
  },
  {
    route: 'POST /api/employees',
    label: 'a Management account',
    action: 'employees:administer-management',
    call: async () => ({
      url: '/api/employees',
      payload: { name: 'New Manager', email: `manager${next()}@test.plumbing`, employeeType: 'management' },
    }),
  },
  {
    route: 'POST /api/employees/{id}/reset-password',
    label: 'a Management account',
    action: 'employees:administer-management',
    call: async () => ({ url: `/api/employees/${await someone('management')}/reset-password`, payload: {} }),
  },
  // Last: on a server without these rules, the callers' own types would change under later cases.
  {
    route: 'PATCH /api/employees/{id}',
    label: 'own employee type',
    action: 'employees:administer',
    refusedForAll: { status: {} },
    call: async (caller) => ({
      url: `/api/employees/${caller.id}`,
      payload: { employeeType: caller.type === 'office' ? 'plumber' : 'office' },
    }),
  },
  {
    route: 'PATCH /api/employees/{id}/status',
    label: 'own account',
    action: 'employees:set-active',
    // The role guard answers the others; management meets the self rule (400, as before).
    refusedForAll: { status: { management: 400 } },
    call: async (caller) => ({ url: `/api/employees/${caller.id}/status`, payload: { isActive: false } }),
  },
  {
    route: 'GET /api/company-settings',
    action: 'schedule:read',
    call: async () => ({ url: '/api/company-settings' }),
  },
  {
    route: 'PUT /api/company-settings',
    action: 'company-settings:edit',
    call: async () => ({
      url: '/api/company-settings',
      payload: { version: 1, customerMessagesEnabled: false },
    }),
  },
  {
    route: 'GET /api/technician-schedules',
    action: 'schedule:read',
    call: async () => ({ url: '/api/technician-schedules' }),
  },
  {
    route: 'PUT /api/technician-schedules/{employeeId}',
    action: 'company-settings:edit',
    call: async () => ({
      url: `/api/technician-schedules/${await someone()}`,
      payload: {
        workDays: [1, 2, 3],
        workStart: '08:00',
        workEnd: '16:00',
        maxVisitsPerDay: 5,
        maxHoursPerDay: 7,
      },
    }),
  },
  {
    route: 'GET /api/time-off',
    action: 'schedule:read',
    call: async () => ({ url: '/api/time-off?from=2026-12-01T00:00:00Z&to=2026-12-08T00:00:00Z' }),
  },
  {
    route: 'POST /api/time-off',
    action: 'company-settings:edit',
    call: async () => ({
      url: '/api/time-off',
      payload: {
        employeeId: await someone(),
        startsAt: '2026-12-01T15:00:00Z',
        endsAt: '2026-12-01T23:00:00Z',
      },
    }),
  },
  {
    route: 'DELETE /api/time-off/{id}',
    action: 'company-settings:edit',
    call: async () => ({ url: `/api/time-off/${next() + 900_000}` }),
  },
  {
    route: 'GET /api/schedule/tray',
    action: 'schedule:read',
    call: async () => ({ url: '/api/schedule/tray?limit=5' }),
  },
];

type OpenApiDocument = { paths: Record<string, Record<string, { security?: unknown[] }>> };
let callers: Record<EmployeeType, Caller>;

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/role-matrix' });
  const entries = await Promise.all(
    ALL.map(async (type) => {
      const { employee, headers } = await signedIn(t, type);
      return [type, { id: employee.id, email: employee.email, type, headers }] as const;
    }),
  );
  callers = Object.fromEntries(entries) as unknown as typeof callers;
  // A second manager, so the one signed in is never the last (that rule has tests of its own).
  await someone('management');
});
afterAll(async () => {
  await t.close();
});

describe('role matrix', () => {
  it('covers every protected route of the OpenAPI document', () => {
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    const protectedRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.length !== 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(CASES.map((c) => c.route));
    expect(protectedRoutes.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const testCase of CASES) {
    const name = testCase.label ? `${testCase.route} (${testCase.label})` : testCase.route;
    const method = testCase.route.split(' ')[0] as 'GET';
    const allowed: readonly EmployeeType[] = testCase.refusedForAll ? [] : ROLE_PERMISSIONS[testCase.action];
    it(`${name}: anonymous 401, then ${allowed.join('/') || 'nobody'} allowed (${testCase.action})`, async () => {
      const anonymous = await testCase.call(callers.management);
      const refused = await t.app.inject({
        method,
        url: anonymous.url,
        payload: anonymous.payload as object,
      });
      expect(refused.statusCode).toBe(401);
      for (const type of ALL) {
        const call = await testCase.call(callers[type]);
        const response = await t.app.inject({
          method,
          url: call.url,
          payload: call.payload as object,
          headers: call.headers ?? callers[type].headers,
        });
        const outcome = `${type}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (allowed.includes(type)) {
          expect([401, 403], outcome).not.toContain(response.statusCode);
          expect(response.statusCode, outcome).toBeLessThan(500);
        } else {
          expect(response.statusCode, outcome).toBe(testCase.refusedForAll?.status[type] ?? 403);
        }
      }
    });
  }
});
