/**
 * How far a note's own time of writing (`writtenAt`, ADR 057) may lie from the moment the server
 * takes it in. A phone's clock may run a little ahead: up to WRITTEN_AT_MAX_AHEAD_MS it is read as
 * "just now". A note may wait on a phone without signal for days, but not beyond
 * WRITTEN_AT_MAX_AGE_DAYS: older than that, the time is more likely a wrong clock than a real wait.
 */
export const WRITTEN_AT_MAX_AHEAD_MS = 5 * 60_000;
export const WRITTEN_AT_MAX_AGE_DAYS = 30;

export const WRITTEN_AT_TEXTS = {
  tooFarAhead: 'writtenAt must not be more than 5 minutes after the time the server receives the note',
  tooOld: `writtenAt must be within the last ${WRITTEN_AT_MAX_AGE_DAYS} days`,
} as const;

export type WrittenAtVerdict = { ok: true; createdAt: Date } | { ok: false; message: string };

/**
 * The comment's time from the author's `writtenAt` and the time it arrived: the written time when
 * it is plausible, never later than the arrival; a refusal in words otherwise.
 */
export function judgeWrittenAt(writtenAt: Date, receivedAt: Date): WrittenAtVerdict {
  const ahead = writtenAt.getTime() - receivedAt.getTime();
  if (ahead > WRITTEN_AT_MAX_AHEAD_MS) return { ok: false, message: WRITTEN_AT_TEXTS.tooFarAhead };
  if (-ahead > WRITTEN_AT_MAX_AGE_DAYS * 86_400_000) return { ok: false, message: WRITTEN_AT_TEXTS.tooOld };
  return { ok: true, createdAt: ahead > 0 ? receivedAt : writtenAt };
}
