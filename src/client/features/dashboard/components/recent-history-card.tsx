import { formatDistanceToNow } from 'date-fns';
import { HistoryIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { clearTaskHistory, type TaskHistoryEntry, useTaskHistory } from '#client/lib/task-history.ts';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { DASHBOARD_CARD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { CardEmpty, CardLink, DashboardCard } from './dashboard-card.tsx';
import { StatusBadge, WorkOrderLine } from './work-order-line.tsx';

function HistoryLine({ entry, onOpenTask }: { entry: TaskHistoryEntry; onOpenTask: (id: number) => void }) {
  const viewed = new Date(entry.timestamp);
  return (
    <WorkOrderLine task={entry} onOpenTask={onOpenTask}>
      <StatusBadge status={entry.status} />
      {entry.isPaused && <Badge variant="outline">{DASHBOARD_SCREEN_TEXTS.paused}</Badge>}
      <time dateTime={viewed.toISOString()} className="text-xs text-muted-foreground">
        {formatDistanceToNow(viewed, { addSuffix: true })}
      </time>
    </WorkOrderLine>
  );
}

/** The tasks and paused jobs this device opened lately (kept in the browser). */
export function RecentHistoryCard({ onOpenTask }: { onOpenTask: (id: number) => void }) {
  const entries = useTaskHistory();
  return (
    <DashboardCard
      title={DASHBOARD_CARD_TEXTS.recentHistory}
      icon={HistoryIcon}
      action={
        entries.length > 0 && (
          <Button variant="ghost" size="sm" onClick={clearTaskHistory}>
            <Trash2Icon aria-hidden="true" />
            {DASHBOARD_CARD_TEXTS.clearHistory}
          </Button>
        )
      }
      footer={<CardLink to="/tasks">{DASHBOARD_CARD_TEXTS.browseTasks}</CardLink>}
    >
      {entries.length === 0 ? (
        <CardEmpty text={DASHBOARD_CARD_TEXTS.noRecentHistory} />
      ) : (
        // Up to 20 entries: the list scrolls inside the card rather than stretching the page.
        <ul className="max-h-96 divide-y overflow-y-auto pr-1">
          {entries.map((entry) => (
            <HistoryLine key={entry.id} entry={entry} onOpenTask={onOpenTask} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
