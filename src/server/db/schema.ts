/**
 * The database's tables, one file per group under schema/. drizzle-kit reads this file
 * (drizzle.config.ts) and the services import the tables from it.
 */
export * from './schema/accounts.ts';
export * from './schema/activity-and-events.ts';
export * from './schema/company-settings.ts';
export * from './schema/hand-backs.ts';
export * from './schema/idempotency-keys.ts';
export * from './schema/notifications-and-outbox.ts';
export * from './schema/throttling.ts';
export * from './schema/visits.ts';
export * from './schema/work-order-content.ts';
export * from './schema/work-order-search.ts';
export * from './schema/work-orders.ts';
