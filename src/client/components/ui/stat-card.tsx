import { type LucideIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { cn } from './cn.ts';

/** 'tone' is what the move means (good news, needs attention, neither); the arrow says which way. */
type StatChange = { text: string; direction: 'up' | 'down'; tone: 'good' | 'attention' | 'neutral' };

const TONE_CLASSES: Record<StatChange['tone'], string> = {
  good: 'text-emerald-700 dark:text-emerald-400',
  attention: 'text-amber-700 dark:text-amber-400',
  neutral: 'text-muted-foreground',
};

type StatCardProps = {
  title: string;
  value: ReactNode;
  icon: LucideIcon;
  /** e.g. { text: '12% more active tasks than 30 days ago', direction: 'up', tone: 'attention' }. */
  change?: StatChange;
  /** A line of context under the figure. */
  info?: ReactNode;
  className?: string;
};

/** One figure with its title and icon, and optionally how it moved. */
export function StatCard({ title, value, icon: Icon, change, info, className }: StatCardProps) {
  const up = change?.direction === 'up';
  const TrendIcon = up ? TrendingUpIcon : TrendingDownIcon;
  return (
    <Card data-slot="stat-card" className={cn('gap-2 px-5 py-4', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-medium text-muted-foreground">{title}</p>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="text-3xl font-semibold tracking-tight break-words">{value}</p>
      {change && (
        <p
          data-direction={change.direction}
          data-tone={change.tone}
          className={cn('flex items-center gap-1 text-sm', TONE_CLASSES[change.tone])}
        >
          <TrendIcon aria-hidden="true" className="size-4 shrink-0" />
          {/* The arrow and colour say the direction; screen readers get it in words. */}
          <span className="sr-only">{up ? 'Up: ' : 'Down: '}</span>
          <span>{change.text}</span>
        </p>
      )}
      {info && <p className="text-xs text-muted-foreground">{info}</p>}
    </Card>
  );
}
