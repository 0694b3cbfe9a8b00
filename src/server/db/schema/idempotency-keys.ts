import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { employees } from './accounts.ts';
import { timestamptz } from './column-types.ts';

/**
 * Idempotency-Key (ADR 045): the keys an employee sent with a write (a comment, an upload, a PATCH
 * of a work order), with what the first request was and, once its write committed, what it was
 * answered. The answer is written in the write's own transaction, so a key is never stored with an
 * answer its write lacks, or the other way round. Rows are swept after KEY_RETENTION_DAYS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, route, work order and parsed body the key was first sent with. */
    fingerprint: text('fingerprint').notNull(),
    /** The request that holds the key while its write runs; only it may store the answer. */
    claimToken: uuid('claim_token').notNull(),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
    /** The answer, set in the write's transaction; null while the write is in progress. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    /** A role permission the write needed beyond its route's (completing), asked again on a replay. */
    permission: text('permission'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    // A lookup is one read of this index: keys are scoped to the employee who sent them.
    primaryKey({ columns: [t.employeeId, t.key] }),
    index('idempotency_keys_claimed_idx').on(t.claimedAt),
    check('idempotency_keys_answer_check', sql`(${t.statusCode} is null) = (${t.completedAt} is null)`),
  ],
);
