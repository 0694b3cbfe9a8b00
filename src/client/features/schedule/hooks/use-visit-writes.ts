import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toasts.ts';
import {
  type ConflictContext,
  findVisitConflicts,
  type VisitConflict,
} from '#shared/domain/visit-conflicts.ts';
import type { CustomerMessagePreview, Visit } from '#shared/schemas/visit.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { previewCustomerMessage } from '../api/preview-customer-message.ts';
import { changesWindow, conflictPlacementOf, type Placement } from '../visit-placement.ts';
import { type SaveChoices, saveAndOfferUndo } from './save-placement.ts';

/** The confirmation a placement waits on: rules it breaks, what the customer would be sent. */
export type PendingPlacement = {
  placement: Placement;
  conflicts: VisitConflict[];
  preview: CustomerMessagePreview | null;
};

/** The visit as the server now has it, in every visits list on screen. */
function putVisitInCache(queryClient: QueryClient, visit: Visit) {
  queryClient.setQueriesData<Visit[]>({ queryKey: queryKeys.schedule.visitLists() }, (visits) =>
    visits?.map((each) => (each.id === visit.id ? visit : each)),
  );
}

const conflictBody = (error: unknown) => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body ?? {}) as { conflicts?: VisitConflict[]; visit?: Visit };
};

/**
 * Booking, moving and resizing from the board: the rules checked in the browser first (the same
 * function the server runs), the customer's message previewed when the window changes, then the
 * write, its toast with Undo and the polite announcement of how it went.
 */
export function useVisitWrites(
  context: ConflictContext | null,
  technicianName: (id: number | null) => string,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingPlacement | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const save = useCallback(
    async (placement: Placement, choices: SaveChoices) => {
      setPending(null);
      try {
        const message = await saveAndOfferUndo(
          queryClient,
          placement,
          choices,
          technicianName,
          context?.timeZone ?? 'UTC',
        );
        setAnnouncement(message);
      } catch (error) {
        const body = conflictBody(error);
        if (body?.visit) {
          putVisitInCache(queryClient, body.visit);
          toast({ variant: 'destructive', title: TEXTS.lostRace });
          setAnnouncement(TEXTS.lostRace);
        } else if (body?.conflicts?.length) {
          setPending({ placement, conflicts: body.conflicts, preview: null });
        } else {
          const text = error instanceof Error ? error.message : String(error);
          toast({ variant: 'destructive', title: TEXTS.saveFailed, description: text });
          setAnnouncement(`${TEXTS.saveFailed}: ${text}`);
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });
      }
    },
    [queryClient, technicianName, context],
  );

  const plan = useCallback(
    async (placement: Placement) => {
      if (!context) return;
      const conflicts = findVisitConflicts(conflictPlacementOf(placement), context);
      let preview: CustomerMessagePreview | null = null;
      if (changesWindow(placement) && !conflicts.some((conflict) => conflict.kind === 'overlap')) {
        preview = await previewCustomerMessage({
          workOrderId: placement.workOrderId,
          event: placement.kind === 'create' ? 'scheduled' : 'window-changed',
          windowStart: placement.windowStart.toISOString(),
          windowEnd: placement.windowEnd.toISOString(),
          leadId: placement.leadId,
        }).catch(() => null);
      }
      const worthShowing = preview !== null && preview.reason !== 'disabled';
      if (conflicts.length > 0 || worthShowing) setPending({ placement, conflicts, preview });
      else await save(placement, { notifyCustomer: true });
    },
    [context, save],
  );

  return { plan, save, pending, cancel: () => setPending(null), announcement };
}
