import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';

/**
 * When a screen fails to load or render. The usual cause is a screen's code from an older release
 * no longer on the server after an update, which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">This screen could not be shown. Reloading usually fixes it.</p>
      {detail && <p className="text-sm break-words text-muted-foreground">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
