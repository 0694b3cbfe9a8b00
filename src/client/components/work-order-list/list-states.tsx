import { InboxIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ListAlert } from './list-alert.tsx';

/** Placeholders shaped like what is coming: a grid of cards or a column of rows. */
export function ListSkeleton({ view, label }: { view: 'cards' | 'list'; label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {view === 'cards' ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={index} className="space-y-3 rounded-xl border bg-card p-4">
              <div className="flex justify-between">
                <Skeleton className="h-4 w-16" />
                <Skeleton className="h-5 w-24" />
              </div>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-7 w-28" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </div>
      ) : (
        <div className="overflow-hidden rounded-xl border bg-card">
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <div key={index} className="flex items-center gap-3 border-b px-3 py-3 last:border-b-0">
              <Skeleton className="h-4 w-14" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="hidden h-6 w-32 sm:block" />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

type EmptyStateProps = { title: string; description?: string; action?: ReactNode };

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <InboxIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}

type ListErrorProps = { message: string; onRetry: () => void; compact?: boolean };

/** A list that could not load: the catalogue's message of api-client and a way to try again. */
export function ListError({ message, onRetry, compact = false }: ListErrorProps) {
  return (
    <ListAlert
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl text-center',
        compact ? 'px-4 py-4 sm:flex-row sm:justify-center' : 'px-6 py-14',
      )}
      iconClassName="size-6"
    >
      <p className="text-sm">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        Retry
      </Button>
    </ListAlert>
  );
}

/** Under a paged list: loading the next page, or the end. */
export function ListFooter({ loading, shown, total }: { loading: boolean; shown: number; total: number }) {
  return (
    <div className="flex min-h-12 items-center justify-center gap-2 py-3 text-sm text-muted-foreground">
      {loading ? (
        <>
          <Spinner />
          <span>Loading more...</span>
        </>
      ) : (
        shown >= total && total > 1 && <span>All {total} shown</span>
      )}
    </div>
  );
}
