import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';
import { PortalBrand } from './portal-brand.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { useSidebarExpanded } from './use-sidebar-expanded.ts';

/**
 * The desktop sidebar (md and up): wide with labels on a desktop screen, a narrow rail of icons
 * (each named by its tooltip) on a tablet or when collapsed; the choice is remembered.
 */
export function Sidebar() {
  const [expanded, toggle] = useSidebarExpanded();
  const ToggleIcon = expanded ? PanelLeftCloseIcon : PanelLeftOpenIcon;
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-svh shrink-0 flex-col border-r bg-card transition-[width] duration-200 md:flex',
        expanded ? 'w-60' : 'w-16',
      )}
    >
      <PortalBrand compact={!expanded} />
      <SidebarNav collapsed={!expanded} />
      <div className={cn('border-t p-2', !expanded && 'flex justify-center')}>
        <IconTooltip label={expanded ? 'Collapse sidebar' : 'Expand sidebar'} side="right">
          <Button
            variant="ghost"
            size={expanded ? 'default' : 'icon'}
            onClick={toggle}
            aria-expanded={expanded}
            aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            className={cn(expanded && 'w-full justify-start')}
          >
            <ToggleIcon className="size-5" aria-hidden />
            {expanded && <span>Collapse</span>}
          </Button>
        </IconTooltip>
      </div>
    </aside>
  );
}
