import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toasts.ts';
import { dayOf } from '#shared/domain/company-time.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { cancelVisit } from '../api/cancel-visit.ts';
import { createVisit } from '../api/create-visit.ts';
import { updateVisit } from '../api/update-visit.ts';
import { clockText, dayText, spanText } from '../board-time.ts';
import { type Placement, restoreBody } from '../visit-placement.ts';

/** What the dispatcher chose before saving: the reason for a broken rule, whether to tell the customer. */
export type SaveChoices = { overrideReason?: string; notifyCustomer: boolean };

const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.schedule.all });

/** 'Job 48213 scheduled with Carlos Mendez on Tue 12/1, 8:00–10:00'. */
function outcomeText(placement: Placement, technician: string, timeZone: string): string {
  const values = {
    job: placement.jobNumber,
    technician,
    when: `${dayText(dayOf(placement.startsAt, timeZone))}, ${spanText(placement.startsAt, placement.endsAt, timeZone)}`,
    end: clockText(placement.endsAt, timeZone),
  };
  const template = { create: TEXTS.scheduled, move: TEXTS.moved, resize: TEXTS.resized }[placement.kind];
  return fillTemplate(template, values);
}

/** Shown in every visits list at once while the PATCH is on its way; the refetch settles it. */
function showMoved(queryClient: QueryClient, placement: Placement) {
  const before = placement.visit;
  if (!before) return;
  queryClient.setQueriesData<Visit[]>({ queryKey: queryKeys.schedule.visitLists() }, (visits) =>
    visits?.map((visit) =>
      visit.id === before.id
        ? {
            ...visit,
            startsAt: placement.startsAt.toISOString(),
            endsAt: placement.endsAt.toISOString(),
            windowStart: placement.windowStart.toISOString(),
            windowEnd: placement.windowEnd.toISOString(),
          }
        : visit,
    ),
  );
}

async function undo(queryClient: QueryClient, placement: Placement, saved: Visit) {
  try {
    if (placement.visit) await updateVisit(saved.id, restoreBody(placement.visit, saved.version));
    else await cancelVisit(saved.id, TEXTS.undo);
    toast({ title: TEXTS.undone });
  } catch (error) {
    toast({
      variant: 'destructive',
      title: TEXTS.undoFailed,
      description: error instanceof Error ? error.message : undefined,
    });
  }
  await refresh(queryClient);
}

/** Sends the placement; on success a toast with Undo, and the outcome's words for the live region. */
export async function saveAndOfferUndo(
  queryClient: QueryClient,
  placement: Placement,
  { overrideReason, notifyCustomer }: SaveChoices,
  technicianName: (id: number | null) => string,
  timeZone: string,
): Promise<string> {
  const times = {
    startsAt: placement.startsAt.toISOString(),
    endsAt: placement.endsAt.toISOString(),
    windowStart: placement.windowStart.toISOString(),
    windowEnd: placement.windowEnd.toISOString(),
    leadId: placement.leadId,
    ...(overrideReason ? { overrideReason } : {}),
    notifyCustomer,
  };
  let saved: Visit;
  if (placement.visit) {
    showMoved(queryClient, placement);
    saved = await updateVisit(placement.visit.id, {
      ...times,
      version: placement.visit.version,
      helperIds: placement.helperIds,
    });
  } else {
    saved = await createVisit({ ...times, workOrderId: placement.workOrderId });
  }
  void refresh(queryClient);
  const message = outcomeText(placement, technicianName(placement.leadId), timeZone);
  toast({
    title: message,
    duration: 8000,
    action: {
      label: TEXTS.undo,
      altText: TEXTS.undo,
      onClick: () => void undo(queryClient, placement, saved),
    },
  });
  return message;
}
