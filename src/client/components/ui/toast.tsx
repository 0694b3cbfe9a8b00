import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import type { ToastVariant } from '#client/lib/toasts.ts';
import { cn } from './cn.ts';

// Styled Radix Toast parts. State and the toast() function live in lib/toasts.ts; <Toaster/> renders them.

/** A toast stays 3000 ms (the library's own default would be 5000). */
const TOAST_DURATION_MS = 3000;

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  ...props
}: ComponentProps<typeof ToastPrimitive.Provider>) {
  // swipeThreshold (50) and the F8 hotkey are Radix's defaults, kept.
  return <ToastPrimitive.Provider duration={duration} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // Placed by useToastPlacement (top centre under the header until it has measured). Clicks
        // pass through the viewport's empty space; only the toasts themselves take them.
        'pointer-events-none fixed top-16 left-1/2 z-[100] flex max-h-screen w-[min(420px,calc(100%-2rem))] -translate-x-1/2 flex-col gap-2 outline-none',
        'focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none data-[state=open]:animate-in data-[state=open]:slide-in-from-top-2 data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[swipe=end]:animate-out',
  {
    variants: {
      variant: {
        default: 'border bg-popover text-popover-foreground',
        // A deeper red in dark mode: white text on the dark theme's brighter red falls under 4.5:1.
        destructive:
          'destructive group border-destructive bg-destructive text-white dark:border-red-700 dark:bg-red-700',
      } satisfies Record<ToastVariant, string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      // Errors interrupt a screen reader; confirmations wait their turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-foreground/60 opacity-70 transition-opacity hover:text-foreground hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none group-[.destructive]:text-white/80 group-[.destructive]:hover:text-white',
        className,
      )}
      aria-label="Close"
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm', className)}
      {...props}
    />
  );
}
