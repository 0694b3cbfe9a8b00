import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { useOutboxSender } from '#client/lib/outbox/use-outbox-sender.ts';

/** What RequireAuth runs for a session, for tests that render a screen without the app around it. */
export function SessionOutboxSender() {
  useOutboxSender(useCurrentEmployee().data?.id);
  return null;
}
