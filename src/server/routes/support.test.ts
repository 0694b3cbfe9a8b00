import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { employees, notifications, outbox } from '../db/schema.ts';
import { deliverDueMessages } from '../outbox/deliver.ts';
import type { OutgoingMessage } from '../outbox/transport.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ supportPhone: '(555) 010-2000', supportEmail: 'help@test.plumbing' });
});
afterAll(async () => {
  await t.close();
});

const valid = { subject: 'Cannot upload photos', message: 'The upload button spins forever on my phone.' };
const send = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/support', headers, payload: payload as object });

async function supportNotificationsOf(employeeIds: number[]) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.employeeId, employeeIds), eq(notifications.type, 'support')));
}

describe('POST /api/support', () => {
  it('notifies every active admin in-app and by email/SMS as they prefer, never the sender', async () => {
    const admin = await insertEmployee(t.database, { employeeType: 'admin' });
    await t.database.db
      .update(employees)
      .set({ smsNotifications: true, phone: '+1 555 010 3000' })
      .where(eq(employees.id, admin.id));
    const quietAdmin = await insertEmployee(t.database, { employeeType: 'admin' });
    await t.database.db
      .update(employees)
      .set({ notificationsEnabled: false })
      .where(eq(employees.id, quietAdmin.id));
    const formerAdmin = await insertEmployee(t.database, { employeeType: 'admin', isActive: false });
    const office = await insertEmployee(t.database, { employeeType: 'office' });
    const sender = await signedIn(t, 'plumber', { name: 'Pat Plumber' });

    const response = await send(sender.headers, valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been sent to the administrators.' });

    const received = await supportNotificationsOf([
      admin.id,
      quietAdmin.id,
      formerAdmin.id,
      office.id,
      sender.employee.id,
    ]);
    expect(received.map((n) => n.employeeId).sort()).toEqual([admin.id, quietAdmin.id].sort());
    expect(received[0]).toMatchObject({
      title: 'Support request: Cannot upload photos',
      message: `The upload button spins forever on my phone.\n\nFrom Pat Plumber (${sender.employee.email})`,
      actorId: sender.employee.id,
      workOrderId: null,
    });

    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.dedupeKey,
          received.flatMap((n) => [`notification:${n.id}:email`, `notification:${n.id}:sms`]),
        ),
      );
    expect(queued.map((row) => `${row.channel} ${row.recipient}`).sort()).toEqual([
      `email ${admin.email}`,
      'sms +1 555 010 3000',
    ]);

    const delivered: OutgoingMessage[] = [];
    const transport = { send: async (m: OutgoingMessage) => void delivered.push(m) };
    await deliverDueMessages(t.database.db, { email: transport, sms: transport });
    expect(delivered).toContainEqual({
      channel: 'email',
      recipient: admin.email,
      subject: 'Support request: Cannot upload photos',
      body: `The upload button spins forever on my phone.\n\nFrom Pat Plumber (${sender.employee.email})`,
      key: expect.any(String),
    });
  });

  it('does not notify an admin about their own request', async () => {
    const sender = await signedIn(t, 'admin');
    expect((await send(sender.headers, valid)).statusCode).toBe(201);
    expect(await supportNotificationsOf([sender.employee.id])).toHaveLength(0);
  });

  it.each([
    [{ message: valid.message }, 'subject', 'Subject is required'],
    [{ ...valid, subject: '  ab  ' }, 'subject', 'Subject must be at least 3 characters.'],
    [{ ...valid, subject: 'x'.repeat(201) }, 'subject', 'Subject must be at most 200 characters.'],
    [{ subject: valid.subject }, 'message', 'Message is required'],
    [{ ...valid, message: 'too short' }, 'message', 'Message must be at least 10 characters.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
  ])('rejects %j', async (payload, field, message) => {
    const sender = await signedIn(t, 'office');
    const response = await send(sender.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('limits each employee to 10 requests an hour', async () => {
    const sender = await signedIn(t, 'office');
    for (let i = 0; i < 10; i += 1) expect((await send(sender.headers, valid)).statusCode).toBe(201);
    const limited = await send(sender.headers, valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many support messages. Please try again later.' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    const colleague = await signedIn(t, 'office');
    expect((await send(colleague.headers, valid)).statusCode).toBe(201);
  });

  it('counts messages sent, not requests refused: ten invalid ones leave the limit whole', async () => {
    const sender = await signedIn(t, 'office');
    for (let i = 0; i < 10; i += 1) {
      const refused = await send(sender.headers, { subject: '00', message: '0000000000' });
      expect(refused.statusCode).toBe(400);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: { ...sender.headers, 'content-type': 'application/json' },
      payload: '{"subject":',
    });
    expect(malformed.statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await send(sender.headers, valid)).statusCode).toBe(201);
    expect((await send(sender.headers, valid)).statusCode).toBe(429);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/support', payload: valid });
    expect(response.statusCode).toBe(401);
  });

  it('goes to management when there is no active admin', async () => {
    await t.database.db.update(employees).set({ isActive: false }).where(eq(employees.employeeType, 'admin'));
    const manager = await insertEmployee(t.database, { employeeType: 'management' });
    const sender = await signedIn(t, 'office');
    expect((await send(sender.headers, valid)).statusCode).toBe(201);
    expect(await supportNotificationsOf([manager.id])).toHaveLength(1);
  });
});

describe('GET /api/support/contact', () => {
  it('answers the configured phone and email', async () => {
    const { headers } = await signedIn(t, 'plumber');
    const response = await t.app.inject({ method: 'GET', url: '/api/support/contact', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: '(555) 010-2000', email: 'help@test.plumbing' });
  });

  it('answers nulls when they are not configured', async () => {
    const { headers } = await signedIn(t, 'plumber');
    const config = t.app.config;
    const saved = { phone: config.supportPhone, email: config.supportEmail };
    config.supportPhone = null;
    config.supportEmail = null;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/support/contact', headers });
      expect(response.json()).toEqual({ phone: null, email: null });
    } finally {
      config.supportPhone = saved.phone;
      config.supportEmail = saved.email;
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/support/contact' })).statusCode).toBe(401);
  });
});
