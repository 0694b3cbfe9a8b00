import { z } from 'zod';

/** What the OpenAPI document says the body of GET /api/events is (ADR 044; shared/domain/live-events.ts). */
export const EventStreamBodySchema = z.unknown().meta({
  type: 'string',
  description:
    "A text/event-stream. Each change is a message with `id` (send it back as Last-Event-ID after a lost connection), `event` (the kind: work-order.created|changed|deleted, comment.*, question.*, attachment.*, assignment.*, visit.changed (a visit of the work order was scheduled, moved, re-crewed or changed status: the schedule and the order's visits are stale), notification.* for the signed-in employee's own, or reset) and `data` ({ kind, workOrderId?, statusBefore?, statusAfter?, changed? }: a work order's message says its status before and after the change, null when it was not a live order then (not created yet, or deleted); a list limited to other statuses that does not show the order is not concerned. A work-order.changed message also lists in `changed` the order's fields the change touched, named as in the work order's JSON: a count whose filters read none of them, and whose statuses the order neither joined nor left, is not concerned). Send the last message's `id` as X-Seen-Event-Id with list reads: the answer is then never from before that change. The stream opens with `ready` (its `id` is where it starts), sends `: keep-alive` comments every 20 s, and ends with `session-ended` when the session is signed out or revoked.",
});
