import { describe, expect, it } from 'vitest';
import { groupEmployeesByType } from './group-employees-by-type.ts';

const people = [
  { name: 'zoe Office', employeeType: 'office' },
  { name: 'Morgan Manager', employeeType: 'management' },
  { name: 'Bob Tech', employeeType: 'plumber' },
  { name: 'Ada Admin', employeeType: 'admin' },
  { name: 'Al Tech', employeeType: 'plumber' },
  { name: 'Amy Office', employeeType: 'office' },
] as const;

describe('groupEmployeesByType', () => {
  it('puts the given type first by name, then the rest by type (tech, office, admin, management) and name', () => {
    const names = (list: readonly { name: string }[]) => list.map((person) => person.name);
    const techs = groupEmployeesByType(people, 'plumber');
    expect(names(techs.first)).toEqual(['Al Tech', 'Bob Tech']);
    expect(names(techs.others)).toEqual(['Amy Office', 'zoe Office', 'Ada Admin', 'Morgan Manager']);
    const office = groupEmployeesByType(people, 'office');
    expect(names(office.first)).toEqual(['Amy Office', 'zoe Office']);
    expect(names(office.others)).toEqual(['Al Tech', 'Bob Tech', 'Ada Admin', 'Morgan Manager']);
  });

  it('leaves the input untouched and answers empty groups for nobody', () => {
    const input = [...people];
    groupEmployeesByType(input, 'plumber');
    expect(input).toEqual([...people]);
    expect(groupEmployeesByType([], 'office')).toEqual({ first: [], others: [] });
  });
});
