import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { dismissToast, useToast } from './use-toast.ts';
import { useToastPlacement } from './use-toast-placement.ts';

/** Mount once near the root; renders whatever toast() has queued. */
export function Toaster() {
  const { toasts } = useToast();
  const placement = useToastPlacement(toasts.length > 0);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open }, index) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          // Radix portals each toast into the viewport as it mounts, so the DOM holds them oldest
          // first; the flex order shows them newest first (SPEC 9), which is the store's order.
          style={{ order: index }}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport style={placement} />
    </ToastProvider>
  );
}
