import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_NOT_FOUND_MESSAGE,
  type Notification,
  type NotificationListQuery,
  type NotificationType,
} from '#shared/schemas/notification.ts';
import type { SupportRequest } from '#shared/schemas/support.ts';
import type { Db } from '../db/client.ts';
import { employees, notifications, workOrders } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { isoOrNull } from './iso-or-null.ts';
import { adminIds, notify } from './notify.ts';

const actor = alias(employees, 'actor');

const columns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  // A deleted order's notifications stay, without their link, as before delete could be undone
  // (ADR 029); restoring the order brings the link back.
  workOrderId: sql<
    number | null
  >`case when ${workOrders.deletedAt} is null then ${notifications.workOrderId} end`,
  actorId: actor.id,
  actorName: actor.name,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

type Row = {
  id: number;
  type: string;
  title: string;
  message: string;
  workOrderId: number | null;
  actorId: number | null;
  actorName: string | null;
  readAt: Date | null;
  createdAt: Date;
};

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    workOrderId: row.workOrderId,
    actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
    read: row.readAt !== null,
    readAt: isoOrNull(row.readAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function selectNotifications(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .leftJoin(workOrders, eq(workOrders.id, notifications.workOrderId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

const unreadOf = (employeeId: number) =>
  and(eq(notifications.employeeId, employeeId), isNull(notifications.readAt));

/** The bell's number: the signed-in employee's unread notifications. */
export async function countUnread(db: Db, employeeId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(notifications).where(unreadOf(employeeId));
  return row?.count ?? 0;
}

/** The employee's own notifications, newest first, one page of them plus the filtered total. */
export async function listNotifications(
  db: Db,
  employeeId: number,
  query: NotificationListQuery,
): Promise<{ rows: Notification[]; total: number }> {
  const where = query.unread ? unreadOf(employeeId) : eq(notifications.employeeId, employeeId);
  const page = selectNotifications(db, where).offset(query.offset);
  const [rows, [totalRow]] = await Promise.all([
    query.limit === undefined ? page : page.limit(query.limit),
    db.select({ count: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(toNotification), total: totalRow?.count ?? 0 };
}

/** Marks one of the employee's notifications read (keeping the first read time); others' are 404. */
export async function markNotificationRead(db: Db, employeeId: number, id: number): Promise<Notification> {
  const mine = and(eq(notifications.id, id), eq(notifications.employeeId, employeeId));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt)));
  const [row] = await selectNotifications(db, mine);
  if (!row) throw new AppError('not_found', NOTIFICATION_NOT_FOUND_MESSAGE);
  return toNotification(row);
}

export async function markAllNotificationsRead(db: Db, employeeId: number): Promise<{ updated: number }> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(unreadOf(employeeId))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

type Sender = { id: number; name: string; email: string; phone: string | null };

/**
 * The /contact form: every active admin is notified (in-app, and by email/SMS as they prefer). A
 * deployment with no admin yet (create-admin makes a management account) falls back to management,
 * so a request never goes nowhere.
 */
export async function sendSupportMessage(db: Db, sender: Sender, input: SupportRequest): Promise<void> {
  await db.transaction(async (tx) => {
    let recipientIds = (await adminIds(tx)).filter((id) => id !== sender.id);
    if (recipientIds.length === 0) {
      const managers = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.employeeType, 'management'), eq(employees.isActive, true)));
      recipientIds = managers.map((row) => row.id);
    }
    const contact = sender.phone ? `${sender.email}, ${sender.phone}` : sender.email;
    await notify(tx, {
      kind: 'support',
      recipientIds,
      title: `Support request: ${input.subject}`,
      message: `${input.message}\n\nFrom ${sender.name} (${contact})`,
      workOrderId: null,
      actorId: sender.id,
    });
  });
}
