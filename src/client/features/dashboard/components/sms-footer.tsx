import { MessageSquareIcon } from 'lucide-react';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { CardLink } from './dashboard-card.tsx';

/** The footer says whether SMS notifications reach this employee, from their preferences. */
export function SmsFooter() {
  const employee = useCurrentEmployee().data;
  if (!employee) return null;
  return (
    <footer className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t pt-4 text-sm text-muted-foreground">
      <MessageSquareIcon aria-hidden="true" className="size-4 shrink-0" />
      {employee.smsNotifications ? (
        <span>{DASHBOARD_SCREEN_TEXTS.smsEnabled}</span>
      ) : (
        <>
          <span>{DASHBOARD_SCREEN_TEXTS.smsOff}</span>
          <CardLink to="/profile">{DASHBOARD_SCREEN_TEXTS.turnSmsOn}</CardLink>
        </>
      )}
    </footer>
  );
}
