import { describe, expect, it } from 'vitest';
import type { EmployeeStats } from '#shared/schemas/dashboard.ts';
import { staffWorkloadOrder } from './staff-workload-order.ts';

function person(
  id: number,
  name: string,
  employeeType: EmployeeStats['employeeType'],
  open: number,
  completed = 0,
): EmployeeStats {
  return {
    id,
    name,
    avatar: null,
    title: null,
    employeeType,
    workload: { open, inProgress: 0, completed, total: open + completed, percentage: open * 10 },
  };
}

describe('staffWorkloadOrder', () => {
  it('puts technicians first, busiest first, and leaves out admins and managers with no jobs', () => {
    // In the server's order, by name: Alan the admin and Maria the manager first, with nothing.
    const staff = [
      person(1, 'Alan Whitaker', 'admin', 0),
      person(2, 'Beth Office', 'office', 2),
      person(3, 'Carlos Mendez', 'plumber', 3),
      person(4, 'Dana Diaz', 'plumber', 7),
      person(5, 'Maria Manager', 'management', 0),
      person(6, 'Mo Manager', 'management', 1),
      person(7, 'Pat Plumber', 'plumber', 3, 5),
      person(8, 'Quinn Office', 'office', 0),
    ];
    expect(staffWorkloadOrder(staff).map((employee) => employee.name)).toEqual([
      'Dana Diaz',
      'Pat Plumber',
      'Carlos Mendez',
      'Beth Office',
      'Quinn Office',
      'Mo Manager',
    ]);
  });
});
