import { RotateCwIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ListAlert } from '#client/components/work-order-list/list-alert.tsx';
import { MOBILE_ERROR_TEXTS } from '#shared/spec-texts/mobile-texts.ts';

type MobileListErrorProps = { message: string; onRetry: () => void };

/** The mobile pages when the list never loaded: 'Error Loading Tasks', why, and Retry. */
export function MobileListError({ message, onRetry }: MobileListErrorProps) {
  return (
    <ListAlert
      className="flex flex-col items-center gap-3 rounded-xl px-4 py-12 text-center"
      iconClassName="size-8"
    >
      <h2 className="text-lg font-semibold">{MOBILE_ERROR_TEXTS.loadingErrorTitle}</h2>
      <p className="max-w-sm text-sm break-words text-muted-foreground">{message}</p>
      <Button onClick={onRetry} className="h-11 px-6">
        <RotateCwIcon aria-hidden="true" />
        {MOBILE_ERROR_TEXTS.retry}
      </Button>
    </ListAlert>
  );
}
