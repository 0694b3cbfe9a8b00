import { formatDateTime } from '#shared/domain/date-format.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import type { NameOf } from '../activity-field-values.ts';
import { ActivityChange } from './activity-change.tsx';

const cell = 'px-3 py-2.5 align-top';

/** The log, newest first: when, and what happened as a sentence (who did what to which job). */
export function ActivityTable({ items, nameOf }: { items: ActivityItem[]; nameOf?: NameOf }) {
  return (
    <section
      aria-label="Activity log"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Activity log, newest first</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={`${cell} w-28 sm:w-48`}>
              When
            </th>
            <th scope="col" className={cell}>
              What happened
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b last:border-b-0">
              <td className={`${cell} text-muted-foreground sm:whitespace-nowrap`}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td className={cell}>
                <ActivityChange item={item} nameOf={nameOf} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
