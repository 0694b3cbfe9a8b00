import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { comments, notifications } from '../db/schema.ts';

/**
 * Issue 27's target, over real HTTP against a listening server: a phone that sends a note, loses
 * the answer and sends it again a hundred times, each time hanging up, leaves exactly one note.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/** A request as bytes on the wire, so the test decides when the client hangs up. */
function requestText(path: string, headers: Record<string, string>, body: string): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Sends the whole request, then closes the connection: once written, or once the answer starts. */
async function sendAndHangUp(text: string, when: 'written' | 'answer started'): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const answered = when === 'answer started' ? once(socket, 'data') : undefined;
  await new Promise<void>((resolve, reject) =>
    socket.write(text, (error) => (error ? reject(error) : resolve())),
  );
  await answered;
  socket.destroy();
}

const countOf = async (table: typeof comments | typeof notifications, workOrderId: number) =>
  (await t.database.db.select({ n: count() }).from(table).where(eq(table.workOrderId, workOrderId)))[0]?.n;

it('leaves exactly one note after its answer is lost and it is sent 100 more times, each dropped', async () => {
  const tech = await signedIn(t, 'plumber');
  const office = await signedIn(t, 'office');
  const order = await insertWorkOrder(t.database, {}, [office.employee.id]);
  const key = randomUUID();
  const path = `/api/work-orders/${order.id}/comments`;
  const headers = { 'x-auth-token': tech.token, 'idempotency-key': key };
  const text = requestText(
    path,
    headers,
    JSON.stringify({ content: 'Valve replaced, tested', type: 'note' }),
  );

  // The first answer is lost: the server wrote the note and began answering, the phone heard nothing.
  await sendAndHangUp(text, 'answer started');
  expect(await countOf(comments, order.id)).toBe(1);
  // The queue sends it again and again, hanging up each time before any answer.
  for (let attempt = 0; attempt < 100; attempt += 1) await sendAndHangUp(text, 'written');

  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Valve replaced, tested', type: 'note' }),
  });
  expect(answer.status).toBe(201);
  expect(answer.headers.get('idempotent-replayed')).toBe('true');
  // Requests whose sockets closed may still be at work: give them time to finish, then count.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stored = await t.database.db.select().from(comments).where(eq(comments.workOrderId, order.id));
  const { id } = (await answer.json()) as { id: number };
  expect(stored.map((row) => row.id)).toEqual([id]);
  expect(await countOf(notifications, order.id)).toBe(1);
});
