import { UserIcon } from 'lucide-react';
import { cn } from '../ui/cn.ts';

type CustomerPlaceProps = { customerName: string | null; city: string | null; className?: string };

/**
 * Issue 23: who the job is for and in which town, on one line of a card or a list row. Always
 * rendered, empty when neither is known, so cards keep one height (pass a min-height).
 */
export function CustomerPlace({ customerName, city, className }: CustomerPlaceProps) {
  const text = [customerName, city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
  return (
    <p
      data-testid="customer-place"
      className={cn('flex min-w-0 items-center gap-1 text-xs text-muted-foreground', className)}
    >
      {text && (
        <>
          <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Customer: </span>
          <span className="truncate">{text}</span>
        </>
      )}
    </p>
  );
}
