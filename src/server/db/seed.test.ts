import { asc, count } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import { WORK_ORDER_STATUSES } from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import { createTestDatabase } from '#tooling/test-server/test-database.ts';
import { type Database, openPostgres } from './client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import {
  comments,
  employees,
  notifications,
  questions,
  visits,
  visitTechnicians,
  workOrderAssignees,
  workOrders,
} from './schema.ts';
import { seedDemoData } from './seed.ts';

const fakeHash = async (plain: string) => `hash:${plain}`;
const NOW = new Date('2026-03-18T15:42:10.000Z');

const opened: Database[] = [];
async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function tableCounts(database: Database) {
  const { db } = database;
  const [e] = await db.select({ n: count() }).from(employees);
  const [w] = await db.select({ n: count() }).from(workOrders);
  const [c] = await db.select({ n: count() }).from(comments);
  const [a] = await db.select({ n: count() }).from(workOrderAssignees);
  return { employees: e?.n, workOrders: w?.n, comments: c?.n, assignees: a?.n };
}

describe('seedDemoData', () => {
  it('fills an empty database with a realistic small company', async () => {
    const database = await freshDatabase();
    const result = await seedDemoData(database.db, { now: NOW, hashPassword: fakeHash });
    expect(result.seeded).toBe(true);

    const staff = await database.db.select().from(employees);
    expect(staff.length).toBe(result.employees);
    expect(staff.length).toBeGreaterThanOrEqual(14);
    expect(staff.length).toBeLessThanOrEqual(16);
    expect(staff.filter((e) => !e.isActive)).toHaveLength(1);
    expect(staff.every((e) => e.passwordHash === 'hash:demo-portal-2026')).toBe(true);
    expect(staff.filter((e) => e.smsNotifications).every((e) => e.phone)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const match = staff.find((e) => e.email === account.email);
      expect(match, account.email).toMatchObject({ name: account.name, employeeType: account.employeeType });
    }

    const orders = await database.db.select().from(workOrders);
    expect(orders.length).toBe(result.workOrders);
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(WORK_ORDER_STATUSES));
    expect(new Set(orders.map((o) => o.type))).toEqual(new Set(WORK_ORDER_TYPES));
    expect(new Set(orders.map((o) => o.priority))).toEqual(new Set(WORK_ORDER_PRIORITIES));
    const onHold = orders.filter((o) => o.status === 'on-hold');
    expect(onHold.length).toBeGreaterThanOrEqual(12);
    expect(onHold.every((o) => o.pausedAt !== null)).toBe(true);
    expect(orders.filter((o) => o.status !== 'on-hold').every((o) => o.pausedAt === null)).toBe(true);
    expect(orders.filter((o) => o.status !== 'completed').every((o) => o.completedAt === null)).toBe(true);
    expect(orders.filter((o) => o.status === 'completed').every((o) => o.completedAt !== null)).toBe(true);
    expect(orders.every((o) => o.updatedAt >= o.createdAt && o.createdAt <= NOW)).toBe(true);

    const notes = await database.db.select().from(comments);
    expect(notes.length).toBe(result.comments);
    expect(notes.length).toBeGreaterThanOrEqual(100);
    const createdAtById = new Map(orders.map((o) => [o.id, o.createdAt]));
    const activeIds = new Set(staff.filter((e) => e.isActive).map((e) => e.id));
    for (const note of notes) {
      expect(note.authorId !== null && activeIds.has(note.authorId)).toBe(true);
      expect(note.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(note.createdAt.getTime()).toBeGreaterThan(
        createdAtById.get(note.workOrderId)?.getTime() ?? Infinity,
      );
    }

    const counts = await tableCounts(database);
    expect(counts.assignees).toBeGreaterThan(orders.length / 2);
    expect((await database.db.select().from(questions)).length).toBeGreaterThanOrEqual(6);
    expect((await database.db.select().from(notifications)).length).toBeGreaterThanOrEqual(15);
  });

  it('does nothing the second time', async () => {
    const database = await freshDatabase();
    await seedDemoData(database.db, { now: NOW, hashPassword: fakeHash });
    const before = await tableCounts(database);
    const again = await seedDemoData(database.db, { now: NOW, hashPassword: fakeHash });
    expect(again).toEqual({
      seeded: false,
      employees: 0,
      workOrders: 0,
      comments: 0,
      visits: 0,
      handBacks: 0,
    });
    expect(await tableCounts(database)).toEqual(before);
  });

  it('leaves a database that already has an employee untouched', async () => {
    const database = await freshDatabase();
    await database.db.insert(employees).values({
      name: 'Existing Admin',
      email: 'admin@example.com',
      employeeType: 'admin',
      passwordHash: 'x',
    });
    let hashed = 0;
    const result = await seedDemoData(database.db, {
      now: NOW,
      hashPassword: async (plain) => {
        hashed++;
        return fakeHash(plain);
      },
    });
    expect(result.seeded).toBe(false);
    expect(hashed).toBe(0);
    expect(await tableCounts(database)).toEqual({ employees: 1, workOrders: 0, comments: 0, assignees: 0 });
  });

  it('produces identical rows for the same now and seed', async () => {
    const first = await freshDatabase();
    const second = await freshDatabase();
    await seedDemoData(first.db, { now: NOW, seed: 7, hashPassword: fakeHash });
    await seedDemoData(second.db, { now: NOW, seed: 7, hashPassword: fakeHash });
    const snapshot = async (database: Database) => ({
      orders: await database.db.select().from(workOrders).orderBy(asc(workOrders.id)),
      comments: await database.db.select().from(comments).orderBy(asc(comments.id)),
      assignees: await database.db
        .select()
        .from(workOrderAssignees)
        .orderBy(asc(workOrderAssignees.workOrderId), asc(workOrderAssignees.employeeId)),
      visits: await database.db.select().from(visits).orderBy(asc(visits.id)),
      technicians: await database.db
        .select()
        .from(visitTechnicians)
        .orderBy(asc(visitTechnicians.visitId), asc(visitTechnicians.employeeId)),
    });
    const a = await snapshot(first);
    const b = await snapshot(second);
    expect(a.orders.length).toBeGreaterThan(0);
    expect(a.visits.length).toBeGreaterThan(0);
    expect(b).toEqual(a);

    const third = await freshDatabase();
    await seedDemoData(third.db, { now: NOW, seed: 8, hashPassword: fakeHash });
    expect((await snapshot(third)).orders).not.toEqual(a.orders);
  });

  it('lets any number of processes start together: two seeds at once on one empty database both succeed', async () => {
    const database = await freshDatabase();
    // On PostgreSQL the second "process" is a pool of its own, as a second server would have.
    const url =
      database.kind === 'postgres'
        ? (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString
        : undefined;
    const second = url ? openPostgres(url, { poolSize: 2 }) : database;
    try {
      // Both hash before either writes, the way two servers started at once get there.
      let started = 0;
      const bothStarted = async (plain: string) => {
        started += 1;
        while (started < 2) await new Promise((resolve) => setTimeout(resolve, 5));
        return fakeHash(plain);
      };
      const results = await Promise.all([
        seedDemoData(database.db, { now: NOW, hashPassword: bothStarted }),
        seedDemoData(second.db, { now: NOW, hashPassword: bothStarted }),
      ]);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      const seeded = results.find((result) => result.seeded);
      expect((await tableCounts(database)).employees).toBe(seeded?.employees);
    } finally {
      if (second !== database) await second.close();
    }
  });
});
