import { Skeleton } from './skeleton.tsx';

/**
 * Stands in for a form whose code (zod and its resolver) loads just after the page paints
 * (ADR 012): a few field-shaped placeholders, announced once as loading.
 */
export function FormSkeleton({ fields = 3, label = 'Loading form...' }: { fields?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: fields }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
      <Skeleton className="h-9 w-32" />
    </div>
  );
}
