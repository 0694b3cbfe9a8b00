import { describe, expect, it } from 'vitest';
import { summaryFieldsOf } from './work-order-summary-fields.ts';

describe('summaryFieldsOf', () => {
  const row = {
    id: 7,
    workOrderId: '48213',
    jobNumber: null,
    jobLastName: 'Garcia',
    customerName: 'Ana Garcia',
    city: 'Springfield',
    title: 'Leaking valve',
    status: 'on-hold',
    priority: 'urgent',
    type: 'task',
    dueDate: new Date('2026-12-01T23:59:59Z'),
    assignedTo: 3,
    assignedOfficeEmployee: null,
    pausedAt: new Date('2026-11-02T10:00:00Z'),
    completedAt: null,
    createdAt: new Date('2026-11-01T08:30:00Z'),
    updatedAt: new Date('2026-11-02T10:00:00Z'),
    version: 4,
  };

  it('answers time stamps as ISO 8601 in UTC and keeps the missing ones null', () => {
    expect(summaryFieldsOf(row)).toEqual({
      ...row,
      dueDate: '2026-12-01T23:59:59.000Z',
      pausedAt: '2026-11-02T10:00:00.000Z',
      createdAt: '2026-11-01T08:30:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('has nothing of a card that each view reads its own way', () => {
    expect(Object.keys(summaryFieldsOf(row))).not.toContain('description');
    expect(Object.keys(summaryFieldsOf(row))).not.toContain('assignedEmployees');
  });
});
