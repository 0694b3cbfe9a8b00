import { type ReactNode, useSyncExternalStore } from 'react';

// The toasts' state and the toast() that queues one. Here in lib, below the screens, so any write
// (a mutation, the outbox sender, a plain function) can say how it went; <Toaster/> in
// components/ui renders the queue.

/** At most 3 toasts at once; a dismissed toast leaves the state 1000 ms later. */
const TOAST_LIMIT = 3;
const TOAST_REMOVE_DELAY_MS = 1000;

/** An error interrupts a screen reader and shows in red; anything else waits its turn. */
export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's 3000 ms for this toast. */
  duration?: number;
  /** A link that goes on from what the toast reports (the job just restored, say), or a button (Undo). */
  action?: ToastLink | ToastButton;
};

/**
 * A link inside a toast. The toasts sit outside the router, so the screen that raised it says how
 * to follow it (`onOpen`, a client-side navigation); `href` keeps it a real link for a new tab.
 */
type ToastLink = { label: string; altText: string; href: string; onOpen: () => void };

/** A button inside a toast that acts on what it reports: Undo on the schedule board. */
type ToastButton = { label: string; altText: string; onClick: () => void };

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = () => void;

// One store for the whole app, so toast() works from anywhere (mutation callbacks, plain functions).
let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it animates out and is dropped from the state a second later. */
export function dismissToast(id?: string) {
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) if (id === undefined || item.id === id) scheduleRemoval(item.id);
}

function updateToast(id: string, input: ToastInput) {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, ...input } : item)));
}

/** Shows a toast; the newest is first, and beyond three the oldest leaves. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => updateToast(id, next),
  };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
