/**
 * What the reads of this tab know between requests (issue 39): the id of the last live-update
 * message received, and the last answers that came with an ETag, so the server can answer a read
 * whose answer has not changed with a bodiless 304. Both belong to one session: a sign-out
 * forgets them, and an answer kept under another token is never given.
 */

/** An answer kept for its URL: the ETag it came with, its parsed JSON and its headers. */
type KeptAnswer = { etag: string; data: unknown; headers: Headers };

/** The URLs kept at most; the one read longest ago goes first (a week of the board is under 1 MB). */
export const KEPT_ANSWERS_MAX = 60;

const kept = new Map<string, KeptAnswer>();
let keptFor: string | null = null;
let seenEventId: string | undefined;

/** The answers kept for this token; another token's are dropped first. */
function answersFor(token: string | null): Map<string, KeptAnswer> {
  if (token !== keptFor) {
    kept.clear();
    keptFor = token;
  }
  return kept;
}

/** The answer kept for `path` under this token, now the most recently used. */
export function keptAnswer(path: string, token: string | null): KeptAnswer | undefined {
  const answers = answersFor(token);
  const answer = answers.get(path);
  if (answer) {
    answers.delete(path);
    answers.set(path, answer);
  }
  return answer;
}

/** Whether the answers are still kept for this token: no sign-out since the read began. */
export const keepsAnswersFor = (token: string | null): boolean => token === keptFor;

/**
 * Keeps a 200's answer for `path`, or forgets the one kept when this answer has no ETag. A read
 * that began before a sign-out keeps nothing.
 */
export function keepAnswer(path: string, token: string | null, answer: KeptAnswer | null): void {
  if (!keepsAnswersFor(token)) return;
  const answers = kept;
  answers.delete(path);
  if (!answer) return;
  answers.set(path, answer);
  if (answers.size > KEPT_ANSWERS_MAX) answers.delete(answers.keys().next().value as string);
}

/** The id of the last live-update message this tab received (the `ready` message's included). */
export const lastSeenEventId = (): string | undefined => seenEventId;

export function setLastSeenEventId(id: string | undefined): void {
  seenEventId = id;
}

/** On sign-out: nothing one session read or heard of is used for the next. */
export function forgetReadMemory(): void {
  kept.clear();
  keptFor = null;
  seenEventId = undefined;
}
