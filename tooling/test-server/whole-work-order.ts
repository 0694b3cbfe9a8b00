import type { FastifyInstance, InjectOptions } from 'fastify';
import * as sample from './sample-files.ts';

type Headers = Record<string, string>;
type App = { app: FastifyInstance };

/** A file as a browser's FormData sends it. */
async function multipart(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

/** Answers as the tests read them: an object with its id, or whatever the caller says. */
type Answer = Record<string, unknown> & { id: number };

/** An API call that must succeed; answers the parsed body. */
export async function ok<T = Answer>(t: App, options: InjectOptions, status = 200): Promise<T> {
  const response = await t.app.inject(options);
  if (response.statusCode !== status) {
    throw new Error(`${options.method} ${options.url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

export type WholeWorkOrder = {
  id: number;
  workOrderId: string;
  commentId: number;
  questionId: number;
  /** The uploaded files with the bytes sent, to compare a download with. */
  files: { id: number; bytes: Buffer }[];
};

/**
 * A work order as people leave it after a few days, made through the API: a task (or, with
 * `paused`, a paused job with its parts and amounts) with a tech and a team member assigned, a
 * note, a question with its answer, and a photo and a PDF. The assignments and the comment notify
 * the assignees, so they have notifications pointing at it.
 */
export async function wholeWorkOrder(
  t: App,
  input: {
    headers: Headers;
    jobNumber: string;
    title: string;
    techId: number;
    teamMemberId: number;
    paused?: boolean;
    urgent?: boolean;
  },
): Promise<WholeWorkOrder> {
  const { headers } = input;
  const created = await ok(
    t,
    {
      method: 'POST',
      url: '/api/work-orders',
      headers,
      payload: {
        workOrderId: input.jobNumber,
        title: input.title,
        description: 'Water under the kitchen sink, cabinet floor swollen',
        type: 'task',
        priority: input.urgent ? 'urgent' : 'normal',
        status: 'open',
        dueDate: '2020-01-02T10:00:00.000Z',
        followUpReason: 'Call the customer back',
        assignedTech: input.techId,
        customerName: 'Dana Whitfield',
        city: 'Quincy',
      },
    },
    201,
  );
  const id: number = created.id;
  if (input.paused) {
    await ok(t, {
      method: 'PATCH',
      url: `/api/work-orders/${id}`,
      headers,
      payload: {
        status: 'on-hold',
        partTitle1: 'Cartridge valve',
        partOrdered1: '2026-11-03',
        preAuthStatus: 'Submitted',
        preAuthAmount: 180.5,
        opcAmount: 42,
      },
    });
  }
  await ok(t, {
    method: 'POST',
    url: `/api/work-orders/${id}/assign`,
    headers,
    payload: { employeeId: input.teamMemberId },
  });
  const comment = await ok(
    t,
    {
      method: 'POST',
      url: `/api/work-orders/${id}/comments`,
      headers,
      payload: { content: 'Shut-off valve seized, ordered a new cartridge', type: 'note', notifyAdmin: true },
    },
    201,
  );
  const question = await ok(
    t,
    {
      method: 'POST',
      url: `/api/work-orders/${id}/questions`,
      headers,
      payload: { question: 'Is the gate code still 4471?' },
    },
    201,
  );
  await ok(t, {
    method: 'PATCH',
    url: `/api/work-orders/${id}/questions/${question.id}`,
    headers,
    payload: { answer: 'Yes, and the dog is friendly' },
  });
  const files = [];
  for (const file of [
    { name: 'leak.png', bytes: sample.png(), type: 'image/png' },
    { name: 'estimate.pdf', bytes: sample.pdf(), type: 'application/pdf' },
  ]) {
    const { payload, contentType } = await multipart({ workOrderId: String(id) }, file);
    const uploaded = await ok(
      t,
      {
        method: 'POST',
        url: '/api/attachments',
        headers: { ...headers, 'content-type': contentType },
        payload,
      },
      201,
    );
    files.push({ id: uploaded.id as number, bytes: file.bytes });
  }
  return { id, workOrderId: input.jobNumber, commentId: comment.id, questionId: question.id, files };
}

/** Everything the portal shows of one order, each read through its own endpoint. */
export async function everythingShownOf(t: App, headers: Headers, order: WholeWorkOrder) {
  const get = (url: string) => ok(t, { method: 'GET', url, headers });
  const downloads = [];
  for (const file of order.files) {
    const response = await t.app.inject({ method: 'GET', url: `/api/attachments/${file.id}/file`, headers });
    downloads.push({ status: response.statusCode, bytes: response.rawPayload });
  }
  return {
    detail: await get(`/api/work-orders/${order.id}`),
    comments: await get(`/api/work-orders/${order.id}/comments`),
    questions: await get(`/api/work-orders/${order.id}/questions`),
    attachments: await get(`/api/work-orders/${order.id}/attachments`),
    assignments: await get(`/api/work-orders/${order.id}/assignments`),
    assignedEmployees: await get(`/api/work-orders/${order.id}/assigned-employees`),
    downloads,
  };
}
