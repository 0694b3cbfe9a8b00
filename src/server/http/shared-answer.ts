import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEEN_EVENT_HEADER } from '#shared/domain/live-read-headers.ts';
import { SEEN_EVENT_ID_PATTERN } from '#shared/schemas/read-headers.ts';
import { EVERY_READER } from '../services/read-visibility.ts';
import { catchUpWith, hasHeardOf, type SharedRead, sharedReads } from '../services/shared-reads.ts';
import { ifNoneMatchHas } from './if-none-match.ts';
import { sendWrittenJson, type WrittenJson, writeJson } from './written-json.ts';

/** What a shared read gives: the answer's body and the headers that go with it (X-Total-Count ...). */
type ReadAnswer = { body: unknown; headers?: Record<string, string> };

type SharedAnswer = { written: WrittenJson; headers: Record<string, string>; etag: string };

/**
 * How long an answer is shared at most: what no announcement tells (a write through another process
 * to a table with no change event, services/shared-reads.ts) shows within the time a live change is
 * promised to take to reach a screen.
 */
const SHARED_FOR_MS = 2_000;

/** A route's cache of answers; `maxEntries` bounds its memory (a flood of distinct questions empties it). */
export function sharedAnswers(maxEntries: number): SharedRead<SharedAnswer> {
  return sharedReads<SharedAnswer>({ ttlMs: SHARED_FOR_MS, maxEntries });
}

/** The tag of an answer's bytes: two processes writing the same answer give the same tag. */
const entityTagOf = (json: string) =>
  `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;

export type SharedAnswerOptions = {
  cache: SharedRead<SharedAnswer>;
  /**
   * What the asker may see of this answer, in the cache key: two employees share an answer only
   * when they would be given the same one (services/read-visibility.ts).
   */
  visibility: string;
  read: () => Promise<ReadAnswer>;
};

/**
 * Answers a read that many screens ask at once (issue 39): once per change for everyone asking the
 * same question with the same visibility, written and compressed once (services/shared-reads.ts),
 * never from before the live-update message the client last received (X-Seen-Event-Id), and as a
 * 304 with no body when the client already holds it (If-None-Match on the answer's ETag).
 */
export async function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { cache, visibility, read }: SharedAnswerOptions,
): Promise<FastifyReply> {
  const { db } = request.server;
  const seen = request.headers[SEEN_EVENT_HEADER];
  await catchUpWith(db, typeof seen === 'string' ? Number(seen) : undefined);
  // The parsed parameters and query, so spellings of one question (lightweight=1 and =true) meet.
  const key = `${visibility}\n${request.routeOptions.url}\n${JSON.stringify([request.params, request.query])}`;
  const answer = await cache(db, key, async () => {
    const { body, headers = {} } = await read();
    const written = writeJson(reply, body);
    return { written, headers, etag: entityTagOf(written.json) };
  });
  if (visibility === EVERY_READER) keepUrl(db, request.url, { cache, key });
  reply.header('etag', answer.etag);
  if (ifNoneMatchHas(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendWrittenJson(request, reply.headers(answer.headers), answer.written);
}

/**
 * The answers every reader shares, by the URL that asked for them last: a screen asking whether
 * its copy of such a URL is still current is answered before its query and headers are parsed.
 */
type KeptUrl = { cache: SharedRead<SharedAnswer>; key: string };
const keptUrls = new WeakMap<object, Map<string, KeptUrl>>();
/** URLs remembered per process at most; a flood of distinct URLs empties the list instead of growing it. */
const MAX_KEPT_URLS = 1000;

function keepUrl(db: object, url: string, kept: KeptUrl): void {
  let urls = keptUrls.get(db);
  if (!urls) {
    urls = new Map();
    keptUrls.set(db, urls);
  }
  if (urls.size >= MAX_KEPT_URLS && !urls.has(url)) urls.clear();
  urls.set(url, kept);
}

/**
 * After the session and the route's role are checked (http/auth-hook.ts): a GET whose
 * If-None-Match is exactly the tag of the answer every reader shares for its URL, still current,
 * with nothing the client was told of unheard here, is a 304 at once. After a live change most of
 * what two hundred screens ask is this; the answer is the one the route would give (the same URL
 * passed the same validation), at a quarter less of the CPU. Anything else takes the route's path.
 */
export function registerSharedAnswerShortcut(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!holdsCurrentAnswer(request)) return done();
    reply.header('etag', request.headers['if-none-match']).code(304).send();
  });
}

function holdsCurrentAnswer(request: FastifyRequest): boolean {
  const tag = request.headers['if-none-match'];
  if (request.method !== 'GET' || !request.employee || !tag) return false;
  const { db } = request.server;
  const kept = keptUrls.get(db)?.get(request.url);
  if (!kept) return false;
  const seen = request.headers[SEEN_EVENT_HEADER];
  if (
    seen !== undefined &&
    !(typeof seen === 'string' && SEEN_EVENT_ID_PATTERN.test(seen) && hasHeardOf(db, Number(seen)))
  )
    return false;
  return kept.cache.peek(db, kept.key)?.etag === tag;
}
