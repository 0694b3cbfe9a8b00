import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedIn>>;
let manager: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  office = await signedIn(t, 'office');
  manager = await signedIn(t, 'management');
  tech = await signedIn(t, 'plumber');
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

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((answer) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  });

describe('one number per paused job (ADR 055)', () => {
  it('a paused job sent with a Job Number and no job # is known by that number everywhere', async () => {
    const answer = await pausedJob({ jobNumber: '44006', assignedTo: tech.employee.id });
    expect(answer.statusCode, answer.body).toBe(201);
    const job = answer.json();
    expect(job).toMatchObject({ workOrderId: '44006', jobNumber: '44006', title: 'Nguyen - 44006' });

    const heading = await get(`/api/work-orders/${job.id}`, office.headers);
    expect(heading.workOrderId).toBe('44006');
    const log = await get('/api/activity?workOrder=44006', manager.headers);
    const entries = (log.items ?? log) as { entityId: number; action: string; entityLabel: string }[];
    expect(entries.map((entry) => [entry.entityId, entry.action, entry.entityLabel])).toContainEqual([
      job.id,
      'created',
      '44006',
    ]);
    const notes = (await get('/api/notifications', tech.headers)) as { message: string }[];
    expect(notes.map((note) => note.message)).toContainEqual(expect.stringContaining('#44006 '));
    expect(notes.map((note) => note.message).join('\n')).not.toContain('#P');
  });

  it('a Job Number an open work order already has answers 409 on the field it came from', async () => {
    expect((await pausedJob({ jobNumber: '44007' })).statusCode).toBe(201);
    const again = await pausedJob({ jobNumber: '44007' });
    expect(again.statusCode).toBe(409);
    const message = 'Job # 44007 is already used by an open work order';
    expect(again.json()).toEqual({ message, errors: [{ field: 'jobNumber', message }] });
  });

  it('100 simultaneous paused jobs with their own Job Numbers all answer 201 with those numbers', async () => {
    const numbers = Array.from({ length: 100 }, (_, i) => `8${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(numbers.map((jobNumber) => pausedJob({ jobNumber })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(201));
    expect(answers.map((answer) => answer.json().workOrderId)).toEqual(numbers);
  });
});

describe('paused job numbers (ADR 032, ADR 055)', () => {
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
