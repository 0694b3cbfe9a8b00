import {
  BellIcon,
  Building2Icon,
  CalendarDaysIcon,
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
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import { may, type RoleAction } from '#shared/domain/role-permissions.ts';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';

export type SidebarBadge = 'need-follow-up' | 'unread-notifications';

export type SidebarLink = {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: SidebarBadge;
  /**
   * Where the badge leads when it is a link of its own: the list it counts. Without it the badge
   * is part of the link (the unread count belongs to the page the link opens).
   */
  badgeTo?: string;
  /**
   * The role table's row (ADR 021) the page behind the link needs; everyone sees it when absent. A
   * link to a page that would only say "no access" and send its visitor back is not offered.
   */
  requires?: RoleAction;
};

/**
 * The sidebar's links, in order. Dashboard points at /dashboard: "/" redirects to the task
 * list, so a Dashboard link there would never show the dashboard.
 */
const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { label: NAV_TEXTS.dashboard, to: '/dashboard', icon: LayoutDashboardIcon },
  {
    label: NAV_TEXTS.tasks,
    to: '/tasks',
    icon: ClipboardListIcon,
    badge: 'need-follow-up',
    badgeTo: '/tasks?view=follow-up',
  },
  { label: NAV_TEXTS.completed, to: '/completed-tasks', icon: CircleCheckIcon },
  { label: NAV_TEXTS.pausedJobs, to: '/paused-jobs', icon: CirclePauseIcon },
  { label: NAV_TEXTS.schedule, to: '/schedule', icon: CalendarDaysIcon, requires: 'schedule:read' },
  { label: NAV_TEXTS.employees, to: '/employees', icon: UsersIcon, requires: 'employees:set-active' },
  {
    label: NAV_TEXTS.companySettings,
    to: '/company-settings',
    icon: Building2Icon,
    requires: 'company-settings:edit',
  },
  { label: NAV_TEXTS.profile, to: '/profile', icon: UserIcon },
  { label: NAV_TEXTS.settings, to: '/settings', icon: SettingsIcon },
  { label: NAV_TEXTS.admin, to: '/admin', icon: ShieldIcon, requires: 'employees:administer' },
  { label: NAV_TEXTS.notifications, to: '/notifications', icon: BellIcon, badge: 'unread-notifications' },
  { label: NAV_TEXTS.contact, to: '/contact', icon: LifeBuoyIcon },
];

/** The links this employee can use: the Employees page for management, the Admin Panel for admin and management. */
export function sidebarLinksFor(employeeType: EmployeeType): SidebarLink[] {
  return SIDEBAR_LINKS.filter((link) => !link.requires || may(employeeType, link.requires));
}
