/** A return appointment is a day; as a due date it means the end of that day, UTC, as a typed day does. */
const endOfDayUtc = (day: string): Date => new Date(`${day.slice(0, 10)}T23:59:59.000Z`);

/**
 * ADR 059: what a paused job is due by once it is resumed. The next thing due is the earlier, of
 * those still to come, of its due date and the end of its return appointment's day. Answers the new
 * due date when that differs from the current one, else null (nothing to change): a return visit
 * that has passed, or one later than a due date still ahead, leaves the due date alone.
 */
export function dueDateOnResume(
  dueDate: Date | null,
  returnAppointmentDate: string | null,
  now: Date,
): Date | null {
  if (!returnAppointmentDate) return null;
  const visit = endOfDayUtc(returnAppointmentDate);
  if (Number.isNaN(visit.getTime()) || visit.getTime() < now.getTime()) return null;
  const dueAhead = dueDate !== null && dueDate.getTime() >= now.getTime();
  if (dueAhead && dueDate.getTime() <= visit.getTime()) return null;
  return visit;
}
