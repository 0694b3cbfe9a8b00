import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeType } from '../../shared/domain/employee-type.ts';
import { questions } from '../db/schema.ts';
import { insertWorkOrder, signedIn } from '../test/fixtures.ts';
import { createTestApp, insertEmployee, loginAs, type TestApp } from '../test/test-app.ts';

type Caller = { id: number; email: string };
type Call = { url: string; payload?: unknown; headers?: Record<string, string> };
type Case = {
  route: string;
  label?: string;
  allowed: EmployeeType[];
  call: (caller: Caller) => Promise<Call>;
};

const ALL: EmployeeType[] = ['plumber', 'office', 'admin', 'management'];
const SUPERVISORS: EmployeeType[] = ['office', 'admin', 'management'];
const ADMINISTRATORS: EmployeeType[] = ['admin', 'management'];

let t: TestApp;
let seq = 0;
const next = () => ++seq;
const order = async (fields: Parameters<typeof insertWorkOrder>[1] = {}) =>
  (await insertWorkOrder(t.database, fields)).id;
const someone = async () => (await insertEmployee(t.database, { employeeType: 'plumber' })).id;

/** PRODUCT "Roles", one row per route (and per rule where one route has several). */
const CASES: Case[] = [
  { route: 'GET /api/work-orders', allowed: ALL, call: async () => ({ url: '/api/work-orders?limit=5' }) },
  {
    route: 'GET /api/work-orders/on-hold',
    allowed: ALL,
    call: async () => ({ url: '/api/work-orders/on-hold' }),
  },
  {
    route: 'GET /api/work-orders-need-follow-up',
    allowed: ALL,
    call: async () => ({ url: '/api/work-orders-need-follow-up' }),
  },
  {
    route: 'GET /api/work-orders/{id}',
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}` }),
  },
  {
    route: 'POST /api/work-orders',
    allowed: ALL,
    call: async () => ({
      url: '/api/work-orders',
      payload: { workOrderId: `RM${next()}`, title: 'Leak', description: 'Drip', type: 'task' },
    }),
  },
  {
    route: 'PATCH /api/work-orders/{id}',
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}`, payload: { notes: 'Gate code 1234' } }),
  },
  {
    route: 'PATCH /api/work-orders/{id}',
    label: 'complete',
    allowed: SUPERVISORS,
    call: async () => ({ url: `/api/work-orders/${await order()}`, payload: { status: 'completed' } }),
  },
  {
    route: 'PATCH /api/work-orders/{id}',
    label: 'reopen',
    allowed: SUPERVISORS,
    call: async () => ({
      url: `/api/work-orders/${await order({ status: 'completed' })}`,
      payload: { status: 'open' },
    }),
  },
  {
    route: 'DELETE /api/work-orders/{id}',
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}` }),
  },
  {
    route: 'DELETE /api/work-orders/{id}',
    label: 'paused job',
    allowed: SUPERVISORS,
    call: async () => ({ url: `/api/work-orders/${await order({ status: 'on-hold' })}` }),
  },
  {
    route: 'POST /api/paused-jobs',
    allowed: ALL,
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
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}/comments` }),
  },
  {
    route: 'POST /api/work-orders/{id}/comments',
    allowed: ALL,
    call: async () => ({
      url: `/api/work-orders/${await order()}/comments`,
      payload: { content: 'On my way', type: 'note' },
    }),
  },
  {
    route: 'GET /api/work-orders/{id}/questions',
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}/questions` }),
  },
  {
    route: 'POST /api/work-orders/{id}/questions',
    allowed: ALL,
    call: async () => ({
      url: `/api/work-orders/${await order()}/questions`,
      payload: { question: 'Is there parking on site?' },
    }),
  },
  {
    route: 'PATCH /api/work-orders/{id}/questions/{questionId}',
    allowed: ALL,
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
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}/assignments` }),
  },
  {
    route: 'GET /api/work-orders/{id}/assigned-employees',
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}/assigned-employees` }),
  },
  {
    route: 'POST /api/work-orders/{id}/assign',
    allowed: ALL,
    call: async () => ({
      url: `/api/work-orders/${await order()}/assign`,
      payload: { employeeId: await someone() },
    }),
  },
  {
    route: 'POST /api/work-orders/{id}/unassign',
    allowed: ALL,
    call: async () => ({
      url: `/api/work-orders/${await order()}/unassign`,
      payload: { employeeId: await someone() },
    }),
  },
  {
    route: 'GET /api/work-orders/{id}/attachments',
    allowed: ALL,
    call: async () => ({ url: `/api/work-orders/${await order()}/attachments` }),
  },
  {
    route: 'POST /api/attachments',
    allowed: ALL,
    call: async () => ({ url: '/api/attachments', payload: {} }),
  },
  {
    route: 'DELETE /api/attachments/{id}',
    allowed: ALL,
    call: async () => ({ url: '/api/attachments/999999' }),
  },
  {
    route: 'GET /api/attachments/{id}/file',
    allowed: ALL,
    call: async () => ({ url: '/api/attachments/999999/file' }),
  },
  {
    route: 'GET /api/work-orders/{id}/activity',
    allowed: ADMINISTRATORS,
    call: async () => ({ url: `/api/work-orders/${await order()}/activity` }),
  },
  { route: 'GET /api/activity', allowed: ADMINISTRATORS, call: async () => ({ url: '/api/activity' }) },
  { route: 'GET /api/employees', allowed: ALL, call: async () => ({ url: '/api/employees' }) },
  {
    route: 'PATCH /api/employees/{id}',
    label: 'own profile',
    allowed: ALL,
    call: async (caller) => ({ url: `/api/employees/${caller.id}`, payload: { notes: 'Prefers mornings' } }),
  },
  {
    route: 'PATCH /api/employees/{id}',
    label: 'someone else',
    allowed: ADMINISTRATORS,
    call: async () => ({
      url: `/api/employees/${await someone()}`,
      payload: { notes: 'Knows the Hill district' },
    }),
  },
  {
    route: 'PATCH /api/employees/{id}/status',
    allowed: ['management'],
    call: async () => ({ url: `/api/employees/${await someone()}/status`, payload: { isActive: false } }),
  },
  {
    route: 'POST /api/employees',
    allowed: ADMINISTRATORS,
    call: async () => ({
      url: '/api/employees',
      payload: { name: 'New Hire', email: `hire${next()}@test.plumbing`, employeeType: 'plumber' },
    }),
  },
  {
    route: 'POST /api/employees/{id}/reset-password',
    allowed: ADMINISTRATORS,
    call: async () => ({ url: `/api/employees/${await someone()}/reset-password`, payload: {} }),
  },
  {
    route: 'POST /api/auth/change-password',
    allowed: ALL,
    call: async () => ({
      url: '/api/auth/change-password',
      payload: {
        currentPassword: 'not-it-at-all',
        newPassword: 'a-new-long-password',
        confirmPassword: 'a-new-long-password',
      },
    }),
  },
  { route: 'GET /api/auth/me', allowed: ALL, call: async () => ({ url: '/api/auth/me' }) },
  {
    route: 'POST /api/auth/logout',
    allowed: ALL,
    // Its own session, so signing out does not sign the caller out of the other cases.
    call: async (caller) => ({
      url: '/api/auth/logout',
      headers: { 'x-auth-token': (await loginAs(t.app, caller.email)).token },
    }),
  },
  { route: 'GET /api/dashboard/stats', allowed: ALL, call: async () => ({ url: '/api/dashboard/stats' }) },
  {
    route: 'GET /api/dashboard/priority-work-orders',
    allowed: ALL,
    call: async () => ({ url: '/api/dashboard/priority-work-orders' }),
  },
  {
    route: 'GET /api/dashboard/recent-work-orders',
    allowed: ALL,
    call: async () => ({ url: '/api/dashboard/recent-work-orders' }),
  },
  {
    route: 'GET /api/dashboard/employee-stats',
    allowed: ALL,
    call: async () => ({ url: '/api/dashboard/employee-stats?period=week' }),
  },
  { route: 'GET /api/notifications', allowed: ALL, call: async () => ({ url: '/api/notifications' }) },
  {
    route: 'GET /api/notifications/unread-count',
    allowed: ALL,
    call: async () => ({ url: '/api/notifications/unread-count' }),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    allowed: ALL,
    call: async () => ({ url: '/api/notifications/999999/read', payload: {} }),
  },
  {
    route: 'POST /api/notifications/read-all',
    allowed: ALL,
    call: async () => ({ url: '/api/notifications/read-all', payload: {} }),
  },
  {
    route: 'POST /api/support',
    allowed: ALL,
    call: async () => ({
      url: '/api/support',
      payload: { subject: 'Printer', message: 'The dispatch printer is jammed again.' },
    }),
  },
  { route: 'GET /api/support/contact', allowed: ALL, call: async () => ({ url: '/api/support/contact' }) },
];

type OpenApiDocument = { paths: Record<string, Record<string, { security?: unknown[] }>> };
let callers: Record<EmployeeType, Caller & { headers: Record<string, string> }>;

beforeAll(async () => {
  t = await createTestApp({ dataDir: '.test-data/role-matrix' });
  const entries = await Promise.all(
    ALL.map(async (type) => {
      const { employee, headers } = await signedIn(t, type);
      return [type, { id: employee.id, email: employee.email, headers }] as const;
    }),
  );
  callers = Object.fromEntries(entries) as unknown as typeof callers;
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
    it(`${name}: anonymous 401, then ${testCase.allowed.join('/')} allowed`, async () => {
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
        if (testCase.allowed.includes(type)) {
          expect([401, 403], outcome).not.toContain(response.statusCode);
          expect(response.statusCode, outcome).toBeLessThan(500);
        } else {
          expect(response.statusCode, outcome).toBe(403);
        }
      }
    });
  }
});
