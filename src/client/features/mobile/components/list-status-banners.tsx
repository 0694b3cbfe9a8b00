import { CloudOffIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ListAlert } from '#client/components/work-order-list/list-alert.tsx';
import { MOBILE_ERROR_TEXTS } from '#shared/spec-texts/mobile-texts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The browser's own wording ('5 minutes ago', 'yesterday'): no date library on a phone's first paint.
const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How old the saved copy is, in the largest whole unit. */
export function savedAge(savedAt: string, now: Date): string {
  const time = new Date(savedAt).getTime();
  if (Number.isNaN(time)) return 'earlier';
  const elapsed = now.getTime() - time;
  // A clock a few seconds off must not say "in 3 seconds".
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeTime.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeTime.format(-Math.floor(elapsed / HOUR), 'hour');
  return relativeTime.format(-Math.floor(elapsed / DAY), 'day');
}

type SavedCopyNoticeProps = {
  savedAt: string;
  /** The server is being asked: the saved copy is standing in until it answers. */
  isRefreshing: boolean;
  now?: Date;
};

/**
 * The jobs on screen are the copy saved on this phone (ADR 046), with their age: while the server
 * is being asked ("updating"), or because it could not be reached (offline).
 */
export function SavedCopyNotice({ savedAt, isRefreshing, now = new Date() }: SavedCopyNoticeProps) {
  const age = savedAge(savedAt, now);
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {isRefreshing ? <Spinner /> : <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />}
      <span>
        {isRefreshing ? 'Saved list' : 'Offline'} · jobs as of {age}
        {isRefreshing ? ', updating...' : ''}
      </span>
    </p>
  );
}

/** A refresh failed while jobs are on screen: they stay, with the reason and a way to try again. */
export function RefreshFailedBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ListAlert
      className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm"
      iconClassName="size-4 shrink-0"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <Button variant="outline" size="sm" className="h-11 sm:h-8" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {MOBILE_ERROR_TEXTS.retry}
      </Button>
    </ListAlert>
  );
}
