import type { PropsWithChildren, ReactNode } from 'react';
import { isCardBodyClick } from './card-click.ts';

/** A card of the Cards view, or a row of the List view. */
export type WorkOrderItemVariant = 'card' | 'row';

// Cards have fixed sections so they stay close to one height (steady scrolling); a row is one line
// from xl up and wraps below.
const ITEM_CLASSES: Record<WorkOrderItemVariant, string> = {
  card: 'flex h-full min-w-0 cursor-pointer flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground compact:gap-2 compact:p-3 shadow-sm transition-colors hover:border-primary/40',
  row: 'flex min-w-0 cursor-pointer flex-col gap-2 border-b bg-card px-3 py-2.5 transition-colors compact:gap-1 compact:py-1.5 hover:bg-accent/40 xl:flex-row xl:items-center xl:gap-4',
};

type WorkOrderItemProps = PropsWithChildren<{
  variant: WorkOrderItemVariant;
  /** The work order's id: what `onOpen` is called with, and the `data-work-order-id` tests find it by. */
  id: number;
  /** The item's accessible name: 'Task #48213', 'Paused job #48213'. */
  label: string;
  /** Stable (a memoised item stays put when its list redraws). */
  onOpen: (id: number) => void;
}>;

/**
 * The shell of a work order in a desktop list: a click on its body opens it, one on its controls
 * or from a dialog opened out of it does not (isCardBodyClick).
 */
export function WorkOrderItem({ variant, id, label, onOpen, children }: WorkOrderItemProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button (WorkOrderItemTitle) is the keyboard way in
    <article
      data-testid="work-order-card"
      data-work-order-id={id}
      aria-label={label}
      onClick={(event) => {
        if (isCardBodyClick(event)) onOpen(id);
      }}
      className={ITEM_CLASSES[variant]}
    >
      {children}
    </article>
  );
}

const TITLE_CLASSES: Record<WorkOrderItemVariant, { heading: string; button: string }> = {
  card: {
    heading: 'text-base leading-snug font-semibold',
    button:
      'line-clamp-1 text-left break-all outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:break-normal',
  },
  row: {
    heading: 'truncate text-sm font-semibold',
    button:
      'max-w-full truncate text-left outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50',
  },
};

type WorkOrderItemTitleProps = { variant: WorkOrderItemVariant; onClick: () => void; children: ReactNode };

/** The item's heading, a button that opens it: the keyboard's way in, named by the title. */
export function WorkOrderItemTitle({ variant, onClick, children }: WorkOrderItemTitleProps) {
  const classes = TITLE_CLASSES[variant];
  return (
    <h2 className={classes.heading}>
      <button type="button" onClick={onClick} className={classes.button}>
        {children}
      </button>
    </h2>
  );
}
