import { apiRequest } from '#client/lib/api-client.ts';
import { workOrderChangeKeys } from '#client/lib/invalidate-work-orders.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import { ASSIGNMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** POST /api/work-orders/{id}/assign or /unassign; both answer the employees now assigned. */
const changeAssignment = (workOrderId: number, action: 'assign' | 'unassign', employeeId: number) =>
  apiRequest<AssignedEmployee[]>(`/api/work-orders/${workOrderId}/${action}`, {
    method: 'POST',
    body: { employeeId },
  });

export type AssignmentChange = { action: 'assign' | 'unassign'; employeeId: number; name: string };

type AssignmentHandlers = {
  /** The server's list of assigned employees after this change. */
  onAssigned: (employees: AssignedEmployee[]) => void;
  /** Success or failure: the change is no longer pending. */
  onSettled: (change: AssignmentChange) => void;
};

/**
 * Assigns or unassigns one employee, with its toasts. The handlers are hook options rather
 * than mutate() callbacks because TanStack calls the latter for the latest call only, and several
 * changes can be in flight at once.
 */
export function useAssignmentChange(workOrderId: number, handlers: AssignmentHandlers) {
  return usePortalMutation({
    mutationFn: (change: AssignmentChange) => changeAssignment(workOrderId, change.action, change.employeeId),
    success: (_employees, change) =>
      change.action === 'assign'
        ? { title: ASSIGNMENT_TEXTS.assignedTitle, description: `${change.name} was added to this job.` }
        : {
            title: ASSIGNMENT_TEXTS.unassignedTitle,
            description: `${change.name} was removed from this job.`,
          },
    onSuccess: (employees) => handlers.onAssigned(employees),
    invalidates: workOrderChangeKeys(workOrderId),
    failure: (error, change) => ({
      title:
        change.action === 'assign'
          ? ASSIGNMENT_TEXTS.assignFailedTitle
          : ASSIGNMENT_TEXTS.unassignFailedTitle,
      description: error.message,
    }),
    onSettled: (_data, _error, change) => handlers.onSettled(change),
  });
}
