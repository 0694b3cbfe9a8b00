import { and, eq } from 'drizzle-orm';
import type { CustomerMessagePreview } from '#shared/schemas/visit.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { companySettings, outbox, workOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { isLive } from '../live-work-orders.ts';
import { dayLabel, timeRangeLabel } from './visit-text.ts';

type CustomerMessageEvent = 'scheduled' | 'window-changed' | 'on-the-way';

export type CustomerMessageInput = {
  workOrderId: number;
  event: CustomerMessageEvent;
  windowStart: Date;
  windowEnd: Date;
  /** The lead's full name; the message uses the first name. */
  leadName: string | null;
  companyName: string;
};

type Composed = CustomerMessagePreview & { subject: string };

const TEMPLATE_OF = {
  scheduled: 'messageScheduled',
  'window-changed': 'messageWindowChanged',
  'on-the-way': 'messageOnTheWay',
} as const;

/**
 * What the customer would be told of a visit, in the company's words and zone: a text when the order
 * has a phone, else an email when it has an address, else nothing ('no-contact'); nothing either
 * while management has customer messages off ('disabled'), though the text is still composed.
 */
export async function composeCustomerMessage(
  executor: Executor,
  input: CustomerMessageInput,
): Promise<Composed> {
  const [settings] = await executor.select().from(companySettings).limit(1);
  const [order] = await executor
    .select({
      jobNumber: workOrders.workOrderId,
      customerName: workOrders.customerName,
      customerPhone: workOrders.customerPhone,
      customerEmail: workOrders.customerEmail,
    })
    .from(workOrders)
    .where(and(eq(workOrders.id, input.workOrderId), isLive));
  if (!order) throw new AppError('not_found', 'Work order not found');
  if (!settings) throw new Error('company_settings has no row (migration 0015 makes it)');
  const { timeZone } = settings;
  const values: Record<string, string> = {
    customer: order.customerName?.trim() || 'there',
    company: input.companyName,
    date: dayLabel(input.windowStart, timeZone),
    window: timeRangeLabel(input.windowStart, input.windowEnd, timeZone),
    technician: input.leadName?.trim().split(/\s+/)[0] || 'our technician',
    job: order.jobNumber,
  };
  const text = settings[TEMPLATE_OF[input.event]].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
  const phone = order.customerPhone?.trim() || null;
  const email = order.customerEmail?.trim() || null;
  const channel = phone ? 'sms' : email ? 'email' : null;
  const reason = !settings.customerMessagesEnabled ? 'disabled' : channel === null ? 'no-contact' : null;
  return {
    willSend: reason === null,
    reason,
    channel,
    recipient: phone ?? email,
    text,
    subject: `${input.companyName}: your visit on ${values.date}`,
  };
}

/**
 * Queues the message in the outbox in the visit write's transaction, once per visit, event and
 * version (the dedupe key), when the company sends messages and the customer can be reached.
 */
export async function queueCustomerMessage(
  tx: Tx,
  input: CustomerMessageInput & { visitId: number; version: number },
): Promise<void> {
  const message = await composeCustomerMessage(tx, input);
  if (!message.willSend || !message.channel || !message.recipient || !message.text) return;
  await tx
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.channel === 'email' ? message.subject : null,
      body: message.text,
      dedupeKey: `visit:${input.visitId}:${input.event}:${input.version}`,
    })
    .onConflictDoNothing();
}
