import { cn } from '../components/ui/cn.ts';
import { Spinner } from '../components/ui/spinner.tsx';

type ScreenLoadingProps = { label?: string; fullPage?: boolean };

/** What shows while a screen's code or the session check is on its way. */
export function ScreenLoading({ label = 'Loading...', fullPage = false }: ScreenLoadingProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-2 p-6 text-sm text-muted-foreground',
        fullPage && 'min-h-svh justify-center',
      )}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
