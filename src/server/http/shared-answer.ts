import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SEEN_EVENT_HEADER } from '#shared/domain/live-read-headers.ts';
import { catchUpWith, type SharedRead, sharedReads } from '../services/shared-reads.ts';
import { ifNoneMatchHas } from './if-none-match.ts';
import { sendWrittenJson, type WrittenJson, writeJson } from './written-json.ts';

/** What a shared read gives: the answer's body and the headers that go with it (X-Total-Count ...). */
type ReadAnswer = { body: unknown; headers?: Record<string, string> };

type SharedAnswer = { written: WrittenJson; headers: Record<string, string>; etag: string };

/**
 * How long an answer is shared at most: what no announcement tells (an employee renamed through
 * another process) shows within the time a live change is promised to take to reach a screen.
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
  reply.header('etag', answer.etag);
  if (ifNoneMatchHas(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendWrittenJson(request, reply.headers(answer.headers), answer.written);
}
