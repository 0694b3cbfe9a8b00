import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '#client/components/ui/cn.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ListError } from '#client/components/work-order-list/list-states.tsx';

type DashboardCardProps = {
  title: string;
  icon: LucideIcon;
  /** A control beside the title (the workload period, Clear history). */
  action?: ReactNode;
  /** Links under the content. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One dashboard card: a named region with its h2, its content, and its links at the bottom. */
export function DashboardCard({
  title,
  icon: Icon,
  action,
  footer,
  className,
  children,
}: DashboardCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {title}
        </h2>
        {action}
      </header>
      <div className="min-w-0 flex-1">{children}</div>
      {footer && (
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
          {footer}
        </footer>
      )}
    </section>
  );
}

type CardQueryProps<T> = {
  query: UseQueryResult<T>;
  /** Said to screen readers while the placeholders show. */
  loadingLabel: string;
  rows?: number;
  children: (data: T) => ReactNode;
};

/** A card's own loading placeholders and its own error with Retry; the content once data is in. */
export function CardQuery<T>({ query, loadingLabel, rows = 4, children }: CardQueryProps<T>) {
  if (query.data === undefined) {
    if (query.isError) {
      return <ListError compact message={query.error.message} onRetry={() => void query.refetch()} />;
    }
    return <CardSkeleton label={loadingLabel} rows={rows} />;
  }
  return children(query.data);
}

function CardSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}

export function CardEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      {text}
    </p>
  );
}

export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </Link>
  );
}
