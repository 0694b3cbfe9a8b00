import type { ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '#client/components/ui/tooltip.tsx';

type NamedElement = { name: string; element: ReactNode };

/** A sidebar link, and the badge beside it when the badge is a link of its own (with its tooltip). */
export type TooltipNavItem = NamedElement & { key: string; badge?: NamedElement };

/**
 * The narrow sidebar's links with their names as tooltips. Loaded on demand: the tooltip and its
 * positioning library (about 12 KB) are needed only once the rail is drawn, never for first paint.
 * One provider for the list keeps the skip delay between neighbouring links.
 */
export default function SidebarNavTooltips({ items }: { items: TooltipNavItem[] }) {
  return (
    <TooltipProvider>
      <ul className="space-y-1">
        {items.map(({ key, name, element, badge }) => (
          <li key={key} className="relative">
            <Tooltip>
              <TooltipTrigger asChild>{element}</TooltipTrigger>
              <TooltipContent side="right">{name}</TooltipContent>
            </Tooltip>
            {/* The badge link brings its own tooltip (it has one in the wide sidebar too). */}
            {badge?.element}
          </li>
        ))}
      </ul>
    </TooltipProvider>
  );
}
