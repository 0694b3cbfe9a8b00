import { ClipboardListIcon, PauseCircleIcon, PlusIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { useUniversalActions } from '#client/components/universal-actions/universal-actions-provider.tsx';
import { QUICK_ACTION_TEXTS } from '#shared/spec-texts/work-list-texts.ts';

const CHOICE_CLASSES =
  'inline-flex h-14 min-w-48 items-center gap-3 rounded-full border bg-card px-5 text-base font-semibold text-card-foreground shadow-lg outline-none active:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * This page's own floating button, laid out for a thumb: a round button at the bottom right
 * that opens two large labelled choices stacked above it, rather than a small dropdown. Escape, a
 * tap outside or moving focus away closes it.
 */
export function MinimalQuickActions() {
  const { openCreateTask, openCreatePausedJob } = useUniversalActions();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstChoiceRef = useRef<HTMLButtonElement>(null);
  const choicesId = useId();

  useEffect(() => {
    if (!open) return;
    firstChoiceRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Tabbing on to the page closes the choices. A tap on iOS focuses nothing, so this never
    // takes a choice away before its click arrives.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const choose = (openDialog: () => void) => {
    // The dialog returns focus to what had it when it opened: the button, not a choice that is gone.
    toggleRef.current?.focus();
    setOpen(false);
    openDialog();
  };

  return (
    <>
      {open && (
        // A pointer's way out (keyboards have Escape); it also keeps that tap off the job under it.
        <div
          data-testid="quick-actions-backdrop"
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-40 bg-background/70 backdrop-blur-[1px]"
        />
      )}
      <div
        ref={rootRef}
        className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3"
      >
        {open && (
          <div id={choicesId} className="flex flex-col items-end gap-3">
            <button
              ref={firstChoiceRef}
              type="button"
              className={CHOICE_CLASSES}
              onClick={() => choose(openCreateTask)}
            >
              <ClipboardListIcon aria-hidden="true" className="size-5" />
              {QUICK_ACTION_TEXTS.newTask}
            </button>
            <button type="button" className={CHOICE_CLASSES} onClick={() => choose(openCreatePausedJob)}>
              <PauseCircleIcon aria-hidden="true" className="size-5" />
              {QUICK_ACTION_TEXTS.newPausedJob}
            </button>
          </div>
        )}
        <button
          ref={toggleRef}
          type="button"
          aria-label="Quick actions"
          aria-expanded={open}
          aria-controls={open ? choicesId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none transition-colors hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <PlusIcon
            aria-hidden="true"
            className={cn('size-6 transition-transform motion-reduce:transition-none', open && 'rotate-45')}
          />
        </button>
      </div>
    </>
  );
}
