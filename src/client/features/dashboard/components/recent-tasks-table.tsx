import { cn } from '#client/components/ui/cn.ts';
import { formatDate } from '#shared/domain/date-format.ts';
import { statusLabel } from '#shared/domain/work-order-status.ts';
import type { RecentWorkOrder } from '#shared/schemas/dashboard.ts';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { OpenTaskButton } from './work-order-line.tsx';

const COLUMNS = ['#', 'Title', 'Assigned Employee', 'Assigned Office Employee', 'Status', 'Due Date'];

function dueDateText(dueDate: string | null): string | null {
  if (!dueDate) return null;
  try {
    return formatDate(dueDate);
  } catch {
    return dueDate;
  }
}

function Missing({ label }: { label: string }) {
  return <span className="text-muted-foreground">{label}</span>;
}

type RecentTasksTableProps = {
  rows: RecentWorkOrder[];
  /** The previous page, shown while the next one loads. */
  stale: boolean;
  onOpenTask: (id: number) => void;
};

/** The Recent Tasks table's columns; on a phone the table scrolls sideways inside its own box. */
export function RecentTasksTable({ rows, stale, onOpenTask }: RecentTasksTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table
        aria-busy={stale}
        className={cn('w-full min-w-[46rem] text-left text-sm', stale && 'opacity-60')}
      >
        <caption className="sr-only">{DASHBOARD_SCREEN_TEXTS.recentTasksCaption}</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const due = dueDateText(row.dueDate);
            return (
              <tr key={row.id} data-testid="recent-task-row">
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-muted-foreground">
                  {row.workOrderId}
                </td>
                <td className="max-w-72 px-3 py-2">
                  <div className="flex min-w-0">
                    <OpenTaskButton title={row.title} onOpen={() => onOpenTask(row.id)} />
                  </div>
                </td>
                <td className="px-3 py-2">
                  {row.assignedEmployee ?? <Missing label={DASHBOARD_SCREEN_TEXTS.unassigned} />}
                </td>
                <td className="px-3 py-2">
                  {row.assignedOfficeEmployee ?? <Missing label={DASHBOARD_SCREEN_TEXTS.unassigned} />}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{statusLabel(row.status)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {due ?? <Missing label={DASHBOARD_SCREEN_TEXTS.noDueDate} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
