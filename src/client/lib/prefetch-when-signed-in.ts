import type { QueryClient } from '@tanstack/react-query';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { readStoredToken } from './auth-storage.ts';
import { currentEmployeeQuery } from './current-employee.ts';

/**
 * Runs a screen's early requests (a route loader's, see app-routes.tsx) for the signed-in employee.
 * Nothing is asked without a token (the login form comes first) or with a temporary password, which
 * the server refuses everything with (ADR 023). On a cold start the employee is not known yet: the
 * requests wait for the session check the route guard starts anyway (the same request), and still
 * go out while the screen's code is arriving.
 */
export function prefetchWhenSignedIn(
  queryClient: QueryClient,
  prefetch: (employee: CurrentEmployee) => void,
): void {
  if (readStoredToken() === null) return;
  const run = (employee: CurrentEmployee | null) => {
    if (employee && !employee.mustChangePassword) prefetch(employee);
  };
  const known = queryClient.getQueryData<CurrentEmployee | null>(currentEmployeeQuery().queryKey);
  if (known !== undefined) {
    run(known);
    return;
  }
  void queryClient
    .fetchQuery(currentEmployeeQuery())
    .then(run)
    .catch(() => undefined);
}
