import { z } from 'zod';
import { idInput } from './input-numbers.ts';
import { AssignedEmployeeSchema } from './work-order.ts';

/** POST /api/work-orders/{id}/assign and /unassign. A number or a string of digits (select values). */
export const AssignRequestSchema = z.object({
  employeeId: idInput('Employee id', { required: 'Employee id is required' }),
});

/** One row of GET /api/work-orders/{id}/assignments; workOrderId is the order's server id. */
export const AssignmentSchema = z.object({
  workOrderId: z.number().int(),
  employeeId: z.number().int(),
  assignedAt: z.string(),
  assignedBy: z.number().int().nullable(),
  employee: AssignedEmployeeSchema,
});
export type Assignment = z.infer<typeof AssignmentSchema>;

export const AssignmentListSchema = z.array(AssignmentSchema);
export const AssignedEmployeeListSchema = z.array(AssignedEmployeeSchema);
