import { describe, expect, it } from 'vitest';
import {
  hasActivePausedJobFilters,
  NO_PAUSED_JOB_FILTERS,
  parsePausedJobFilters,
  parsePausedJobSort,
} from './paused-job-filters.ts';

const parse = (query: string, employeeIds?: ReadonlySet<number>) =>
  parsePausedJobFilters(new URLSearchParams(query), employeeIds);

describe('parsePausedJobFilters', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse(
        'search=%20smith%20&priority=urgent&type=contact-ho&tech=7&office=3&hold=part-overdue&due=overdue',
      ),
    ).toEqual({
      search: 'smith',
      priority: 'urgent',
      type: 'contact-ho',
      tech: '7',
      office: '3',
      hold: 'part-overdue',
      due: 'overdue',
    });
  });

  it('reads the longest on hold first unless the URL asks for another order', () => {
    const sort = (query: string) => parsePausedJobSort(new URLSearchParams(query));
    expect(sort('')).toBe('held');
    expect(sort('sort=due')).toBe('due');
    expect(sort('sort=priority')).toBe('priority');
    expect(sort('sort=newest')).toBe('newest');
    expect(sort('sort=oldest')).toBe('held');
  });

  it('nothing set is All everywhere', () => {
    expect(parse('')).toEqual(NO_PAUSED_JOB_FILTERS);
  });

  it('unknown values fall back to All', () => {
    expect(parse('priority=high&type=task&tech=abc&office=0&hold=soon')).toEqual(NO_PAUSED_JOB_FILTERS);
  });

  it('an employee id not on the staff list is All once the list is known', () => {
    const staff = new Set([3, 7]);
    expect(parse('tech=99&office=3', staff)).toMatchObject({ tech: 'all', office: '3' });
    expect(parse('tech=99')).toMatchObject({ tech: '99' });
  });
});

describe('hasActivePausedJobFilters', () => {
  it('is true for any filter or a search, false for none', () => {
    expect(hasActivePausedJobFilters(NO_PAUSED_JOB_FILTERS)).toBe(false);
    expect(hasActivePausedJobFilters({ ...NO_PAUSED_JOB_FILTERS, search: 'x' })).toBe(true);
    expect(hasActivePausedJobFilters({ ...NO_PAUSED_JOB_FILTERS, hold: 'ready-to-return' })).toBe(true);
    expect(hasActivePausedJobFilters({ ...NO_PAUSED_JOB_FILTERS, office: '3' })).toBe(true);
  });
});
