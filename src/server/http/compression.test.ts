import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office')).headers;
  for (let index = 0; index < 30; index++) {
    await insertWorkOrder(t.database, {
      workOrderId: `C-${index}`,
      title: `Compressible job ${index}`,
      description: 'Water heater leaking at the relief valve; customer asks for a morning visit.',
      status: 'on-hold',
    });
  }
});
afterAll(async () => {
  await t.close();
});

const onHold = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/work-orders/on-hold',
    headers: acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers,
  });

describe('compressed API answers (ADR 013)', () => {
  it('sends brotli to a client that accepts it, and the JSON inside is the list', async () => {
    const plain = await onHold();
    const response = await onHold('br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends gzip when that is all the client takes, and plain JSON when it takes neither', async () => {
    const gzip = await onHold('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toHaveLength(30);
    const identity = await onHold();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveLength(30);
  });

  it('compresses a page-sized answer in one call, so its length is known (ADR 039), and a bigger shared one too, once, off the event loop', async () => {
    const plain = await onHold();
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const page = await onHold('br, gzip');
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    const many = Array.from({ length: 200 }, (_, index) => ({
      workOrderId: `C-big-${index}`,
      title: `Big list job ${index}`,
      description: `Leak number ${index} ${'at the relief valve, customer asks for a morning visit; '.repeat(8)}`,
      status: 'on-hold',
    }));
    for (const order of many) await insertWorkOrder(t.database, order);
    const big = await onHold('br, gzip');
    expect(plain.rawPayload.length * 4).toBeLessThan(
      Buffer.byteLength(JSON.stringify((await onHold()).json())),
    );
    // A shared list (ADR 069) is compressed once by zlib's threads and sent to every asker whole.
    expect(Number(big.headers['content-length'])).toBe(big.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8'))).toHaveLength(230);
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
