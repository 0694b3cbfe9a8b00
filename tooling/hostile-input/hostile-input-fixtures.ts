import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import * as sample from '#tooling/test-server/sample-files.ts';

/** Records of hostile-input.test.ts's run that only a real request or a plain insert can make. */

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
