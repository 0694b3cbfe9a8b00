import { may } from '#shared/domain/role-permissions.ts';
import type { EmployeeRow } from './employee-view.ts';

/**
 * What an employee may see of an answer, as the key of answers shared between requests
 * (http/shared-answer.ts): two employees share one only when they would be given the same.
 */

/**
 * Work orders, their lists, the dashboard and the board: every employee type reads all work alike
 * (roles differ in what they may change, and a route's role guard turns away who may not read it
 * at all), so every reader shares the same answer.
 */
export const EVERY_READER = 'every-reader';

/** The office, admin and management read every hand-back; a technician those of their own visits. */
export const readsEveryHandBack = (actor: EmployeeRow) => may(actor.employeeType, 'schedule:plan');

export const handBackVisibility = (actor: EmployeeRow) =>
  readsEveryHandBack(actor) ? 'every-hand-back' : `hand-backs-of-visits-of:${actor.id}`;
