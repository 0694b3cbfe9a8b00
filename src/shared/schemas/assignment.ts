import { z } from 'zod';
import { MAX_ID } from './common.ts';
import { AssignedEmployeeSchema } from './work-order.ts';

/** POST /api/work-orders/{id}/assign and /unassign. A number or a numeric string (select values). */
export const AssignRequestSchema = z.object({
  employeeId: z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined ? 'Employee id is required' : 'Employee id must be a number',
    })
    .transform(Number)
    .pipe(
      z
        .number({ error: 'Employee id must be a number' })
        .int('Employee id must be a whole number')
        .positive('Employee id must be positive')
        .max(MAX_ID, 'Employee id is out of range'),
    ),
});
export type AssignRequest = z.input<typeof AssignRequestSchema>;

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
