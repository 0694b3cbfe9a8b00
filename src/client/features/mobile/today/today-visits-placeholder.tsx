import { Skeleton } from '#client/components/ui/skeleton.tsx';

/**
 * The day's place while its code arrives, as tall as its own loading state, so the jobs below do
 * not jump when it comes in.
 */
export function TodayVisitsPlaceholder() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Loading visits...</span>
      <div className="flex items-center justify-between gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-[3.25rem] w-48 rounded-lg" />
      </div>
      <Skeleton className="h-40 w-full rounded-xl" />
    </div>
  );
}
