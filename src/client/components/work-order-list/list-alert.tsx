import { AlertTriangleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

type ListAlertProps = {
  /** The layout: a full panel where the list would be, or a banner above the jobs. */
  className: string;
  iconClassName: string;
  /** Why, and the way out (Retry, Refresh). */
  children: ReactNode;
};

/**
 * A list that could not load: an alert, read out at once, with the warning sign in the
 * destructive colour. Every list's error panel and banner is one of these.
 */
export function ListAlert({ className, iconClassName, children }: ListAlertProps) {
  return (
    <div role="alert" className={cn('border border-destructive/40 bg-card', className)}>
      <AlertTriangleIcon aria-hidden="true" className={cn('text-destructive', iconClassName)} />
      {children}
    </div>
  );
}
