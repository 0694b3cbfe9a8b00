import { priorityLabel } from '../../../../shared/domain/work-order-priority.ts';
import { typeLabel } from '../../../../shared/domain/work-order-type.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** SPEC 4 type label; a plain task says 'Task'. */
export function TypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge variant="secondary" className={className}>
      {typeLabel(type)}
    </Badge>
  );
}

/**
 * SPEC 2: 'URGENT' pulsing red, otherwise 'Normal'. The glow behind the badge pulses, not the
 * badge: white on a fading red would drop below readable contrast half the time.
 */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  if (priorityLabel(priority) !== 'Urgent') {
    return (
      <Badge variant="outline" className={cn('text-muted-foreground', className)}>
        Normal
      </Badge>
    );
  }
  return (
    <span className={cn('relative inline-flex', className)}>
      <span
        aria-hidden="true"
        className="absolute -inset-1 animate-pulse rounded-lg bg-red-500/40 motion-reduce:hidden"
      />
      <Badge className="relative border-transparent bg-red-700 font-semibold text-white">URGENT</Badge>
    </span>
  );
}
