import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import * as sample from '#tooling/test-server/sample-files.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-transfer-'));
  // A request limit far shorter than the slow download below; transfers keep the upload limit.
  t = await createTestApp({ dataDir, requestTimeoutMs: 1000, uploadTimeoutMs: 60_000 });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('streams a download to a slow reader past the request time limit, to the last byte', async () => {
  const office = await signedIn(t, 'office');
  const order = await insertWorkOrder(t.database);
  const bytes = Buffer.concat([sample.pdf(), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
  const form = new FormData();
  form.append('workOrderId', String(order.id));
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'plan.pdf');
  const body = new Response(form);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/attachments',
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { ...office.headers, 'content-type': body.headers.get('content-type') ?? '' },
  });
  expect(created.statusCode).toBe(201);

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.write(
    `GET /api/attachments/${created.json().id}/file HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
      `x-auth-token: ${office.headers['x-auth-token']}\r\n\r\n`,
  );
  // Reads nothing for longer than the request limit: the server waits on a full socket.
  socket.pause();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  socket.resume();
  await once(socket, 'close');
  const received = Buffer.concat(chunks);
  expect(received.subarray(0, 15).toString()).toBe('HTTP/1.1 200 OK');
  expect(received.length).toBeGreaterThan(bytes.length);
});
