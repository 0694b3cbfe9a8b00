import { memo, useRef } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { shortTypeLabel } from '#shared/domain/work-order-type.ts';
import type { TrayItem as TrayItemData } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { dayText } from '../board-time.ts';
import { DRAG_INSTRUCTIONS_ID, useIsDragged, usePressToDrag } from './board-drag.tsx';
import { GripIcon } from './grip-icon.tsx';

type TrayItemProps = {
  item: TrayItemData;
  canPlan: boolean;
  onSchedule: (item: TrayItemData) => void;
};

/** A job waiting for a visit: dragged onto a lane, or booked with Schedule…. */
export const TrayItem = memo(function TrayItem({ item, canPlan, onSchedule }: TrayItemProps) {
  const element = useRef<HTMLLIElement>(null);
  const id = `tray-${item.workOrderId}`;
  const press = usePressToDrag();
  const dragged = useIsDragged(id);
  const subject = { type: 'tray', item } as const;
  return (
    <li
      ref={element}
      data-testid="tray-item"
      onPointerDown={
        canPlan
          ? (event) => press(event, { id, subject, node: event.currentTarget, activator: null })
          : undefined
      }
      className={cn(
        'rounded-md border bg-card p-2 text-sm',
        canPlan && 'cursor-grab',
        dragged && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        {canPlan && (
          <button
            type="button"
            onKeyDown={(event) => {
              if (element.current)
                press(event, { id, subject, node: element.current, activator: event.currentTarget });
            }}
            aria-label={`Drag job ${item.jobNumber}`}
            aria-roledescription="draggable"
            aria-describedby={DRAG_INSTRUCTIONS_ID}
            aria-pressed={dragged || undefined}
            className="mt-0.5 shrink-0 touch-none rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <GripIcon className="size-4" />
          </button>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1 font-semibold">
            <span>#{item.jobNumber}</span>
            {item.priority === 'urgent' && (
              <Badge variant="destructive">{priorityLabel(item.priority)}</Badge>
            )}
            <Badge variant="outline">{shortTypeLabel(item.type)}</Badge>
          </p>
          <p className="truncate">{item.customerName ?? item.title}</p>
          <p className="truncate text-xs text-muted-foreground">
            {[
              item.city,
              item.dueDate ? fillTemplate(TEXTS.due, { date: dayText(item.dueDate.slice(0, 10)) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {item.evidence.length > 0 && (
            <ul className="mt-1 space-y-0.5 text-xs text-emerald-700 dark:text-emerald-400">
              {item.evidence.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {canPlan && (
        <button
          type="button"
          onClick={() => onSchedule(item)}
          aria-label={`${TEXTS.scheduleAction} job ${item.jobNumber}`}
          className="mt-1 rounded bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {TEXTS.scheduleAction}
        </button>
      )}
    </li>
  );
});
