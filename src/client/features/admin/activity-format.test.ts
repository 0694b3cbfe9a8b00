import { describe, expect, it } from 'vitest';
import {
  activityActionLabel,
  fieldLabel,
  SNAPSHOT_PREVIEW_LENGTH,
  snapshotFields,
  subjectLabel,
  valueText,
} from './activity-format.ts';

describe('activity log wording', () => {
  it('turns actions and fields into words', () => {
    expect(activityActionLabel('status_changed')).toBe('Status changed');
    expect(activityActionLabel('deleted')).toBe('Deleted');
    expect(fieldLabel('employeeType')).toBe('Employee type');
    expect(fieldLabel('partETA1')).toBe('Part ETA 1');
    expect(fieldLabel('isActive')).toBe('Is active');
  });

  it('shows strings as they are and other values as JSON', () => {
    expect(valueText('in-progress')).toBe('in-progress');
    expect(valueText(false)).toBe('false');
    expect(valueText({ employeeId: 7, name: 'Carlos' })).toBe('{"employeeId":7,"name":"Carlos"}');
    expect(valueText(null)).toBe('');
    expect(valueText(undefined)).toBe('');
  });

  it('names a work order by its job number and an employee by the logged label', () => {
    expect(subjectLabel({ entityType: 'work_order', entityId: 5, entityLabel: '48213' })).toBe('#48213');
    expect(subjectLabel({ entityType: 'employee', entityId: 2, entityLabel: 'dana@demo.test' })).toBe(
      'dana@demo.test',
    );
    expect(subjectLabel({ entityType: 'employee', entityId: 2, entityLabel: null })).toBe('Employee 2');
  });

  it("lists a snapshot's filled fields, clipped", () => {
    const long = 'x'.repeat(SNAPSHOT_PREVIEW_LENGTH + 10);
    expect(
      snapshotFields({ workOrderId: '48213', notes: null, city: '', comments: [], description: long }),
    ).toEqual([
      { name: 'Work order id', value: '48213' },
      { name: 'Description', value: `${'x'.repeat(SNAPSHOT_PREVIEW_LENGTH)}...` },
    ]);
    expect(snapshotFields(null)).toEqual([]);
    expect(snapshotFields([1, 2])).toEqual([]);
  });
});
