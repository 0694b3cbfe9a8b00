import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { answer, fail, unreachable } from '#tooling/test-client/api-handlers.ts';
import { TOKEN, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { memoryCacheStorage } from '#tooling/test-client/service-worker-cache-storage.ts';
import { readSavedAnswer } from './saved-answers.ts';
import { getWorkOrder } from './work-order-query.ts';

const workOrderDetail = (id: number, fields: Partial<WorkOrderDetail> = {}) =>
  ({ ...workOrder(id), comments: [], questions: [], ...fields }) as unknown as WorkOrderDetail;

/* ADR 058: a job opened once opens again without a connection, from the copy kept on the phone. */
beforeEach(() => {
  vi.stubGlobal('caches', memoryCacheStorage({ origin: window.location.origin }));
  localStorage.setItem('authToken', TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('getWorkOrder and the copy kept on the phone', () => {
  it('keeps each answer, and answers it when the next read gets no answer', async () => {
    const job = workOrderDetail(7, { title: 'Boiler pressure low' });
    server.use(answer('GET /api/work-orders/:id', job, { once: true }));
    await expect(getWorkOrder(7)).resolves.toMatchObject({ id: 7 });
    await vi.waitFor(async () => expect(await readSavedAnswer('/api/work-orders/7', TOKEN)).not.toBeNull());

    server.use(unreachable('GET /api/work-orders/:id'));
    await expect(getWorkOrder(7)).resolves.toMatchObject({ id: 7, title: 'Boiler pressure low' });
    // Another job was never opened: the failure is said as before.
    await expect(getWorkOrder(8)).rejects.toMatchObject({ kind: 'network' });
  });

  it('forgets the copy of a job the server says is gone', async () => {
    server.use(answer('GET /api/work-orders/:id', workOrderDetail(7), { once: true }));
    await getWorkOrder(7);
    await vi.waitFor(async () => expect(await readSavedAnswer('/api/work-orders/7', TOKEN)).not.toBeNull());
    server.use(fail('GET /api/work-orders/:id', 404, 'Work order not found'));
    await expect(getWorkOrder(7)).rejects.toMatchObject({ status: 404 });
    await vi.waitFor(async () => expect(await readSavedAnswer('/api/work-orders/7', TOKEN)).toBeNull());
  });
});
