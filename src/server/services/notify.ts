import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationType } from '#shared/schemas/notification.ts';
import type { Executor } from '../db/client.ts';
import { employees, notifications, outbox, workOrderAssignees, workOrders } from '../db/schema.ts';
import { outboxRowsFor } from '../outbox/compose.ts';

export type NotificationEvent = {
  kind: NotificationType;
  recipientIds: number[];
  title: string;
  message: string;
  workOrderId: number | null;
  /** Who caused it; never notified about their own action. */
  actorId: number | null;
};

/**
 * Records an event for its recipients in the caller's transaction: one in-app notification each
 * (active employees only, never the actor), and the email and SMS their preferences ask for, queued
 * in the outbox so they leave only if the change commits.
 */
export async function notify(executor: Executor, event: NotificationEvent): Promise<void> {
  const wanted = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
  if (wanted.length === 0) return;
  const recipients = await executor
    .select({
      id: employees.id,
      email: employees.email,
      phone: employees.phone,
      notificationsEnabled: employees.notificationsEnabled,
      emailNotifications: employees.emailNotifications,
      smsNotifications: employees.smsNotifications,
      assignmentNotifications: employees.assignmentNotifications,
      workOrderUpdateNotifications: employees.workOrderUpdateNotifications,
    })
    .from(employees)
    .where(and(inArray(employees.id, wanted), eq(employees.isActive, true)));
  if (recipients.length === 0) return;
  const inserted = await executor
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        employeeId: recipient.id,
        type: event.kind,
        title: event.title,
        message: event.message,
        workOrderId: event.workOrderId,
        actorId: event.actorId,
      })),
    )
    .returning({ id: notifications.id, employeeId: notifications.employeeId });
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const rows = outboxRowsFor(
    inserted.flatMap(({ id, employeeId }) => {
      const recipient = byId.get(employeeId);
      return recipient
        ? [{ notificationId: id, kind: event.kind, title: event.title, message: event.message, recipient }]
        : [];
    }),
  );
  if (rows.length > 0) await executor.insert(outbox).values(rows).onConflictDoNothing();
}

/** Everyone "on" a work order: its assignees, its tech (assignedTo) and its office employee. */
export async function workOrderAudience(executor: Executor, workOrderId: number): Promise<number[]> {
  const [order] = await executor
    .select({ assignedTo: workOrders.assignedTo, office: workOrders.assignedOfficeEmployee })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  const assignees = await executor
    .select({ id: workOrderAssignees.employeeId })
    .from(workOrderAssignees)
    .where(eq(workOrderAssignees.workOrderId, workOrderId));
  const ids = assignees.map((row) => row.id);
  if (order?.assignedTo) ids.push(order.assignedTo);
  if (order?.office) ids.push(order.office);
  return [...new Set(ids)];
}

/** Active admins, for notifyAdmin comments and the support form. */
export async function adminIds(executor: Executor): Promise<number[]> {
  const rows = await executor
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.employeeType, 'admin'), eq(employees.isActive, true)));
  return rows.map((row) => row.id);
}
