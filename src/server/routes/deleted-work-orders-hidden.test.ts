import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER } from '#shared/domain/total-count-header.ts';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import * as sample from '#tooling/test-server/sample-files.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { ok, type WholeWorkOrder, wholeWorkOrder } from '#tooling/test-server/whole-work-order.ts';
import { comments, questions } from '../db/schema.ts';
import type { OpenApiDocument } from '../http/openapi-transforms.ts';

/** ADR 029: a deleted work order is hidden from every list, count and endpoint, which answer 404. */

let t: TestApp;
let dataDir: string;
let office: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
let teamMember: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let task: WholeWorkOrder;
let paused: WholeWorkOrder;
let kept: WholeWorkOrder;

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = office.headers) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-deleted-hidden-'));
  t = await createTestApp({ dataDir });
  office = await signedIn(t, 'office', { name: 'Olive Office' });
  tech = await signedIn(t, 'plumber', { name: 'Theo Tech' });
  teamMember = await signedIn(t, 'plumber', { name: 'Tamsin Team' });
  admin = await signedIn(t, 'admin', { name: 'Ada Admin' });
  const people = { headers: office.headers, techId: tech.employee.id, teamMemberId: teamMember.employee.id };
  // Urgent, past due, with a follow-up reason: on every list a deleted order could linger in.
  task = await wholeWorkOrder(t, { ...people, jobNumber: '61001', title: 'Quillwort leak', urgent: true });
  paused = await wholeWorkOrder(t, {
    ...people,
    jobNumber: '61002',
    title: 'Quillwort valve',
    urgent: true,
    paused: true,
  });
  kept = await wholeWorkOrder(t, { ...people, jobNumber: '61003', title: 'Quillwort heater' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A list's ids and its X-Total-Count. */
async function list(url: string, headers: Headers = office.headers) {
  const response = await get(url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const rows = response.json() as { id: number }[];
  return {
    ids: rows.map((row) => row.id),
    total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
  };
}

/** Everything that counts or lists work orders, as the screens ask for it. */
async function whatTheListsSay() {
  const stats = (
    await ok<{ total: number }>(t, { method: 'GET', url: '/api/dashboard/stats', headers: office.headers })
  ).total;
  const workload = await ok<{ id: number; workload: { open: number; inProgress: number } }[]>(t, {
    method: 'GET',
    url: '/api/dashboard/employee-stats?period=all',
    headers: office.headers,
  });
  const techLoad = workload.find((row) => row.id === tech.employee.id)?.workload;
  return {
    all: await list('/api/work-orders?limit=100'),
    whole: await list('/api/work-orders'),
    lightweight: await list('/api/work-orders?lightweight=true'),
    onHold: await list('/api/work-orders/on-hold'),
    needFollowUp: await list('/api/work-orders-need-follow-up'),
    search: await list('/api/work-orders?search=quillwort&limit=50'),
    // The search counts of the task list: a word from the comments, per status.
    searchComments: await list('/api/work-orders?search=cartridge&status=open,in-progress&limit=1'),
    searchPaused: await list('/api/work-orders/on-hold?search=cartridge&limit=1'),
    mine: await list(`/api/work-orders?assignee=${tech.employee.id}&limit=50`, tech.headers),
    priority: await list('/api/dashboard/priority-work-orders?limit=50'),
    recent: await list('/api/dashboard/recent-work-orders?limit=50'),
    stats,
    techOpen: (techLoad?.open ?? 0) + (techLoad?.inProgress ?? 0),
  };
}

describe('a deleted work order', () => {
  it('leaves every list, count and total, while the orders beside it stay', async () => {
    const before = await whatTheListsSay();
    for (const key of ['all', 'whole', 'lightweight', 'search', 'mine', 'priority', 'recent'] as const) {
      // Only urgent work is a priority.
      const expected = key === 'priority' ? [task.id, paused.id] : [task.id, paused.id, kept.id];
      expect(before[key].ids, key).toEqual(expect.arrayContaining(expected));
    }
    expect(before.onHold.ids).toContain(paused.id);
    expect(before.needFollowUp.ids).toContain(task.id);

    // A task is anyone's to delete; a paused job office's and up (as before).
    await ok(t, { method: 'DELETE', url: `/api/work-orders/${task.id}`, headers: tech.headers });
    await ok(t, { method: 'DELETE', url: `/api/work-orders/${paused.id}`, headers: office.headers });

    const after = await whatTheListsSay();
    for (const [key, shown] of Object.entries(after)) {
      if (typeof shown === 'number') continue;
      expect(shown.ids, key).not.toContain(task.id);
      expect(shown.ids, key).not.toContain(paused.id);
    }
    expect(after.all.ids).toContain(kept.id);
    expect(after.search.ids).toEqual([kept.id]);
    expect(after.all.total).toBe(before.all.total - 2);
    expect(after.whole.total).toBe(before.whole.total - 2);
    expect(after.lightweight.total).toBe(before.lightweight.total - 2);
    expect(after.onHold.total).toBe(before.onHold.total - 1);
    expect(after.needFollowUp.total).toBe(before.needFollowUp.total - 2);
    expect(after.search.total).toBe(before.search.total - 2);
    expect(after.searchComments.total).toBe(before.searchComments.total - 1);
    expect(after.searchPaused.total).toBe(before.searchPaused.total - 1);
    expect(after.mine.total).toBe(before.mine.total - 2);
    expect(after.priority.total).toBe(before.priority.total - 2);
    expect(after.recent.total).toBe(before.recent.total - 2);
    // Dashboard: open and in-progress work, and each person's workload.
    expect(after.stats).toBe(before.stats - 1);
    expect(after.techOpen).toBe(before.techOpen - 1);
  });

  /**
   * Every endpoint that reaches one work order, with what it answers for a deleted one. A route
   * added later under /api/work-orders/{id} or /api/attachments/{id} fails the coverage test below
   * until it is listed here.
   */
  const ENDPOINTS: Record<string, (order: WholeWorkOrder) => { url: string; payload?: unknown }> = {
    'GET /api/work-orders/{id}': (o) => ({ url: `/api/work-orders/${o.id}` }),
    'PATCH /api/work-orders/{id}': (o) => ({
      url: `/api/work-orders/${o.id}`,
      payload: { notes: 'Back gate' },
    }),
    'DELETE /api/work-orders/{id}': (o) => ({ url: `/api/work-orders/${o.id}` }),
    'GET /api/work-orders/{id}/comments': (o) => ({ url: `/api/work-orders/${o.id}/comments` }),
    'POST /api/work-orders/{id}/comments': (o) => ({
      url: `/api/work-orders/${o.id}/comments`,
      payload: { content: 'Still dripping', type: 'note' },
    }),
    'GET /api/work-orders/{id}/questions': (o) => ({ url: `/api/work-orders/${o.id}/questions` }),
    'POST /api/work-orders/{id}/questions': (o) => ({
      url: `/api/work-orders/${o.id}/questions`,
      payload: { question: 'Is anyone home on Friday?' },
    }),
    'PATCH /api/work-orders/{id}/questions/{questionId}': (o) => ({
      url: `/api/work-orders/${o.id}/questions/${o.questionId}`,
      payload: { answer: 'No, Monday' },
    }),
    'GET /api/work-orders/{id}/assignments': (o) => ({ url: `/api/work-orders/${o.id}/assignments` }),
    'GET /api/work-orders/{id}/assigned-employees': (o) => ({
      url: `/api/work-orders/${o.id}/assigned-employees`,
    }),
    'POST /api/work-orders/{id}/assign': (o) => ({
      url: `/api/work-orders/${o.id}/assign`,
      payload: { employeeId: admin.employee.id },
    }),
    'POST /api/work-orders/{id}/unassign': (o) => ({
      url: `/api/work-orders/${o.id}/unassign`,
      payload: { employeeId: teamMember.employee.id },
    }),
    'GET /api/work-orders/{id}/attachments': (o) => ({ url: `/api/work-orders/${o.id}/attachments` }),
    'GET /api/work-orders/{id}/hand-backs': (o) => ({ url: `/api/work-orders/${o.id}/hand-backs` }),
    'GET /api/attachments/{id}/file': (o) => ({ url: `/api/attachments/${o.files[0]?.id}/file` }),
    'DELETE /api/attachments/{id}': (o) => ({ url: `/api/attachments/${o.files[0]?.id}` }),
  };

  it('is unknown to every endpoint that reaches one order: 404, and nothing under it changes', async () => {
    const before = await t.database.db.select().from(comments).where(eq(comments.workOrderId, task.id));
    for (const [route, build] of Object.entries(ENDPOINTS)) {
      const { url, payload } = build(task);
      const method = route.split(' ')[0] as 'GET';
      const response = await t.app.inject({
        method,
        url,
        headers: office.headers,
        payload: payload as object,
      });
      expect(response.statusCode, `${route}: ${response.body}`).toBe(404);
      expect(response.json().message, route).toMatch(/^(Work order|Attachment) not found$/);
    }
    // An upload names its order in the form.
    const form = new FormData();
    form.append('workOrderId', String(task.id));
    form.append('file', new Blob([new Uint8Array(sample.png())], { type: 'image/png' }), 'late.png');
    const body = new Response(form);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      headers: { ...office.headers, 'content-type': body.headers.get('content-type') ?? '' },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(404);
    expect(await t.database.db.select().from(comments).where(eq(comments.workOrderId, task.id))).toEqual(
      before,
    );
    const [question] = await t.database.db.select().from(questions).where(eq(questions.id, task.questionId));
    expect(question?.answer).toBe('Yes, and the dog is friendly');
  });

  it('covers every endpoint that reaches one work order or one of its files', () => {
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    const reaching = Object.entries(document.paths).flatMap(([route, methods]) =>
      /^\/api\/(work-orders|attachments)\/\{id\}/.test(route)
        ? Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`)
        : [],
    );
    // The activity history stays readable after a delete, as it always was (admin and management).
    const history = 'GET /api/work-orders/{id}/activity';
    expect(reaching).toContain(history);
    expect(reaching.filter((route) => route !== history && !(route in ENDPOINTS))).toEqual([]);
  });

  it('keeps its history readable for admin and management, the deletion in it', async () => {
    const history = await ok<{ action: string; actor: { id: number } | null }[]>(t, {
      method: 'GET',
      url: `/api/work-orders/${task.id}/activity`,
      headers: admin.headers,
    });
    expect(history[0]).toMatchObject({ action: 'deleted', actor: { id: tech.employee.id } });
  });

  it("stays in its people's notifications without a link to it, and in the unread count", async () => {
    const notes = await ok<{ title: string; workOrderId: number | null }[]>(t, {
      method: 'GET',
      url: '/api/notifications',
      headers: teamMember.headers,
    });
    const about = (job: string) => notes.filter((note) => note.title.includes(`#${job}`));
    expect(about(task.workOrderId).length).toBeGreaterThan(0);
    expect(about(task.workOrderId).map((note) => note.workOrderId)).toEqual(
      about(task.workOrderId).map(() => null),
    );
    expect(about(kept.workOrderId).map((note) => note.workOrderId)).toEqual(
      about(kept.workOrderId).map(() => kept.id),
    );
    const unread = await ok<{ count: number }>(t, {
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: teamMember.headers,
    });
    expect(unread.count).toBe(notes.length);
  });

  it('holds no job #: a new open order may take it', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: office.headers,
      payload: {
        workOrderId: '61001',
        title: 'Quillwort leak, second visit',
        description: 'x',
        type: 'task',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
