import type { NotificationType } from '#shared/schemas/notification.ts';
import type { outbox } from '../db/schema.ts';

export type OutboxChannel = 'email' | 'sms';

/** The employee columns that decide whether, and where, a notification leaves the portal. */
type RecipientPreferences = {
  email: string;
  phone: string | null;
  notificationsEnabled: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  assignmentNotifications: boolean;
  workOrderUpdateNotifications: boolean;
};

export type DeliverableNotification = {
  notificationId: number;
  kind: NotificationType;
  title: string;
  message: string;
  recipient: RecipientPreferences;
};

/** SMS gateways split long texts into several paid parts; two parts is enough for a heads-up. */
export const SMS_MAX_LENGTH = 300;

/** Settings page switches: assignment and work-order events can be muted; the rest always follow. */
function kindAllowed(kind: NotificationType, r: RecipientPreferences): boolean {
  if (kind === 'assignment') return r.assignmentNotifications;
  if (kind === 'comment' || kind === 'status' || kind === 'paused-job') return r.workOrderUpdateNotifications;
  return true;
}

/** The profile's rules: email needs all notifications on; SMS also needs a phone number. */
function channelsFor(kind: NotificationType, r: RecipientPreferences): OutboxChannel[] {
  if (!r.notificationsEnabled || !kindAllowed(kind, r)) return [];
  const channels: OutboxChannel[] = [];
  if (r.emailNotifications && r.email.trim()) channels.push('email');
  if (r.smsNotifications && r.phone?.trim()) channels.push('sms');
  return channels;
}

function smsText(title: string, message: string): string {
  const text = `${title}: ${message}`.replace(/\s+/g, ' ').trim();
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1)}…`;
}

/**
 * The email and SMS rows for in-app notifications just written. The key is the notification's own
 * id, so a duplicated insert of the same row can never queue a second message.
 */
export function outboxRowsFor(items: DeliverableNotification[]): (typeof outbox.$inferInsert)[] {
  return items.flatMap((item) =>
    channelsFor(item.kind, item.recipient).map((channel) =>
      channel === 'email'
        ? {
            channel,
            recipient: item.recipient.email.trim(),
            subject: item.title,
            body: item.message,
            dedupeKey: `notification:${item.notificationId}:email`,
          }
        : {
            channel,
            recipient: (item.recipient.phone ?? '').trim(),
            subject: null,
            body: smsText(item.title, item.message),
            dedupeKey: `notification:${item.notificationId}:sms`,
          },
    ),
  );
}
