import { z } from 'zod';
import { WORK_ORDER_STATUSES } from '../domain/work-order-status.ts';
import { pageParams } from './page-query.ts';

/** GET /api/deleted-work-orders: like every list, the whole list without limit. */
export const DeletedWorkOrderListQuerySchema = z.object(pageParams());
export type DeletedWorkOrderListQuery = z.infer<typeof DeletedWorkOrderListQuerySchema>;

/** One row of Recently deleted (ADR 029). */
export const DeletedWorkOrderSchema = z.object({
  id: z.number().int().meta({ description: "The work order's server id, for restore" }),
  workOrderId: z.string().meta({ description: 'The job number (#)' }),
  title: z.string(),
  status: z.enum(WORK_ORDER_STATUSES).meta({ description: 'Its status when it was deleted' }),
  deletedAt: z.string(),
  deletedBy: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .meta({ description: 'Who deleted it; null if that account no longer exists' }),
  purgeAt: z.string().meta({
    description: 'From when the hourly purge removes it for good (deletedAt + DELETED_RETENTION_DAYS)',
  }),
});
export type DeletedWorkOrder = z.infer<typeof DeletedWorkOrderSchema>;
export const DeletedWorkOrderListSchema = z.array(DeletedWorkOrderSchema);
