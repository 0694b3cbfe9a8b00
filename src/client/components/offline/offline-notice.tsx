import { CloudOffIcon } from 'lucide-react';
import { OFFLINE_TEXTS } from '#shared/spec-texts/mobile-texts.ts';
import { useOnline } from './use-online.ts';

/**
 * Said on a job while the phone has no connection: what shows is the copy saved on the phone
 * (ADR 058), and changes made now wait to be sent. Gone by itself when the connection is back.
 */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1 rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <CloudOffIcon aria-hidden="true" className="size-3.5" />
      {OFFLINE_TEXTS.savedJob}
    </span>
  );
}
