/**
 * Work orders this tab deleted: their detail is not asked for again on the delete's own change
 * message. Apart from the code that applies the messages, which loads after the first paint.
 */
const deletedHere = new Set<number>();

/**
 * Called by this tab's delete: the open detail closes on its own (and drops its cache then), so
 * the change message the delete causes must not ask for a detail that is now 'not found'.
 */
export function skipLiveDetailRefetch(workOrderId: number): void {
  deletedHere.add(workOrderId);
}

export const wasDeletedHere = (workOrderId: number): boolean => deletedHere.has(workOrderId);
