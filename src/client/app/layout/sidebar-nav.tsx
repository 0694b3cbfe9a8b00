import { type ComponentProps, lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '#client/components/ui/cn.ts';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';
import { useUnreadCount } from '#client/features/notifications/api/get-unread-count.ts';
import { useNeedFollowUpCount } from '#client/features/tasks/api/get-need-follow-up-count.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { LAYOUT_BADGE_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { formatCount } from './format-count.ts';
import { type SidebarBadge, type SidebarLink, sidebarLinksFor } from './sidebar-links.ts';
import type { TooltipNavItem } from './sidebar-nav-tooltips.tsx';

const SidebarNavTooltips = lazy(() => import('./sidebar-nav-tooltips.tsx'));

const BADGE_WORDS: Record<SidebarBadge, string> = {
  'need-follow-up': 'need follow-up',
  'unread-notifications': 'unread',
};

type SidebarNavProps = {
  /** Icons only, labels as tooltips (the desktop sidebar's narrow state). */
  collapsed: boolean;
};

/** The links of the sidebar, with the follow-up and unread badges. */
export function SidebarNav({ collapsed }: SidebarNavProps) {
  const { data: employee } = useCurrentEmployee();
  const needFollowUp = useNeedFollowUpCount();
  const unread = useUnreadCount();
  const counts: Record<SidebarBadge, number | undefined> = {
    'need-follow-up': needFollowUp.data,
    'unread-notifications': unread.data,
  };
  if (!employee) return null;
  const items: TooltipNavItem[] = sidebarLinksFor(employee.employeeType).map((link) => {
    const count = link.badge ? counts[link.badge] : undefined;
    const shownCount = count ? formatCount(count, LAYOUT_BADGE_TEXTS.sidebarCap) : undefined;
    // A badge that is a link of its own names itself; the page link then keeps its plain label.
    const badgeLink = link.badgeTo && link.badge && shownCount ? link.badgeTo : undefined;
    const name = badgeLink ? link.label : accessibleName(link, shownCount);
    const badgeName = badgeLink && link.badge ? `${shownCount} ${BADGE_WORDS[link.badge]}` : undefined;
    return {
      key: link.to,
      name,
      element: (
        <SidebarItem
          link={link}
          collapsed={collapsed}
          name={name}
          count={badgeLink ? undefined : shownCount}
        />
      ),
      badge:
        badgeLink && badgeName && shownCount
          ? {
              name: badgeName,
              element: <BadgeLink to={badgeLink} name={badgeName} count={shownCount} collapsed={collapsed} />,
            }
          : undefined,
    };
  });
  const plainList = (
    <ul className="space-y-1">
      {items.map(({ key, element, badge }) => (
        <li key={key} className="relative">
          {element}
          {badge?.element}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="Main navigation" className="flex-1 overflow-y-auto px-2 py-3">
      {collapsed ? (
        // Until the tooltips arrive the links work as they are; each keeps its accessible name.
        <Suspense fallback={plainList}>
          <SidebarNavTooltips items={items} />
        </Suspense>
      ) : (
        plainList
      )}
    </nav>
  );
}

function accessibleName(link: SidebarLink, shownCount: string | undefined) {
  return shownCount && link.badge ? `${link.label}, ${shownCount} ${BADGE_WORDS[link.badge]}` : link.label;
}

const BADGE_CLASSES =
  'rounded-full bg-red-700 px-1.5 text-xs font-semibold leading-5 text-white tabular-nums';

type ItemProps = Omit<ComponentProps<'a'>, 'children'> & {
  link: SidebarLink;
  collapsed: boolean;
  name: string;
  count: string | undefined;
};

/**
 * A sidebar link. What a tooltip's trigger gives it (its pointer and focus handlers, its ref) goes
 * on to the link: without them the rail's tooltips never opened.
 */
function SidebarItem({ link, collapsed, name, count, className, ...triggerProps }: ItemProps) {
  const Icon = link.icon;
  return (
    <NavLink
      {...triggerProps}
      to={link.to}
      aria-label={name}
      // A plain string (not NavLink's function form): the tooltip trigger merges class names as
      // strings. NavLink marks the current page with aria-current, which styles it here.
      className={cn(
        'relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors',
        'hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary',
        collapsed && 'justify-center px-0',
        className,
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {!collapsed && <span className="flex-1 truncate">{link.label}</span>}
      {/* Not drawn (a flex item), but it keeps 'Tasks 18' two words for the name check (WCAG 2.5.3). */}
      {count && ' '}
      {count && (
        <span
          aria-hidden
          className={cn(
            BADGE_CLASSES,
            collapsed && 'absolute top-0 right-0.5 min-w-5 px-1 text-center text-[10px] leading-4',
          )}
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}

type BadgeLinkProps = { to: string; name: string; count: string; collapsed: boolean };

/**
 * A count that opens the list it counts (the Tasks badge opens the work needing follow-up), beside
 * the page's own link rather than inside it: a link cannot hold another.
 */
function BadgeLink({ to, name, count, collapsed }: BadgeLinkProps) {
  return (
    <IconTooltip label={name} side="right">
      <Link
        to={to}
        aria-label={name}
        className={cn(
          BADGE_CLASSES,
          'absolute flex min-h-6 min-w-6 items-center justify-center hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          collapsed ? '-top-1 -right-1 px-1 text-[10px]' : 'top-2 right-2',
        )}
      >
        {count}
      </Link>
    </IconTooltip>
  );
}
