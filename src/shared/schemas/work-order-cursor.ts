import { z } from 'zod';
import { untypeableTextMessage } from '../domain/typed-text.ts';
import { WORK_ORDER_SORTS, type WorkOrderSort } from '../domain/work-order-sorts.ts';
import { MAX_ID } from './input-numbers.ts';

/**
 * What each sort's key is made of, ahead of the id that breaks ties (ADR 037): a point in time
 * (`time`), one that may be missing (`time?`: those rows come last), urgent or not (`flag`), or
 * text (`text`: the job #).
 */
export type CursorKeyKind = 'time' | 'time?' | 'flag' | 'text';

export const CURSOR_KEYS: Record<WorkOrderSort, readonly CursorKeyKind[]> = {
  createdAt: ['time'],
  '-createdAt': ['time'],
  updatedAt: ['time'],
  '-updatedAt': ['time'],
  dueDate: ['time?'],
  '-dueDate': ['time?'],
  completedAt: ['time?'],
  '-completedAt': ['time?'],
  pausedAt: ['time?'],
  '-pausedAt': ['time?'],
  priority: ['flag', 'time?'],
  workOrderId: ['text'],
};

export type CursorValue = string | boolean | null;

/** Where a page ended: the sort it was read in, its last row's sort key, and that row's id. */
export type WorkOrderCursor = { sort: WorkOrderSort; key: CursorValue[]; id: number };

/** Far above any cursor the server gives (a job # of 50 characters makes the longest). */
export const WORK_ORDER_CURSOR_MAX_LENGTH = 512;

const INVALID_CURSOR = 'cursor is not one this list gave: ask for the first page again and follow its cursor';

/** A point in time as the server writes it into a cursor: UTC, to the microsecond PostgreSQL keeps. */
const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** A real calendar day and time of day, so PostgreSQL reads it rather than failing on it. */
function isCursorTime(value: string): boolean {
  const match = CURSOR_TIME.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

function fits(kind: CursorKeyKind, value: CursorValue): boolean {
  switch (kind) {
    case 'time':
      return typeof value === 'string' && isCursorTime(value);
    case 'time?':
      return value === null || (typeof value === 'string' && isCursorTime(value));
    case 'flag':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string' && untypeableTextMessage(value, 'cursor', 'multi-line') === undefined;
  }
}

/**
 * FNV-1a over the cursor's content. Not a secret and not a signature: a cursor grants nothing (the
 * filters and the caller's rights come from the request), the check only turns a cursor that was
 * cut, mistyped or edited into a 400 instead of a page that starts somewhere else.
 */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const CursorTupleSchema = z.tuple([
  z.enum(WORK_ORDER_SORTS),
  z.array(z.union([z.string().max(200), z.boolean(), z.null()])).max(2),
  z.number().int().min(1).max(MAX_ID),
  z.string().max(20),
]);

/** The opaque, URL-safe text of a cursor: base64url of its JSON with a checksum. */
export function encodeWorkOrderCursor({ sort, key, id }: WorkOrderCursor): string {
  const content = JSON.stringify([sort, key, id]);
  return toBase64Url(JSON.stringify([sort, key, id, checksum(content)]));
}

/** The cursor a text holds, or undefined when it is not one the server gave (or was changed since). */
export function decodeWorkOrderCursor(text: string): WorkOrderCursor | undefined {
  if (text.length > WORK_ORDER_CURSOR_MAX_LENGTH) return undefined;
  const json = fromBase64Url(text);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const tuple = CursorTupleSchema.safeParse(parsed);
  if (!tuple.success) return undefined;
  const [sort, key, id, sum] = tuple.data;
  if (sum !== checksum(JSON.stringify([sort, key, id]))) return undefined;
  const kinds = CURSOR_KEYS[sort];
  if (key.length !== kinds.length || !kinds.every((kind, index) => fits(kind, key[index] ?? null))) {
    return undefined;
  }
  return { sort, key, id };
}

/** The `cursor` query parameter (ADR 020's boundary): bounded, and a 400 naming it unless it decodes. */
export const cursorParam = z
  .string()
  .max(WORK_ORDER_CURSOR_MAX_LENGTH, {
    message: `cursor must be at most ${WORK_ORDER_CURSOR_MAX_LENGTH} characters`,
    abort: true,
  })
  .transform((text, ctx) => {
    const cursor = decodeWorkOrderCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: INVALID_CURSOR, input: text });
      return z.NEVER;
    }
    return cursor;
  });
