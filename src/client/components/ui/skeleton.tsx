import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A placeholder block while content loads; hidden from assistive technology, which gets the loading text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
