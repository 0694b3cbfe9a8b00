import { LogInIcon, RotateCwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ListAlert } from '#client/components/work-order-list/list-alert.tsx';
import { MOBILE_ERROR_TEXTS } from '#shared/spec-texts/mobile-texts.ts';
import { pageReload } from '../reload-page.ts';

/**
 * The list could not be loaded and there is nothing to show instead. Both buttons
 * reload the page: a reload signs in again (the app shows the login form when the session is gone)
 * or asks the server afresh.
 */
export function MinimalErrorScreen({ message }: { message: string }) {
  return (
    <ListAlert
      className="flex flex-col items-center gap-4 rounded-xl px-4 py-10 text-center"
      iconClassName="size-8"
    >
      <p className="max-w-sm text-base font-medium">{message}</p>
      <div className="flex w-full max-w-sm flex-col gap-3 sm:flex-row">
        <Button className="h-11 flex-1" onClick={() => pageReload.reload()}>
          <LogInIcon aria-hidden="true" />
          {MOBILE_ERROR_TEXTS.loginAgain}
        </Button>
        <Button variant="outline" className="h-11 flex-1" onClick={() => pageReload.reload()}>
          <RotateCwIcon aria-hidden="true" />
          {MOBILE_ERROR_TEXTS.forceRefresh}
        </Button>
      </div>
    </ListAlert>
  );
}
