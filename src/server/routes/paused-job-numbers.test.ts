import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office');
});
afterAll(async () => {
  await t.close();
});

const pausedJob = (fields: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/paused-jobs',
    headers: office.headers,
    payload: {
      jobNumber: '70001',
      jobLastName: 'Nguyen',
      originalAppointmentDate: '2026-11-20',
      city: 'Quincy',
      ...fields,
    },
  });

describe('paused job numbers (ADR 032)', () => {
  it('100 simultaneous paused jobs without a job # all answer 201, each with its own number', async () => {
    const before = Date.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => pausedJob()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(201));
    const numbers = answers.map((answer) => answer.json().workOrderId as string);
    expect(new Set(numbers).size).toBe(100);
    for (const number of numbers) {
      // SPEC 5: 'P' + a timestamp; the sequence number after it makes it unique.
      const [, stamp] = /^P(\d{13})-\d+$/.exec(number) ?? [];
      expect(Number(stamp), number).toBeGreaterThanOrEqual(before - 1000);
      expect(Number(stamp), number).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('a job # an open work order already has answers 409, also when both arrive at once', async () => {
    const first = await pausedJob({ workOrderId: 'J-7001' });
    expect(first.statusCode).toBe(201);
    const again = await pausedJob({ workOrderId: 'j-7001' });
    expect(again.statusCode).toBe(409);
    const message = 'Job # j-7001 is already used by an open work order';
    expect(again.json()).toEqual({ message, errors: [{ field: 'workOrderId', message }] });

    const together = await Promise.all(
      Array.from({ length: 10 }, () => pausedJob({ workOrderId: 'J-7002' })),
    );
    expect(together.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const answer of together.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe('Job # J-7002 is already used by an open work order');
    }
  });

  it('a task whose job # is taken answers the same 409', async () => {
    await pausedJob({ workOrderId: 'J-7003' });
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/work-orders',
      headers: office.headers,
      payload: { workOrderId: 'J-7003', title: 'Leak', description: 'Under the sink', type: 'task' },
    });
    expect(task.statusCode).toBe(409);
    expect(task.json().errors).toEqual([
      { field: 'workOrderId', message: 'Job # J-7003 is already used by an open work order' },
    ]);
  });
});
