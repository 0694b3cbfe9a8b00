import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';
import { useUnreadCount } from '#client/features/notifications/api/get-unread-count.ts';
import { LAYOUT_BADGE_TEXTS, NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { formatCount } from './format-count.ts';

/** The bell with the unread count (capped '9+', polled every 30 s), opening /notifications. */
export function NotificationBell() {
  const { data: count } = useUnreadCount();
  const shown = count ? formatCount(count, LAYOUT_BADGE_TEXTS.bellCap) : undefined;
  const name = shown ? `${NAV_TEXTS.notifications}, ${shown} unread` : NAV_TEXTS.notifications;
  return (
    <IconTooltip label={name}>
      <Button asChild variant="ghost" size="icon" className="relative">
        <Link to="/notifications" aria-label={name}>
          <BellIcon className="size-5" aria-hidden />
          {shown && (
            <span
              aria-hidden
              className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-red-700 px-1 text-center text-[10px] font-semibold leading-4 text-white tabular-nums"
            >
              {shown}
            </span>
          )}
        </Link>
      </Button>
    </IconTooltip>
  );
}
