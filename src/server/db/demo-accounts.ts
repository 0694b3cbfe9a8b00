import type { EmployeeType } from '#shared/domain/employee-type.ts';

/**
 * The sign-in accounts of the demo data, one or more per employee type. Shown on the login page
 * only when the server runs with DEMO_SEED on; a real deployment never lists them.
 */
export const DEMO_PASSWORD = 'demo-portal-2026';

export type DemoAccountSeed = { name: string; email: string; employeeType: EmployeeType };

export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  { name: 'Margaret Doyle', email: 'margaret.doyle@demo.plumbing', employeeType: 'management' },
  { name: 'Alan Whitaker', email: 'alan.whitaker@demo.plumbing', employeeType: 'admin' },
  { name: 'Priya Natarajan', email: 'priya.natarajan@demo.plumbing', employeeType: 'office' },
  { name: 'Carlos Mendez', email: 'carlos.mendez@demo.plumbing', employeeType: 'plumber' },
];
