import { type ReactNode, useRef } from 'react';
import { cn } from '../ui/cn.ts';
import { PullToRefreshIndicator } from './pull-to-refresh-indicator.tsx';
import { type PullToRefreshOptions, usePullToRefresh } from './use-pull-to-refresh.ts';

type PullToRefreshProps = PullToRefreshOptions & { children: ReactNode; className?: string };

/**
 * Wraps a screen in the pull-to-refresh gesture. The pull re-renders only this wrapper and its
 * indicator: `children` are elements made by the parent, so a long list inside is left alone.
 */
export function PullToRefresh({ children, className, ...options }: PullToRefreshProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { distance, phase } = usePullToRefresh(ref, options);
  return (
    <div ref={ref} className={cn('relative', className)}>
      <PullToRefreshIndicator distance={distance} phase={phase} />
      {children}
    </div>
  );
}
