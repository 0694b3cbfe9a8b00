import { Loader2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

type SpinnerProps = ComponentProps<'svg'> & {
  /** What is loading, for screen readers; omit when visible text beside the spinner already says it. */
  label?: string;
};

export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin', className)}
      {...props}
    />
  );
}
