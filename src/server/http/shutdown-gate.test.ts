import { once } from 'node:events';
import net from 'node:net';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerShutdownGate } from './shutdown-gate.ts';

it('lets the request in flight finish and answers the next one on that connection 503 with Retry-After', async () => {
  const app = Fastify({ return503OnClosing: false });
  registerShutdownGate(app);
  let finishSlow = () => {};
  let slowStarted = () => {};
  const slowRunning = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });
  app.get('/slow', async () => {
    slowStarted();
    await new Promise<void>((resolve) => {
      finishSlow = resolve;
    });
    return { done: true };
  });
  app.get('/next', async () => ({ served: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;

  // The next request comes on the same kept-alive connection while the first is still running.
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
  await slowRunning;
  const closed = app.close();
  socket.write('GET /next HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  finishSlow();
  await once(socket, 'close');
  await closed;

  const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
  expect(first).toMatch(/^HTTP\/1\.1 200/);
  expect(first).toContain('{"done":true}');
  expect(second).toMatch(/^HTTP\/1\.1 503/);
  expect(second?.toLowerCase()).toContain('retry-after: 5');
  expect(second?.toLowerCase()).toContain('connection: close');
  expect(second).toContain('"message":"The server is restarting. Please try again in a few seconds."');
});
