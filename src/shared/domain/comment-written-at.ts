/**
 * How far a note's own time of writing (`writtenAt`, ADR 057) may lie from the moment the server
 * takes it in and still be believed. A note may wait on a phone without signal for days, but not
 * beyond WRITTEN_AT_MAX_AGE_DAYS: older than that, the time is more likely a wrong clock than a real
 * wait. A time after the arrival is a phone clock running ahead.
 */
export const WRITTEN_AT_MAX_AGE_DAYS = 30;

/**
 * The author's time of writing when it is believable against the arrival, else undefined: the note
 * is then stamped with its arrival. A wrong clock never costs the technician the note itself.
 */
export function believableWrittenAt(writtenAt: Date, receivedAt: Date): Date | undefined {
  const ageMs = receivedAt.getTime() - writtenAt.getTime();
  return ageMs >= 0 && ageMs <= WRITTEN_AT_MAX_AGE_DAYS * 86_400_000 ? writtenAt : undefined;
}
