import { may } from '#shared/domain/role-permissions.ts';

type Role = string | null | undefined;

/**
 * Mark reviewed: the office, admin and management (ADR 068), the same people who complete work,
 * since a review may complete the task in the same step. The server holds the same rule.
 */
export const canReviewHandBack = (employeeType: Role) => may(employeeType, 'work-orders:complete');

/** Reopen a reviewed hand-back: admin and management only (ADR 068), as restoring deleted work is. */
export const canReopenHandBack = (employeeType: Role) => may(employeeType, 'work-orders:restore-deleted');
