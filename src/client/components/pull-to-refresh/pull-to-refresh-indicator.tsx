import { ArrowDownIcon } from 'lucide-react';
import { cn } from '../ui/cn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { PULL_PHASE_TEXT, PULL_THRESHOLD_PX, type PullPhase } from './pull-distance.ts';

type PullToRefreshIndicatorProps = { distance: number; phase: PullPhase };

/** The pill that follows the finger: 'Pull to refresh', 'Release to refresh', 'Refreshing...'. */
export function PullToRefreshIndicator({ distance, phase }: PullToRefreshIndicatorProps) {
  if (phase === 'idle') return null;
  const offset = phase === 'refreshing' ? PULL_THRESHOLD_PX : distance;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex justify-center">
      <div
        role="status"
        data-testid="pull-to-refresh"
        className="flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 text-sm text-foreground shadow-md"
        style={{
          transform: `translateY(${offset - 16}px)`,
          opacity: Math.min(1, 0.3 + offset / PULL_THRESHOLD_PX),
        }}
      >
        {phase === 'refreshing' ? (
          <Spinner />
        ) : (
          <ArrowDownIcon
            aria-hidden="true"
            className={cn('size-4 transition-transform', phase === 'ready' && 'rotate-180')}
          />
        )}
        <span>{PULL_PHASE_TEXT[phase]}</span>
      </div>
    </div>
  );
}
