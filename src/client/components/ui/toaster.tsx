import { dismissToast, useToast } from '#client/lib/toasts.ts';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx';
import { useToastPlacement } from './use-toast-placement.ts';

/** Mount once near the root; renders whatever toast() has queued. */
export function Toaster() {
  const { toasts } = useToast();
  const placement = useToastPlacement(toasts.length > 0);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open, action }, index) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          // Radix portals each toast into the viewport as it mounts, so the DOM holds them oldest
          // first; the flex order shows them newest first, which is the store's order.
          style={{ order: index }}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && 'onClick' in action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          {action && 'href' in action && (
            <ToastAction altText={action.altText} asChild>
              <a
                href={action.href}
                onClick={(event) => {
                  // A plain click stays in the app; Ctrl/Cmd or middle click opens a new tab as a link does.
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  action.onOpen();
                }}
              >
                {action.label}
              </a>
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport style={placement} />
    </ToastProvider>
  );
}
