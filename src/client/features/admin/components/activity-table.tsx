import { formatDateTime } from '../../../../shared/domain/date-format.ts';
import type { ActivityItem } from '../../../../shared/schemas/activity.ts';
import { activityActionLabel, fieldLabel, subjectLabel } from '../activity-format.ts';
import { ActivityChange } from './activity-change.tsx';

const cell = 'px-3 py-2.5 align-top';

/** The log, newest first. It scrolls inside its own box on a phone rather than widening the page. */
export function ActivityTable({ items }: { items: ActivityItem[] }) {
  return (
    <section
      aria-label="Activity log"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="sr-only">Activity log, newest first</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              When
            </th>
            <th scope="col" className={cell}>
              Who
            </th>
            <th scope="col" className={cell}>
              What
            </th>
            <th scope="col" className={cell}>
              Work order / employee
            </th>
            <th scope="col" className={cell}>
              Old → New
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b last:border-b-0">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td className={cell}>{item.actor?.name ?? 'System'}</td>
              <td className={cell}>
                <span className="font-medium">{activityActionLabel(item.action)}</span>
                {item.field && <span className="block text-muted-foreground">{fieldLabel(item.field)}</span>}
              </td>
              <td className={`${cell} break-all`}>{subjectLabel(item)}</td>
              <td className={cell}>
                <ActivityChange item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
