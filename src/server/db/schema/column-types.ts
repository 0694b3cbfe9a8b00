import { date, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every table uses alike: time stamps with a time zone, calendar days, money. */

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** Calendar dates (appointments, part ETAs) carry no time zone: stored as date, sent as YYYY-MM-DD. */
export const day = (name: string) => date(name, { mode: 'string' });
/** Money is numeric(12,2): exact, never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
