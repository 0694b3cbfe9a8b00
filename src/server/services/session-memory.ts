import { hearsEveryChange } from './shared-reads.ts';

/**
 * Sessions this process confirmed lately, for reads. After one live change, every open screen asks
 * again for each list and card it shows: without this, each of those requests looked its session
 * up in the database, the most frequent statement of all. A session is remembered only while the
 * live-update feed hears every change (services/shared-reads.ts), and forgotten as soon as any
 * process announces that its employee's sessions ended or the employee changed (a role, a
 * deactivation, a password reset: routes/events.ts), or that announcements may have been missed.
 * Writes never use it: they always check the session in the database (http/auth-hook.ts).
 */

/**
 * How long a confirmed session is taken on trust for reads, at most (and never past its expiry).
 * Every way a session ends or its employee changes is announced, so this bounds only what no
 * announcement tells: a row edited by hand in the database.
 */
const REMEMBERED_FOR_MS = 60_000;
/** Sessions remembered per process at most; a flood of tokens empties the memory instead of growing it. */
const MAX_REMEMBERED = 10_000;

type Remembered<T> = { session: T; employeeId: number; until: number };
type Memory = {
  generation: number;
  sessions: Map<string, Remembered<unknown>>;
  lookups: Map<string, { mark: number; answer: Promise<unknown> }>;
};

// Per database handle, as the shared answers are: tests run many apps, and a second handle on one
// database stands for a second server process.
const memories = new WeakMap<object, Memory>();

function memoryOf(db: object): Memory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { generation: 0, sessions: new Map(), lookups: new Map() };
    memories.set(db, memory);
  }
  return memory;
}

/**
 * Where the memory stands before a session is looked up in the database: a lookup that ran across
 * a forgetting (its session may have ended meanwhile) is not remembered.
 */
export const sessionMemoryMark = (db: object): number => memoryOf(db).generation;

/** The session behind this token hash when this process confirmed it lately and nothing has changed since. */
export function rememberedSession<T>(db: object, tokenHash: string, now = Date.now()): T | undefined {
  if (!hearsEveryChange(db)) return undefined;
  const { sessions } = memoryOf(db);
  const found = sessions.get(tokenHash);
  if (!found) return undefined;
  if (found.until > now) return found.session as T;
  sessions.delete(tokenHash);
  return undefined;
}

/**
 * One database lookup for the reads of one token that arrive together (a dashboard asks for its
 * eight cards at once): those that come while it runs wait for it, unless something was forgotten
 * since it started (its answer may be from before a session ended).
 */
export function lookUpOnce<T>(db: object, tokenHash: string, lookUp: () => Promise<T>): Promise<T> {
  const memory = memoryOf(db);
  const running = memory.lookups.get(tokenHash);
  if (running && running.mark === memory.generation) return running.answer as Promise<T>;
  const started = { mark: memory.generation, answer: lookUp() };
  memory.lookups.set(tokenHash, started);
  const done = () => {
    if (memory.lookups.get(tokenHash) === started) memory.lookups.delete(tokenHash);
  };
  started.answer.then(done, done);
  return started.answer;
}

/** Remembers a session just confirmed in the database, unless something was forgotten since `mark`. */
export function rememberSession<T>(
  db: object,
  entry: { tokenHash: string; session: T; employeeId: number; expiresAt: Date; mark: number },
  now = Date.now(),
): void {
  const memory = memoryOf(db);
  if (!hearsEveryChange(db) || memory.generation !== entry.mark) return;
  if (memory.sessions.size >= MAX_REMEMBERED) memory.sessions.clear();
  const until = Math.min(now + REMEMBERED_FOR_MS, entry.expiresAt.getTime());
  memory.sessions.set(entry.tokenHash, { session: entry.session, employeeId: entry.employeeId, until });
}

/** An employee's sessions ended or the employee changed, through any process: look theirs up again. */
export function forgetSessionsOf(db: object, employeeId: number): void {
  const memory = memoryOf(db);
  memory.generation += 1;
  for (const [tokenHash, found] of memory.sessions) {
    if (found.employeeId === employeeId) memory.sessions.delete(tokenHash);
  }
}

/** Announcements may have been missed: every session is looked up again. */
export function forgetAllSessions(db: object): void {
  const memory = memoryOf(db);
  memory.generation += 1;
  memory.sessions.clear();
}
