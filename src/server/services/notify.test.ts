import { eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '#shared/schemas/notification.ts';
import { insertEmployee } from '#tooling/test-server/test-app.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import type { Database } from '../db/client.ts';
import { employees, notifications, outbox } from '../db/schema.ts';
import { SMS_MAX_LENGTH } from '../outbox/compose.ts';
import { notify } from './notify.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Preferences = Partial<
  Pick<
    typeof employees.$inferInsert,
    | 'phone'
    | 'notificationsEnabled'
    | 'emailNotifications'
    | 'smsNotifications'
    | 'assignmentNotifications'
    | 'workOrderUpdateNotifications'
    | 'isActive'
  >
>;

let phoneCounter = 1000;
async function employeeWith(preferences: Preferences) {
  const row = await insertEmployee(database);
  const [updated] = await database.db
    .update(employees)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(employees.id, row.id))
    .returning();
  if (!updated) throw new Error('employee vanished');
  return updated;
}
function aPhone(): string {
  phoneCounter += 1;
  return `+1 555 010 ${phoneCounter}`;
}

function event(kind: NotificationType, recipientIds: number[], actorId: number | null = null) {
  return {
    kind,
    recipientIds,
    title: 'Job 48213 assigned to you',
    message: 'Leaking valve.',
    workOrderId: null,
    actorId,
  };
}

async function effectsFor(employee: { id: number }) {
  const inApp = await database.db
    .select()
    .from(notifications)
    .where(eq(notifications.employeeId, employee.id));
  const keys = inApp.flatMap((n) => [`notification:${n.id}:email`, `notification:${n.id}:sms`]);
  const queued = keys.length
    ? await database.db.select().from(outbox).where(inArray(outbox.dedupeKey, keys))
    : [];
  return { inApp, queued };
}

const ON = { notificationsEnabled: true, emailNotifications: true };
const WORK_ORDER_KINDS: NotificationType[] = ['comment', 'status', 'paused-job'];

const cases: { name: string; kinds: NotificationType[]; prefs: Preferences; channels: string[] }[] = [
  {
    name: 'defaults: email only',
    kinds: ['assignment', 'comment', 'support'],
    prefs: {},
    channels: ['email'],
  },
  {
    name: 'SMS on with a phone',
    kinds: ['assignment', 'status'],
    prefs: { ...ON, smsNotifications: true, phone: 'x' },
    channels: ['email', 'sms'],
  },
  {
    name: 'SMS on without a phone',
    kinds: ['assignment'],
    prefs: { ...ON, smsNotifications: true, phone: null },
    channels: ['email'],
  },
  {
    name: 'SMS on with a blank phone',
    kinds: ['assignment'],
    prefs: { ...ON, smsNotifications: true, phone: '  ' },
    channels: ['email'],
  },
  {
    name: 'email off, SMS on',
    kinds: ['comment'],
    prefs: { emailNotifications: false, smsNotifications: true, phone: 'x' },
    channels: ['sms'],
  },
  {
    name: 'all notifications off',
    kinds: ['assignment', 'support', 'admin-note'],
    prefs: { notificationsEnabled: false, smsNotifications: true, phone: 'x' },
    channels: [],
  },
  {
    name: 'assignment switch off mutes assignments',
    kinds: ['assignment'],
    prefs: { assignmentNotifications: false },
    channels: [],
  },
  {
    name: 'assignment switch off keeps work-order updates',
    kinds: WORK_ORDER_KINDS,
    prefs: { assignmentNotifications: false },
    channels: ['email'],
  },
  {
    name: 'work-order switch off mutes updates',
    kinds: WORK_ORDER_KINDS,
    prefs: { workOrderUpdateNotifications: false, smsNotifications: true, phone: 'x' },
    channels: [],
  },
  {
    name: 'work-order switch off keeps assignments',
    kinds: ['assignment'],
    prefs: { workOrderUpdateNotifications: false },
    channels: ['email'],
  },
  {
    name: 'both switches off keep support and admin notes',
    kinds: ['support', 'admin-note'],
    prefs: {
      assignmentNotifications: false,
      workOrderUpdateNotifications: false,
      smsNotifications: true,
      phone: 'x',
    },
    channels: ['email', 'sms'],
  },
];

describe('notify() writes in-app and outbox rows per preferences', () => {
  for (const c of cases) {
    for (const kind of c.kinds) {
      it(`${c.name} (${kind})`, async () => {
        const employee = await employeeWith({
          ...c.prefs,
          phone: c.prefs.phone === 'x' ? aPhone() : c.prefs.phone,
        });
        await database.db.transaction((tx) => notify(tx, event(kind, [employee.id])));

        const { inApp, queued } = await effectsFor(employee);
        expect(inApp).toHaveLength(1);
        expect(inApp[0]).toMatchObject({ type: kind, title: 'Job 48213 assigned to you', readAt: null });
        expect(queued.map((row) => row.channel).sort()).toEqual(c.channels);
        for (const row of queued) {
          expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null });
          expect(row.recipient).toBe(row.channel === 'email' ? employee.email : employee.phone?.trim());
          expect(row.dedupeKey).toBe(`notification:${inApp[0]?.id}:${row.channel}`);
        }
      });
    }
  }
});

describe('notify() recipients and content', () => {
  it('skips the actor and inactive employees, and notifies a repeated id once', async () => {
    const actor = await employeeWith({});
    const inactive = await employeeWith({ isActive: false });
    const colleague = await employeeWith({});
    await database.db.transaction((tx) =>
      notify(tx, event('comment', [actor.id, inactive.id, colleague.id, colleague.id], actor.id)),
    );
    expect((await effectsFor(actor)).inApp).toHaveLength(0);
    expect((await effectsFor(inactive)).inApp).toHaveLength(0);
    const { inApp, queued } = await effectsFor(colleague);
    expect(inApp).toHaveLength(1);
    expect(inApp[0]?.actorId).toBe(actor.id);
    expect(queued).toHaveLength(1);
  });

  it('writes the email as title and message, and a short single-line SMS', async () => {
    const employee = await employeeWith({ smsNotifications: true, phone: aPhone() });
    const long = `Line one.\nLine two. ${'x'.repeat(600)}`;
    await database.db.transaction((tx) =>
      notify(tx, { ...event('status', [employee.id]), title: 'Status changed', message: long }),
    );
    const { queued } = await effectsFor(employee);
    const email = queued.find((row) => row.channel === 'email');
    const sms = queued.find((row) => row.channel === 'sms');
    expect(email).toMatchObject({ subject: 'Status changed', body: long });
    expect(sms?.subject).toBeNull();
    expect(sms?.body.startsWith('Status changed: Line one. Line two. xxx')).toBe(true);
    expect(sms?.body).toHaveLength(SMS_MAX_LENGTH);
    expect(sms?.body.endsWith('…')).toBe(true);
  });

  it('queues nothing when the caller rolls back', async () => {
    const employee = await employeeWith({ smsNotifications: true, phone: aPhone() });
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, event('assignment', [employee.id]));
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    const { inApp } = await effectsFor(employee);
    expect(inApp).toHaveLength(0);
    const stray = await database.db
      .select()
      .from(outbox)
      .where(or(eq(outbox.recipient, employee.email), like(outbox.recipient, `%${employee.phone}%`)));
    expect(stray).toHaveLength(0);
  });

  it('does nothing for an empty audience', async () => {
    const before = await database.db.$count(notifications);
    await database.db.transaction((tx) => notify(tx, event('support', [])));
    expect(await database.db.$count(notifications)).toBe(before);
  });
});
