import { z } from 'zod';
import { SEEN_EVENT_HEADER } from '../domain/live-read-headers.ts';
import { ENTITY_TAGS_PATTERN } from './write-headers.ts';

export const IF_NONE_MATCH_MESSAGE =
  'If-None-Match must be an ETag this list was answered with, in double quotes (or a comma-separated list of them, or *).';
export const SEEN_EVENT_ID_MESSAGE = 'X-Seen-Event-Id must be the id of a live-update message.';
/** A live-update message's id, as X-Seen-Event-Id sends it back. */
export const SEEN_EVENT_ID_PATTERN = /^\d{1,15}$/;

/**
 * The request headers of a list that screens share (issue 39): the tag of the answer the client
 * holds, and the last live-update message it received.
 */
export const SharedReadHeadersSchema = z.object({
  'if-none-match': z
    .string()
    .max(1000, IF_NONE_MATCH_MESSAGE)
    .regex(ENTITY_TAGS_PATTERN, IF_NONE_MATCH_MESSAGE)
    .optional()
    .meta({
      description:
        'The ETag of the answer the client already holds: when the answer would be the same, it is a 304 with no body.',
    }),
  [SEEN_EVENT_HEADER]: z.string().regex(SEEN_EVENT_ID_PATTERN, SEEN_EVENT_ID_MESSAGE).optional().meta({
    description:
      'The `id` of the last message the client received on GET /api/events: the answer is never from before that change, whichever server process gives it.',
  }),
});
