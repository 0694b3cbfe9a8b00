import {
  BellIcon,
  CircleCheckIcon,
  CirclePauseIcon,
  ClipboardListIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  type LucideIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import type { EmployeeType } from '../../../shared/domain/employee-type.ts';

export type SidebarBadge = 'need-follow-up' | 'unread-notifications';

export type SidebarLink = {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: SidebarBadge;
  /** Only these employee types see the link (PRODUCT "Roles"); everyone when absent. */
  onlyFor?: readonly EmployeeType[];
};

/**
 * SPEC 2 Layout, in its order. Dashboard points at /dashboard: SPEC's "/" redirects to the task
 * list, so a Dashboard link there would never show the dashboard.
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboardIcon },
  { label: 'Tasks', to: '/tasks', icon: ClipboardListIcon, badge: 'need-follow-up' },
  { label: 'Completed', to: '/completed-tasks', icon: CircleCheckIcon },
  { label: 'Paused Jobs', to: '/paused-jobs', icon: CirclePauseIcon },
  { label: 'Employees', to: '/employees', icon: UsersIcon },
  { label: 'Profile', to: '/profile', icon: UserIcon },
  { label: 'Settings', to: '/settings', icon: SettingsIcon },
  { label: 'Admin Panel', to: '/admin', icon: ShieldIcon, onlyFor: ['admin', 'management'] },
  { label: 'Notifications', to: '/notifications', icon: BellIcon, badge: 'unread-notifications' },
  { label: 'Contact Support', to: '/contact', icon: LifeBuoyIcon },
];

export function sidebarLinksFor(employeeType: EmployeeType): SidebarLink[] {
  return SIDEBAR_LINKS.filter((link) => !link.onlyFor || link.onlyFor.includes(employeeType));
}
