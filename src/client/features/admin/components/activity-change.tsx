import { clipText } from '../../../../shared/domain/clip-text.ts';
import type { ActivityItem } from '../../../../shared/schemas/activity.ts';
import { CHANGE_PREVIEW_LENGTH, hasValue, snapshotFields, valueText } from '../activity-format.ts';

/** One side of a change, clipped; the whole value is in its tooltip. */
function Value({ value }: { value: unknown }) {
  const text = valueText(value);
  if (!text) return <span className="text-muted-foreground">none</span>;
  return (
    <span title={text} className="break-all font-mono text-xs">
      {clipText(text, CHANGE_PREVIEW_LENGTH)}
    </span>
  );
}

/** Old -> New (or just the new value of a creation); a deletion offers the order's last state. */
export function ActivityChange({ item }: { item: ActivityItem }) {
  const fields = snapshotFields(item.snapshot);
  const hasOld = hasValue(item.oldValue);
  const hasNew = hasValue(item.newValue);
  return (
    <div className="grid gap-1">
      {(hasOld || hasNew) && (
        <p className="flex flex-wrap items-center gap-x-1.5">
          {hasOld && (
            <>
              <Value value={item.oldValue} />
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
            </>
          )}
          <Value value={item.newValue} />
        </p>
      )}
      {fields.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            Show last state
          </summary>
          <dl className="mt-2 grid max-w-md grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
            {fields.map((field) => (
              <div key={field.name} className="contents">
                <dt className="text-muted-foreground">{field.name}</dt>
                <dd className="break-all">{field.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
