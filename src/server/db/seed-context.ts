import type { EmployeeType } from '#shared/domain/employee-type.ts';
import type { WorkOrderStatus } from '#shared/domain/work-order-status.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { workOrders } from './schema.ts';
import * as data from './seed-data.ts';
import type { SeededRandom } from './seeded-random.ts';

/** Every time in the seed is a whole number of minutes from "now" (negative: in the past). */
export const HOUR = 60;
export const DAY = 24 * HOUR;

export type StaffRow = data.StaffSeed & { email: string };
export type Person = StaffRow & { id: number };
export type WorkOrderRow = typeof workOrders.$inferInsert;
export type OrderPlan = {
  row: WorkOrderRow & { workOrderId: string; title: string };
  status: WorkOrderStatus;
  createdBy: number;
  createdOffset: number;
  /** When work on it stopped: completion time for completed orders, now otherwise. */
  endOffset: number;
  assignees: number[];
};

export type Clock = { at: (offset: number) => Date; day: (offset: number) => string; minutesToday: number };

export function makeClock(now: Date): Clock {
  const base = Math.floor(now.getTime() / 60_000) * 60_000;
  const at = (offset: number) => new Date(base + offset * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (offset: number) => {
    const d = at(offset);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };
  const midnight = new Date(base);
  midnight.setHours(0, 0, 0, 0);
  return { at, day, minutesToday: Math.floor((base - midnight.getTime()) / 60_000) };
}

export function staffRoster(): StaffRow[] {
  const demo = DEMO_ACCOUNTS.map((account): StaffRow => {
    const profile = data.DEMO_PROFILES[account.email];
    if (!profile) throw new Error(`No seed profile for demo account ${account.email}`);
    return { ...profile, ...account, isActive: true };
  });
  const emailOf = (name: string) => `${name.toLowerCase().split(' ').join('.')}@demo.plumbing`;
  return [...demo, ...data.OTHER_STAFF.map((person) => ({ ...person, email: emailOf(person.name) }))];
}

export class Staff {
  constructor(readonly people: Person[]) {}
  ids(filter: (person: Person) => boolean): number[] {
    return this.people.filter(filter).map((person) => person.id);
  }
  byType(type: EmployeeType, activeOnly = true): number[] {
    return this.ids((p) => p.employeeType === type && (p.isActive || !activeOnly));
  }
  isActive(id: number): boolean {
    return this.people.some((p) => p.id === id && p.isActive);
  }
  name(id: number): string {
    return this.people.find((p) => p.id === id)?.name ?? 'Someone';
  }
}

/** The window (from, to] as a whole minute; callers keep windows at least a minute wide. */
export function between(rng: SeededRandom, from: number, to: number): number {
  return from + rng.int(1, Math.max(1, to - from));
}
