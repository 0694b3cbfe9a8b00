import type { ComponentProps } from 'react';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { typeLabel } from '#shared/domain/work-order-type.ts';
import { WORK_LIST_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { Badge } from '../ui/badge.tsx';
import { cn } from '../ui/cn.ts';

type BadgeProps = Omit<ComponentProps<'span'>, 'children'>;

/** The type's label; a plain task says 'Task'. Shared by the task cards and the detail dialog. */
export function TypeBadge({ type, ...props }: BadgeProps & { type: string }) {
  return (
    <Badge variant="secondary" {...props}>
      {typeLabel(type)}
    </Badge>
  );
}

/**
 * 'URGENT' pulsing red, otherwise 'Normal'. The glow behind the badge pulses, not the
 * badge: white on a fading red would drop below readable contrast half the time.
 */
export function PriorityBadge({ priority, className, ...props }: BadgeProps & { priority: string }) {
  if (priorityLabel(priority) !== 'Urgent') {
    return (
      <Badge variant="outline" className={cn('text-muted-foreground', className)} {...props}>
        Normal
      </Badge>
    );
  }
  return (
    <span className={cn('relative inline-flex', className)} {...props}>
      <span
        aria-hidden="true"
        className="absolute -inset-1 animate-pulse rounded-lg bg-red-500/40 motion-reduce:hidden"
      />
      <Badge className="relative border-transparent bg-red-700 font-semibold text-white">
        {WORK_LIST_TEXTS.urgent}
      </Badge>
    </span>
  );
}
