import { sql } from 'drizzle-orm';
import { statusLabel, type WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import type { Db } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { MIGRATION_LOCK_ID } from './migrate.ts';
import {
  activityLog,
  comments,
  employees,
  notifications,
  questions,
  workOrderAssignees,
  workOrders,
} from './schema.ts';
import {
  between,
  type Clock,
  DAY,
  HOUR,
  makeClock,
  type OrderPlan,
  Staff,
  staffRoster,
} from './seed-context.ts';
import * as data from './seed-data.ts';
import { insertDemoHandBacks, type SeedAttachments } from './seed-hand-backs.ts';
import { planDemoSchedule } from './seed-schedule.ts';
import { companyTimeZone, insertDemoSchedule } from './seed-schedule-rows.ts';
import { planOrders } from './seed-work-orders.ts';
import { createSeededRandom, type SeededRandom } from './seeded-random.ts';

export type SeedOptions = {
  now?: Date;
  seed?: number;
  hashPassword: (plain: string) => Promise<string>;
  /** Where the demo hand-backs' signature goes; without it the demo has no hand-backs. */
  attachments?: SeedAttachments;
};
export type SeedResult = {
  seeded: boolean;
  employees: number;
  workOrders: number;
  comments: number;
  visits: number;
  handBacks: number;
};

const DEFAULT_SEED = 20261122;
const NOT_SEEDED: SeedResult = {
  seeded: false,
  employees: 0,
  workOrders: 0,
  comments: 0,
  visits: 0,
  handBacks: 0,
};
type Order = OrderPlan & { id: number };
type Context = { rng: SeededRandom; clock: Clock; staff: Staff };

const COMMENTS_PER_ORDER: Record<WorkOrderStatus, [number, number]> = {
  open: [0, 4],
  'in-progress': [0, 4],
  'on-hold': [2, 5],
  completed: [1, 4],
};

function buildComments({ rng, clock, staff }: Context, orders: Order[]) {
  const plumbers = new Set(staff.byType('plumber'));
  const officeStaff = staff.ids((p) => p.isActive && p.employeeType !== 'plumber');
  return orders.flatMap((order) => {
    const [min, max] = COMMENTS_PER_ORDER[order.status];
    const authors = [...order.assignees.filter((id) => staff.isActive(id)), ...officeStaff];
    const offsets = Array.from({ length: rng.int(min, max) }, () =>
      between(rng, order.createdOffset, order.endOffset),
    );
    return offsets
      .sort((a, b) => a - b)
      .map((offset) => {
        const authorId = rng.pick(authors);
        const isUpdate = rng.chance(plumbers.has(authorId) ? 0.75 : 0.2);
        const at = clock.at(offset);
        return {
          workOrderId: order.id,
          authorId,
          content: rng.pick(isUpdate ? data.UPDATE_COMMENTS : data.NOTE_COMMENTS),
          type: isUpdate ? 'update' : 'note',
          notifyAdmin: rng.chance(0.05),
          // Seeded notes arrived as they were written.
          createdAt: at,
          receivedAt: at,
        };
      });
  });
}

function buildQuestions({ rng, clock, staff }: Context, orders: Order[]) {
  const answerers = staff.ids(
    (p) => p.isActive && (p.employeeType === 'management' || p.title === 'Master Plumber'),
  );
  const askable = orders.filter(
    (o) => o.row.type === 'plumbing-question' || o.row.type === 'estimate-question',
  );
  return rng.sample(askable, data.QUESTIONS_AND_ANSWERS.length).flatMap((order, i) => {
    const qa = data.QUESTIONS_AND_ANSWERS[i];
    if (!qa) return [];
    const askedOffset = between(rng, order.createdOffset, order.endOffset - HOUR);
    const answered = qa.answer !== null;
    return {
      workOrderId: order.id,
      question: qa.question,
      answer: qa.answer,
      askedBy: order.assignees[0] ?? rng.pick(staff.byType('plumber')),
      answeredBy: answered ? rng.pick(answerers) : null,
      createdAt: clock.at(askedOffset),
      answeredAt: answered ? clock.at(between(rng, askedOffset, order.endOffset)) : null,
    };
  });
}

const NOTIFICATION_KINDS = ['assignment', 'comment', 'status', 'paused-job', 'comment'] as const;

function buildNotifications({ rng, clock, staff }: Context, orders: Order[], recipients: number[]) {
  const paused = orders.filter((o) => o.status === 'on-hold');
  return recipients.flatMap((employeeId) => {
    const mine = orders.filter((o) => o.assignees.includes(employeeId) && o.status !== 'completed');
    const actors = staff.ids((p) => p.isActive && p.employeeType !== 'plumber' && p.id !== employeeId);
    return NOTIFICATION_KINDS.map((wanted) => {
      // Managers and admins are not assigned work: they hear about status changes instead.
      const type = wanted === 'assignment' && mine.length === 0 ? 'status' : wanted;
      const pool = type === 'paused-job' ? paused : mine;
      const order = rng.pick(pool.length > 0 ? pool : orders);
      const offset = between(rng, Math.max(order.createdOffset, -7 * DAY), -5);
      const actorId = order.createdBy === employeeId ? rng.pick(actors) : order.createdBy;
      const label = `#${order.row.workOrderId} ${order.row.title}`;
      const text = {
        assignment: { title: 'New assignment', message: `${staff.name(actorId)} assigned you to ${label}.` },
        comment: { title: 'New comment', message: `${staff.name(actorId)} commented on ${label}.` },
        status: { title: 'Status changed', message: `${label} is now ${statusLabel(order.status)}.` },
        'paused-job': { title: 'Job paused', message: `${label} was put on hold.` },
      }[type];
      return {
        employeeId,
        type,
        ...text,
        workOrderId: order.id,
        actorId,
        readAt: rng.chance(0.45) ? clock.at(between(rng, offset, 0)) : null,
        createdAt: clock.at(offset),
      };
    });
  });
}

/** Writes the demo company into an empty database; a database with any employee is left alone. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const isEmpty = async (executor: Db) =>
    (await executor.select({ id: employees.id }).from(employees).limit(1)).length === 0;
  if (!(await isEmpty(db))) return NOT_SEEDED;
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  const rng = createSeededRandom(options.seed ?? DEFAULT_SEED);
  // The schedule draws from a stream of its own: the orders planOrders makes stay as they were.
  const scheduleRng = createSeededRandom((options.seed ?? DEFAULT_SEED) + 36);
  const clock = makeClock(options.now ?? new Date());

  // The signature stored for a seed that then fails is removed again.
  const storedKeys: string[] = [];
  try {
    return await seedInTransaction(db, options, {
      passwordHash,
      rng,
      scheduleRng,
      clock,
      isEmpty,
      storedKeys,
    });
  } catch (error) {
    const store = options.attachments?.store;
    if (store) await Promise.all(storedKeys.map((key) => store.remove(key).catch(() => {})));
    throw error;
  }
}

type SeedRun = {
  passwordHash: string;
  rng: SeededRandom;
  scheduleRng: SeededRandom;
  clock: Clock;
  isEmpty: (executor: Db) => Promise<boolean>;
  storedKeys: string[];
};

function seedInTransaction(db: Db, options: SeedOptions, run: SeedRun): Promise<SeedResult> {
  const { passwordHash, rng, scheduleRng, clock, isEmpty } = run;
  return db.transaction(async (tx) => {
    // Servers started together on one empty database: the first to get the migrations' lock seeds,
    // the others wait for it here and then find the employees it wrote. Released at commit.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    if (!(await isEmpty(tx))) return NOT_SEEDED;
    const roster = staffRoster();
    const employeeRows = roster.map((person) => {
      const createdOffset = -rng.int(120, 900) * DAY;
      const { name, email, phone, employeeType, title, colorTheme, notes, isActive } = person;
      return {
        name,
        email,
        phone,
        employeeType,
        title,
        colorTheme,
        notes,
        isActive,
        passwordHash,
        smsNotifications: person.smsNotifications && phone !== null,
        createdAt: clock.at(createdOffset),
        updatedAt: clock.at(createdOffset + rng.int(1, 100) * DAY),
      };
    });
    const inserted = await tx
      .insert(employees)
      .values(employeeRows)
      .returning({ id: employees.id, email: employees.email });
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
    const people = roster.flatMap((person) => {
      const id = idByEmail.get(person.email);
      return id === undefined ? [] : [{ ...person, id }];
    });
    const context: Context = { rng, clock, staff: new Staff(people) };

    const timeZone = await companyTimeZone(tx);
    const planned = planOrders(rng, clock, context.staff);
    const schedule = planDemoSchedule(scheduleRng, { clock, staff: context.staff, timeZone }, planned);
    // Ids follow creation time, as they would in a real database.
    const plans = [...planned, ...schedule.orders].sort((a, b) => a.createdOffset - b.createdOffset);
    const orderIds = await tx
      .insert(workOrders)
      .values(plans.map((plan) => plan.row))
      .returning({ id: workOrders.id, workOrderId: workOrders.workOrderId });
    const idByNumber = new Map(orderIds.map((row) => [row.workOrderId, row.id]));
    const orders = plans.flatMap((plan) => {
      const id = idByNumber.get(plan.row.workOrderId);
      return id === undefined ? [] : [{ ...plan, id }];
    });

    const assigneeRows = orders.flatMap((order) =>
      order.assignees.map((employeeId) => ({
        workOrderId: order.id,
        employeeId,
        assignedBy: order.createdBy,
        assignedAt: clock.at(order.createdOffset + rng.int(0, 30)),
      })),
    );
    const commentRows = buildComments(context, orders);
    const questionRows = buildQuestions(context, orders);
    const demoIds = DEMO_ACCOUNTS.flatMap((account) => idByEmail.get(account.email) ?? []);
    const notificationRows = buildNotifications(context, orders, demoIds);
    const activityRows = orders.map((order) => ({
      entityType: 'work_order',
      entityId: order.id,
      entityLabel: order.row.workOrderId,
      action: 'created',
      newValue: { title: order.row.title, type: order.row.type, priority: order.row.priority },
      actorId: order.createdBy,
      createdAt: clock.at(order.createdOffset),
    }));
    if (assigneeRows.length > 0) await tx.insert(workOrderAssignees).values(assigneeRows);
    if (commentRows.length > 0) await tx.insert(comments).values(commentRows);
    if (questionRows.length > 0) await tx.insert(questions).values(questionRows);
    if (notificationRows.length > 0) await tx.insert(notifications).values(notificationRows);
    if (activityRows.length > 0) await tx.insert(activityLog).values(activityRows);
    const visitCount = await insertDemoSchedule(tx, schedule, idByNumber, timeZone);

    const handBacks = options.attachments
      ? await insertDemoHandBacks(tx, options.attachments, run.storedKeys)
      : 0;

    const counts = { employees: inserted.length, workOrders: orders.length, comments: commentRows.length };
    return { seeded: true, ...counts, visits: visitCount, handBacks };
  });
}
