import { describe, expect, it } from 'vitest';
import { normalizeEmployeeType } from './employee-type.ts';
import { normalizePriority, priorityLabel } from './work-order-priority.ts';
import { normalizeStatus, statusLabel } from './work-order-status.ts';
import { normalizeType, shortTypeLabel, typeLabel } from './work-order-type.ts';

describe('status vocabulary', () => {
  it.each([
    ['open', 'open'],
    ['pending', 'open'],
    ['in_progress', 'in-progress'],
    ['In Progress', 'in-progress'],
    ['inprogress', 'in-progress'],
    ['On Hold', 'on-hold'],
    ['on-hold', 'on-hold'],
    ['COMPLETED', 'completed'],
  ])('stores %s as %s', (input, expected) => {
    expect(normalizeStatus(input)).toBe(expected);
  });

  it('rejects what is not a status', () => {
    expect(normalizeStatus('archived')).toBeUndefined();
    expect(normalizeStatus('')).toBeUndefined();
  });

  it.each([
    ['open', 'Active'],
    ['new', 'Active'],
    ['working', 'In Progress'],
    ['resolved', 'Completed'],
    ['waiting', 'On Hold'],
    ['closed', 'Archived'],
  ])('labels %s as %s', (input, expected) => {
    expect(statusLabel(input)).toBe(expected);
  });

  it('labels every spelling of the display mapping, in any letter case', () => {
    const mapping: Record<string, string[]> = {
      Active: ['open', 'active', 'new'],
      'In Progress': ['inprogress', 'working', 'in-progress', 'in_progress'],
      Completed: ['done', 'finished', 'resolved', 'completed'],
      'On Hold': ['paused', 'hold', 'waiting', 'on-hold'],
      Archived: ['archived', 'closed'],
    };
    for (const [label, spellings] of Object.entries(mapping)) {
      for (const spelling of spellings) {
        expect(statusLabel(spelling)).toBe(label);
        expect(statusLabel(spelling.toUpperCase())).toBe(label);
      }
    }
  });

  it('shows an unknown status as it came', () => {
    expect(statusLabel('Scheduled')).toBe('Scheduled');
  });
});

describe('priority, type and employee type', () => {
  it('folds priorities to normal and urgent', () => {
    expect(['low', 'medium', 'Normal'].map(normalizePriority)).toEqual(['normal', 'normal', 'normal']);
    expect(['high', 'critical', 'URGENT'].map(normalizePriority)).toEqual(['urgent', 'urgent', 'urgent']);
    expect(normalizePriority('soon')).toBeUndefined();
    expect(priorityLabel('critical')).toBe('Urgent');
    expect(priorityLabel('medium')).toBe('Normal');
  });

  it('labels types, with anything unknown as Task', () => {
    expect(typeLabel('contact-ho')).toBe('Contact HO');
    expect(shortTypeLabel('contact-ho')).toBe('Contact H/O');
    expect(shortTypeLabel('estimate-question')).toBe('Estimate');
    expect(normalizeType('something-else')).toBe('task');
  });

  it('accepts technician and Tech for plumber', () => {
    expect(['technician', 'Tech', 'PLUMBER'].map(normalizeEmployeeType)).toEqual([
      'plumber',
      'plumber',
      'plumber',
    ]);
    expect(normalizeEmployeeType('customer')).toBeUndefined();
  });
});
