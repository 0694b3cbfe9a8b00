import { describe, expect, it } from 'vitest';
import { EMPLOYEE_TYPES } from '#shared/domain/employee-type.ts';
import { may } from '#shared/domain/role-permissions.ts';
import { sidebarLinksFor } from './sidebar-links.ts';

const paths = (type: Parameters<typeof sidebarLinksFor>[0]) => sidebarLinksFor(type).map((link) => link.to);

describe('the sidebar per role', () => {
  it('offers a technician nothing that only sends them back: no Employees, no Admin Panel', () => {
    expect(paths('plumber')).toEqual([
      '/dashboard',
      '/tasks',
      '/completed-tasks',
      '/paused-jobs',
      '/schedule',
      '/profile',
      '/settings',
      '/notifications',
      '/contact',
    ]);
  });

  it('offers Employees to management and the Admin Panel to admin and management', () => {
    expect(paths('management')).toContain('/employees');
    expect(paths('management')).toContain('/admin');
    expect(paths('admin')).not.toContain('/employees');
    expect(paths('admin')).toContain('/admin');
    expect(paths('office')).not.toContain('/employees');
    expect(paths('office')).not.toContain('/admin');
  });

  it('offers Company settings to management only', () => {
    expect(paths('management')).toContain('/company-settings');
    for (const type of ['plumber', 'office', 'admin'] as const)
      expect(paths(type)).not.toContain('/company-settings');
  });

  it('follows the role table: a link is offered exactly to those the table lets in', () => {
    for (const type of EMPLOYEE_TYPES) {
      expect(paths(type).includes('/employees')).toBe(may(type, 'employees:set-active'));
      expect(paths(type).includes('/admin')).toBe(may(type, 'employees:administer'));
      expect(paths(type).includes('/schedule')).toBe(may(type, 'schedule:read'));
    }
  });
});
