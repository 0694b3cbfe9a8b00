import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { insertWorkOrder } from '../test/fixtures.ts';
import * as sample from '../test/sample-files.ts';
import { insertEmployee, loginAs, TEST_PASSWORD } from '../test/test-app.ts';

/**
 * One valid request per operation of the API, for hostile-input.test.ts to change one thing of.
 * Builders run before each request, so a create gets a fresh job # and a delete a fresh record.
 */
export type ValidRequest = {
  path: Record<string, string>;
  query: Record<string, string>;
  /** A JSON body, or a multipart form (text fields plus one small PNG) when `multipart` is set. */
  body?: Record<string, unknown>;
  multipart?: boolean;
  /** The session to send; none for sign-in. */
  headers: Record<string, string>;
};

/** The signed-in employee a run sends its requests as, and the records its requests point at. */
export type RunContext = {
  role: 'admin' | 'plumber';
  headers: Record<string, string>;
  employeeId: number;
  /** Another active employee: the one edited, reset and assigned. */
  colleagueId: number;
  plumberId: number;
  orderId: number;
  jobNumber: string;
  questionId: number;
  attachmentId: number;
  notificationId: number;
  fresh: () => number;
};

type Builder = (
  context: RunContext,
  t: { app: FastifyInstance; database: Database },
) => Promise<ValidRequest>;

const session = (context: RunContext) => context.headers;
/** The three queued writes carry a fresh Idempotency-Key, as the phone's queue sends them (ADR 045). */
const keyed = (context: RunContext) => ({
  ...context.headers,
  'idempotency-key': `hostile-${context.role}-${context.fresh()}-${Date.now()}`,
});

/** A new employee signed in through the real endpoint. */
async function freshSession(t: { app: FastifyInstance; database: Database }) {
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

export const VALID_REQUESTS: Record<string, Builder> = {
  'GET /api/health': async () => ({ path: {}, query: {}, headers: {} }),
  'GET /api/ready': async () => ({ path: {}, query: {}, headers: {} }),
  'GET /api/auth/portal-info': async () => ({ path: {}, query: {}, headers: {} }),
  'GET /api/auth/demo-accounts': async () => ({ path: {}, query: {}, headers: {} }),
  'GET /api/auth/me': async (c) => ({ path: {}, query: {}, headers: session(c) }),
  'POST /api/auth/login': async (c, t) => {
    const employee = await insertEmployee(t.database, {
      employeeType: c.role === 'admin' ? 'admin' : 'plumber',
    });
    return {
      path: {},
      query: {},
      headers: {},
      body: { email: employee.email, password: TEST_PASSWORD, stayLoggedIn: false },
    };
  },
  'POST /api/auth/logout': async (_c, t) => ({
    path: {},
    query: {},
    headers: (await freshSession(t)).headers,
  }),
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
      path: {},
      query: {},
      headers: passwordAccount.headers,
      body: { currentPassword: passwordAccount.password, newPassword: next, confirmPassword: next },
    };
  },
  'GET /api/work-orders': async (c) => ({
    path: {},
    query: {
      limit: '5',
      offset: '0',
      search: 'job',
      status: 'open,on-hold',
      priority: 'normal',
      type: 'task',
      assignee: String(c.plumberId),
      sort: '-createdAt',
      lightweight: 'false',
    },
    headers: session(c),
  }),
  'GET /api/work-orders/on-hold': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'GET /api/work-orders-need-follow-up': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'GET /api/work-orders/{id}': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
  }),
  'POST /api/work-orders': async (c) => ({
    path: {},
    query: {},
    headers: session(c),
    body: {
      workOrderId: `H${c.fresh()}`,
      title: 'Leaking valve',
      description: 'Replace the valve under the sink',
      type: 'task',
      priority: 'normal',
      status: 'open',
      lastAppointmentDate: '2026-01-15',
      dueDate: '2026-12-01',
      assignedTech: c.plumberId,
      notes: 'Customer works nights',
    },
  }),
  'PATCH /api/work-orders/{id}': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    // If-Match: * holds for an order that exists, whatever its version now.
    headers: { ...keyed(c), 'if-match': '*' },
    body: { notes: 'Bring the long wrench' },
  }),
  'DELETE /api/work-orders/{id}': async (c, t) => ({
    path: { id: String((await insertWorkOrder(t.database, { workOrderId: `D${c.fresh()}` })).id) },
    query: {},
    headers: session(c),
  }),
  'GET /api/deleted-work-orders': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'POST /api/deleted-work-orders/{id}/restore': async (c, t) => ({
    path: {
      id: String(
        (await insertWorkOrder(t.database, { workOrderId: `R${c.fresh()}`, deletedAt: new Date() })).id,
      ),
    },
    query: {},
    headers: session(c),
  }),
  'POST /api/paused-jobs': async (c) => ({
    path: {},
    query: {},
    headers: session(c),
    body: {
      jobNumber: `PJ${c.fresh()}`,
      jobLastName: 'Garcia',
      originalAppointmentDate: '2026-11-02',
      city: 'Springfield',
      partTitle1: 'Cartridge',
      partOrdered1: '2026-11-03',
      preAuthAmount: '$120.00',
    },
  }),
  'GET /api/work-orders/{id}/activity': async (c) => ({
    path: { id: String(c.orderId) },
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'GET /api/activity': async (c) => ({
    path: {},
    query: {
      limit: '5',
      offset: '0',
      employeeId: String(c.employeeId),
      workOrderId: String(c.orderId),
      workOrder: c.jobNumber,
      action: 'updated',
      entityType: 'work_order',
      from: '2026-01-01',
      to: '2026-12-31T23:59:59Z',
    },
    headers: session(c),
  }),
  'GET /api/work-orders/{id}/assignments': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
  }),
  'GET /api/work-orders/{id}/assigned-employees': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
  }),
  'POST /api/work-orders/{id}/assign': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
    body: { employeeId: c.colleagueId },
  }),
  'POST /api/work-orders/{id}/unassign': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
    body: { employeeId: c.colleagueId },
  }),
  'GET /api/work-orders/{id}/attachments': async (c) => ({
    path: { id: String(c.orderId) },
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'POST /api/attachments': async (c) => ({
    path: {},
    query: {},
    headers: keyed(c),
    multipart: true,
    body: { workOrderId: String(c.orderId), description: 'Photo of the leak' },
  }),
  'GET /api/attachments/{id}/file': async (c) => ({
    path: { id: String(c.attachmentId) },
    query: { inline: '1' },
    headers: session(c),
  }),
  'DELETE /api/attachments/{id}': async (c, t) => ({
    path: { id: String(await uploadAttachment(t.app, c.headers, c.orderId)) },
    query: {},
    headers: session(c),
  }),
  'GET /api/work-orders/{id}/comments': async (c) => ({
    path: { id: String(c.orderId) },
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'POST /api/work-orders/{id}/comments': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: keyed(c),
    body: { content: 'Valve is on order', type: 'note', notifyAdmin: false },
  }),
  'GET /api/work-orders/{id}/questions': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
  }),
  'POST /api/work-orders/{id}/questions': async (c) => ({
    path: { id: String(c.orderId) },
    query: {},
    headers: session(c),
    body: { question: 'Is the shut-off valve accessible?' },
  }),
  'PATCH /api/work-orders/{id}/questions/{questionId}': async (c) => ({
    path: { id: String(c.orderId), questionId: String(c.questionId) },
    query: {},
    headers: session(c),
    body: { answer: 'Yes, under the sink' },
  }),
  'GET /api/employees': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0', search: 'Test', type: 'plumber', active: 'true' },
    headers: session(c),
  }),
  'POST /api/employees': async (c) => ({
    path: {},
    query: {},
    headers: session(c),
    body: {
      name: 'Nadia New',
      email: `hostile.${c.fresh()}@test.plumbing`,
      employeeType: 'office',
      phone: '(555) 201-3344',
      title: 'Dispatcher',
    },
  }),
  'PATCH /api/employees/{id}': async (c) => ({
    // A plumber may change only themselves.
    path: { id: String(c.role === 'admin' ? c.colleagueId : c.employeeId) },
    query: {},
    headers: session(c),
    body: { notes: 'Prefers morning calls' },
  }),
  'PATCH /api/employees/{id}/status': async (c) => ({
    path: { id: String(c.colleagueId) },
    query: {},
    headers: session(c),
    body: { isActive: true },
  }),
  'POST /api/employees/{id}/reset-password': async (c) => ({
    path: { id: String(c.colleagueId) },
    query: {},
    headers: session(c),
  }),
  'GET /api/dashboard/stats': async (c) => ({
    path: {},
    query: { tz: 'America/Chicago' },
    headers: session(c),
  }),
  'GET /api/dashboard/priority-work-orders': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'GET /api/dashboard/recent-work-orders': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0' },
    headers: session(c),
  }),
  'GET /api/dashboard/employee-stats': async (c) => ({
    path: {},
    query: { period: 'week', tz: 'America/Chicago' },
    headers: session(c),
  }),
  'GET /api/notifications': async (c) => ({
    path: {},
    query: { limit: '5', offset: '0', unread: 'true' },
    headers: session(c),
  }),
  'GET /api/notifications/unread-count': async (c) => ({ path: {}, query: {}, headers: session(c) }),
  'GET /api/events': async (c) => ({ path: {}, query: {}, headers: { ...session(c), 'last-event-id': '1' } }),
  'POST /api/notifications/read-all': async (c) => ({ path: {}, query: {}, headers: session(c) }),
  'POST /api/notifications/{id}/read': async (c) => ({
    path: { id: String(c.notificationId) },
    query: {},
    headers: session(c),
  }),
  'POST /api/support': async (_c, t) => {
    if (!supportSender || supportSender.sent >= 9) supportSender = { ...(await freshSession(t)), sent: 0 };
    supportSender.sent += 1;
    return {
      path: {},
      query: {},
      headers: supportSender.headers,
      body: { subject: 'Printer jam', message: 'The office printer jams on every page.' },
    };
  },
  'GET /api/support/contact': async (c) => ({ path: {}, query: {}, headers: session(c) }),
};

/** A notification of the employee's own, for POST /api/notifications/{id}/read. */
export async function insertNotification(database: Database, employeeId: number): Promise<number> {
  const [row] = await database.db
    .insert(notifications)
    .values({ employeeId, type: 'comment', title: 'New note', message: 'A note was added' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('insert returned no notification');
  return row.id;
}

/** A PNG attached to the order through the real endpoint; its id. */
export async function uploadAttachment(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: number,
): Promise<number> {
  const { payload, contentType } = await multipartBody({ workOrderId: String(orderId) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/attachments',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

/** A real multipart body, serialised the way a browser's FormData is, with one small PNG. */
export async function multipartBody(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(sample.png())], { type: 'image/png' }), 'leak.png');
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}
