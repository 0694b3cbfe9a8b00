import { describe, expect, it } from 'vitest';
import { aboutEmployee, aboutWorkOrder } from './activity-log.ts';

describe('what an activity entry is about', () => {
  it('names a work order by its id and labels it with its job number, found after deletion', () => {
    expect(aboutWorkOrder(42, '48213')).toEqual({
      entityType: 'work_order',
      entityId: 42,
      entityLabel: '48213',
    });
  });

  it('names an account by its id and labels it with its email', () => {
    expect(aboutEmployee({ id: 7, email: 'carlos.mendez@demo.plumbing' })).toEqual({
      entityType: 'employee',
      entityId: 7,
      entityLabel: 'carlos.mendez@demo.plumbing',
    });
  });
});
