import { ChevronDownIcon } from 'lucide-react';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

type CollapsibleSectionProps = {
  title: string;
  /** Shown after the title, e.g. a count. */
  meta?: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
};

/** A titled section whose heading is a button that shows or hides the body (the detail dialog's sections). */
export function CollapsibleSection({
  title,
  meta,
  defaultOpen = true,
  className,
  children,
}: CollapsibleSectionProps) {
  const headingId = useId();
  return (
    <CollapsiblePrimitive.Root
      defaultOpen={defaultOpen}
      className={cn('rounded-lg border', className)}
      data-slot="collapsible-section"
    >
      <h3 id={headingId} className="m-0">
        <CollapsiblePrimitive.Trigger className="group flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left font-semibold outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span className="flex-1">
            {title}
            {meta !== undefined && <span className="ml-2 font-normal text-muted-foreground">{meta}</span>}
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className="size-4 transition-transform group-data-[state=open]:rotate-180"
          />
        </CollapsiblePrimitive.Trigger>
      </h3>
      <CollapsiblePrimitive.Content role="region" aria-labelledby={headingId} className="px-4 pb-4">
        {children}
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}
