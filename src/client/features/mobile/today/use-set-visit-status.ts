import { useQueryClient } from '@tanstack/react-query';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { sendOrQueue } from '#client/lib/outbox/send-or-queue.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { VISIT_STATUS_LABELS, type VisitStatus } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';

export type VisitTap = {
  visit: Pick<Visit, 'id' | 'workOrderId' | 'jobNumber' | 'title' | 'version'>;
  /** The status the technician saw: the server's, or one still waiting on the phone. */
  from: VisitStatus;
  status: VisitStatus;
  /** Why the work could not be finished (Couldn't finish only). */
  reason?: string;
};

/**
 * A big button's tap on a visit: sent at once, or kept in the outbox without a connection and sent
 * when it is back (docs/decisions/066-visit-status-from-the-phone.md), with the visit's version as
 * the technician saw it. A sent tap refreshes every visit read (the day, the agenda, the board).
 */
export function useSetVisitStatus() {
  const queryClient = useQueryClient();
  return usePortalMutation({
    mutationFn: async ({ visit, from, status, reason }: VisitTap) =>
      sendOrQueue<Visit>({
        kind: 'visit-status',
        employeeId: await signedInEmployeeId(queryClient),
        workOrderId: visit.workOrderId,
        visitId: visit.id,
        jobLabel: `#${visit.jobNumber} ${visit.title}`,
        from,
        to: status,
        ...(reason === undefined ? {} : { reason }),
        version: visit.version,
      }),
    networkMode: 'always',
    success: (result, { status }) =>
      result.sent ? { title: `Visit set to ${VISIT_STATUS_LABELS[status]}` } : QUEUED_TOAST,
    invalidates: (result) => (result.sent ? [queryKeys.schedule.all] : []),
    // The tapped button stays busy until the day shows the new status.
    awaitRefetch: true,
    failure: (error) => ({ title: 'Status not changed', description: error.message }),
  });
}
