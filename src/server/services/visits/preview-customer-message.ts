import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerMessagePreview, CustomerMessagePreviewRequestSchema } from '#shared/schemas/visit.ts';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { composeCustomerMessage } from './customer-message.ts';

type PreviewRequest = z.output<typeof CustomerMessagePreviewRequestSchema>;

/** POST /api/visits/customer-message-preview: the words the customer would get, nothing queued. */
export async function previewCustomerMessage(
  db: Db,
  request: PreviewRequest,
  companyName: string,
): Promise<CustomerMessagePreview> {
  const [lead] =
    request.leadId == null
      ? []
      : await db.select({ name: employees.name }).from(employees).where(eq(employees.id, request.leadId));
  const { subject: _, ...preview } = await composeCustomerMessage(db, {
    workOrderId: request.workOrderId,
    event: request.event,
    windowStart: request.windowStart,
    windowEnd: request.windowEnd,
    leadName: lead?.name ?? null,
    companyName,
  });
  return preview;
}
