import type { ActivityItem } from '#shared/schemas/activity.ts';
import type { NameOf } from '../activity-field-values.ts';
import { activitySentence } from '../activity-sentence.ts';
import { activitySnapshot } from '../activity-snapshot.ts';

/** One entry as a sentence; a deletion also offers the order's last state, labelled as the screens label it. */
export function ActivityChange({ item, nameOf }: { item: ActivityItem; nameOf?: NameOf }) {
  const fields = activitySnapshot(item.snapshot, nameOf);
  return (
    <div className="grid gap-1">
      <p className="break-words">{activitySentence(item, nameOf)}</p>
      {fields.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            Show last state
          </summary>
          <dl className="mt-2 grid max-w-md grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
            {fields.map((field) => (
              <div key={field.field} className="contents">
                <dt className="text-muted-foreground">{field.label}</dt>
                <dd className="break-words">{field.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
