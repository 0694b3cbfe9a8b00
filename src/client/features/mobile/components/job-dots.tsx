import { cn } from '#client/components/ui/cn.ts';
import { normalizePriority } from '#shared/domain/work-order-priority.ts';
import { normalizeStatus, statusLabel, type WorkOrderStatus } from '#shared/domain/work-order-status.ts';

/*
 * Colours are never the only cue: every dot carries its name for screen readers, the ultra page
 * shows a legend, and the pale dots (yellow, orange) get a dark rim so they stand out at 3:1 on
 * a light card. On hold is a hollow ring rather than a fill: "paused" reads even without colour.
 */
const STATUS_DOT: Record<WorkOrderStatus, string> = {
  open: 'bg-blue-600 dark:bg-blue-400',
  'in-progress': 'bg-yellow-400 ring-1 ring-yellow-700 dark:ring-0',
  'on-hold': 'border-2 border-zinc-500 dark:border-zinc-400',
  completed: 'bg-green-600 dark:bg-green-500',
};

/** High red, medium orange. Stored priorities are urgent (high) and normal (medium). */
const PRIORITY_DOT = {
  Urgent: 'bg-red-600 dark:bg-red-500',
  Normal: 'bg-orange-400 ring-1 ring-orange-700 dark:ring-0',
} as const;

const DOT = 'inline-block size-3 shrink-0 rounded-full';

type DotProps = {
  /** Beside a visible label (the legend): hidden from screen readers, which read the label. */
  decorative?: boolean;
  className?: string;
};

function Dot({ colour, name, decorative, className }: DotProps & { colour: string; name: string }) {
  return (
    <span aria-hidden={decorative || undefined} className={cn(DOT, colour, className)}>
      {/* The leading space keeps the name apart from the text before it inside a link. */}
      {!decorative && <span className="sr-only">{` ${name}`}</span>}
    </span>
  );
}

/** A job's status as a coloured dot: Active blue, In Progress yellow, On Hold a grey ring. */
export function StatusDot({ status, ...props }: DotProps & { status: string }) {
  const known = normalizeStatus(status);
  const colour = known ? STATUS_DOT[known] : 'bg-muted-foreground';
  return <Dot colour={colour} name={`Status: ${statusLabel(status)}`} {...props} />;
}

/** A job's priority as a coloured dot: Urgent red, Normal orange. */
export function PriorityDot({ priority, ...props }: DotProps & { priority: string }) {
  // Stored values are urgent and normal; 'high' and 'critical' from older data are urgent too.
  const label = normalizePriority(priority) === 'urgent' ? 'Urgent' : 'Normal';
  return <Dot colour={PRIORITY_DOT[label]} name={`Priority: ${label}`} {...props} />;
}
