import { may } from '#shared/domain/role-permissions.ts';

type Role = string | null | undefined;

/** Mark reviewed (and complete the task in the same step): the office, admin and management. */
export const canReviewHandBack = (employeeType: Role) => may(employeeType, 'hand-backs:review');

/** Reopen a reviewed hand-back, so the visit may be handed back again: admin and management. */
export const canReopenHandBack = (employeeType: Role) => may(employeeType, 'hand-backs:reopen');
