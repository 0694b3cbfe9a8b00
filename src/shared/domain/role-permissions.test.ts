import { describe, expect, it } from 'vitest';
import { EMPLOYEE_TYPES } from './employee-type.ts';
import { may, ROLE_PERMISSIONS, type RoleAction } from './role-permissions.ts';
import {
  canCompleteWork,
  canDeleteWorkOrder,
  canManageEmployees,
  canUseAdminPanel,
} from './work-order-roles.ts';

describe('the role table (ADR 021)', () => {
  it('answers may() from its rows, and nothing for an unknown or missing type', () => {
    for (const action of Object.keys(ROLE_PERMISSIONS) as RoleAction[]) {
      for (const type of EMPLOYEE_TYPES) {
        expect(may(type, action), `${type} ${action}`).toBe(
          (ROLE_PERMISSIONS[action] as readonly string[]).includes(type),
        );
      }
      expect(may('owner', action)).toBe(false);
      expect(may(undefined, action)).toBe(false);
    }
  });

  it('keeps Management accounts and the Employees page to management alone', () => {
    expect(ROLE_PERMISSIONS['employees:administer-management']).toEqual(['management']);
    expect(ROLE_PERMISSIONS['employees:set-active']).toEqual(['management']);
  });

  it('is what the client asks before offering a button', () => {
    expect(EMPLOYEE_TYPES.filter((type) => canCompleteWork(type))).toEqual(['office', 'admin', 'management']);
    expect(EMPLOYEE_TYPES.filter((type) => canDeleteWorkOrder(type, 'on-hold'))).toEqual([
      'office',
      'admin',
      'management',
    ]);
    expect(EMPLOYEE_TYPES.filter((type) => canDeleteWorkOrder(type, 'open'))).toEqual([...EMPLOYEE_TYPES]);
    expect(EMPLOYEE_TYPES.filter((type) => canManageEmployees(type))).toEqual(['management']);
    expect(EMPLOYEE_TYPES.filter((type) => canUseAdminPanel(type))).toEqual(['admin', 'management']);
    // Recently deleted lives in the Admin Panel: the same people (ADR 029).
    expect(EMPLOYEE_TYPES.filter((type) => may(type, 'work-orders:restore-deleted'))).toEqual([
      'admin',
      'management',
    ]);
  });
});
