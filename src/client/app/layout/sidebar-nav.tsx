import { NavLink } from 'react-router';
import { LAYOUT_BADGE_TEXTS } from '../../../shared/spec-texts/shell-texts.ts';
import { cn } from '../../components/ui/cn.ts';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip.tsx';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count.ts';
import { useNeedFollowUpCount } from '../../features/tasks/api/get-need-follow-up-count.ts';
import { useCurrentEmployee } from '../../lib/current-employee.ts';
import { formatCount } from './format-count.ts';
import { type SidebarBadge, type SidebarLink, sidebarLinksFor } from './sidebar-links.ts';

const BADGE_WORDS: Record<SidebarBadge, string> = {
  'need-follow-up': 'need follow-up',
  'unread-notifications': 'unread',
};

type SidebarNavProps = {
  /** Icons only, labels as tooltips (the desktop sidebar's narrow state). */
  collapsed: boolean;
};

/** The links of SPEC 2's sidebar, with the follow-up and unread badges. */
export function SidebarNav({ collapsed }: SidebarNavProps) {
  const { data: employee } = useCurrentEmployee();
  const needFollowUp = useNeedFollowUpCount();
  const unread = useUnreadCount();
  const counts: Record<SidebarBadge, number | undefined> = {
    'need-follow-up': needFollowUp.data,
    'unread-notifications': unread.data,
  };
  if (!employee) return null;
  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-2 py-3">
      <ul className="space-y-1">
        {sidebarLinksFor(employee.employeeType).map((link) => (
          <li key={link.to}>
            <SidebarItem
              link={link}
              collapsed={collapsed}
              count={link.badge ? counts[link.badge] : undefined}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

type ItemProps = { link: SidebarLink; collapsed: boolean; count: number | undefined };

function SidebarItem({ link, collapsed, count }: ItemProps) {
  const Icon = link.icon;
  const shownCount = count ? formatCount(count, LAYOUT_BADGE_TEXTS.sidebarCap) : undefined;
  const name =
    shownCount && link.badge ? `${link.label}, ${shownCount} ${BADGE_WORDS[link.badge]}` : link.label;
  const item = (
    <NavLink
      to={link.to}
      aria-label={name}
      // A plain string (not NavLink's function form): the tooltip trigger merges class names as
      // strings. NavLink marks the current page with aria-current, which styles it here.
      className={cn(
        'relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
        'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {!collapsed && <span className="flex-1 truncate">{link.label}</span>}
      {/* Not drawn (a flex item), but it keeps 'Tasks 18' two words for the name check (WCAG 2.5.3). */}
      {shownCount && ' '}
      {shownCount && (
        <span
          aria-hidden
          className={cn(
            'rounded-full bg-red-700 px-1.5 text-xs font-semibold leading-5 text-white tabular-nums',
            collapsed && 'absolute top-0 right-0.5 min-w-5 px-1 text-center text-[10px] leading-4',
          )}
        >
          {shownCount}
        </span>
      )}
    </NavLink>
  );
  if (!collapsed) return item;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{item}</TooltipTrigger>
      <TooltipContent side="right">{name}</TooltipContent>
    </Tooltip>
  );
}
