import { MapPinIcon } from 'lucide-react';
import { cn } from '#client/components/ui/cn.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { customerPlace } from '../lists/customer-place.ts';

type CustomerLineProps = { job: Pick<WorkOrderListItem, 'customerName' | 'city'>; className?: string };

/** The customer and the city on a phone card, on one line; nothing when neither is recorded. */
export function CustomerLine({ job, className }: CustomerLineProps) {
  const text = customerPlace(job);
  if (!text) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-1 text-sm text-foreground/80', className)}>
      <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{text}</span>
    </p>
  );
}
