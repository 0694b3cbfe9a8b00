import { describe, expect, it } from 'vitest';
import { PLUMBER, PLUMBER_2, workOrder } from '#tooling/test-client/fixtures.ts';
import { defaultShow, isOnJob, listAssignee, parseShow } from './mobile-show.ts';

const parse = (query: string, type: Parameters<typeof parseShow>[1]) =>
  parseShow(new URLSearchParams(query), type);

describe('Mine | All', () => {
  it('opens a technician on their own jobs and everyone else on all jobs', () => {
    expect(defaultShow('plumber')).toBe('mine');
    for (const type of ['office', 'admin', 'management'] as const) expect(defaultShow(type)).toBe('all');
    expect(parse('', 'plumber')).toBe('mine');
    expect(parse('', 'office')).toBe('all');
  });

  it('follows the URL whoever is signed in', () => {
    expect(parse('show=all', 'plumber')).toBe('all');
    expect(parse('show=mine', 'office')).toBe('mine');
  });

  it("reads the old 'My jobs' filter (mine=1) as Mine, and an unknown value as the default", () => {
    expect(parse('mine=1', 'office')).toBe('mine');
    expect(parse('show=everyone', 'plumber')).toBe('mine');
    expect(parse('show=MINE', 'management')).toBe('all');
    // An explicit choice wins over the old parameter.
    expect(parse('mine=1&show=all', 'plumber')).toBe('all');
  });

  it("asks the server for the employee's own jobs only for Mine", () => {
    expect(listAssignee('mine', PLUMBER.id)).toBe(PLUMBER.id);
    expect(listAssignee('all', PLUMBER.id)).toBeNull();
  });
});

describe('isOnJob', () => {
  const teamOf = (id: number) => [
    { id, name: 'x', photo: null, colorTheme: 'blue', employeeType: 'plumber' },
  ];

  it("counts the job's tech, its office employee and its team, as the server's assignee filter does", () => {
    expect(isOnJob(workOrder(1, { assignedTo: PLUMBER.id }), PLUMBER.id)).toBe(true);
    expect(isOnJob(workOrder(2, { assignedOfficeEmployee: PLUMBER.id }), PLUMBER.id)).toBe(true);
    expect(isOnJob(workOrder(3, { assignedEmployees: teamOf(PLUMBER.id) }), PLUMBER.id)).toBe(true);
  });

  it('leaves out jobs of other people and unassigned jobs', () => {
    expect(
      isOnJob(
        workOrder(4, { assignedTo: PLUMBER_2.id, assignedEmployees: teamOf(PLUMBER_2.id) }),
        PLUMBER.id,
      ),
    ).toBe(false);
    expect(isOnJob(workOrder(5), PLUMBER.id)).toBe(false);
  });
});
