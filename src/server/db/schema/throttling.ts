import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './column-types.ts';

/** Wrong current passwords on Change Password, per employee ('change-password:{id}'), shared by every process. */
export const loginAttempts = pgTable('login_attempts', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
});

/**
 * Sign-in throttling (ADR 030), shared by every server process. A row per account key (lower-cased
 * email, known or not) and client address: its failures since the last success, and when that
 * address last signed in to the account. The row with address '*' counts the account's failures
 * from every address within a window.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
    lastFailedAt: timestamptz('last_failed_at'),
    lastSucceededAt: timestamptz('last_succeeded_at'),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.address] })],
);

/**
 * Request limits shared by every server process (ADR 043): the hits of one key (a route and a
 * client address or employee) in its current window. A row whose window has ended counts for
 * nothing: the next hit starts a new window, and the hourly sweep removes it.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: timestamptz('window_ends').notNull(),
});
