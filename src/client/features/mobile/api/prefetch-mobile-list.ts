import type { QueryClient } from '@tanstack/react-query';
import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { currentEmployeeQuery } from '../../../lib/current-employee.ts';
import { listAssignee, parseShow } from '../show/mobile-show.ts';
import { mobileListQuery, savedMobileListQuery } from './use-mobile-work-orders.ts';

function prefetchFor(queryClient: QueryClient, employee: CurrentEmployee | null, params: URLSearchParams) {
  // Nothing is asked with a temporary password the server refuses everything with (ADR 023).
  if (!employee || employee.mustChangePassword) return;
  const assignee = listAssignee(parseShow(params, employee.employeeType), employee.id);
  void queryClient.prefetchQuery(mobileListQuery(assignee));
  // The copy saved on the phone, shown while the server is slow to answer.
  void queryClient.prefetchQuery(savedMobileListQuery(assignee));
}

/**
 * Starts the mobile list's request and the saved copy's read as a mobile route is entered (see
 * app-routes.tsx), for the Mine or All the URL (`params`) and the employee's role choose. Nothing is
 * asked without a token: the login form comes first. On a cold start the employee is not known yet;
 * the list waits for the session check the route guard starts anyway (the same request).
 */
export function prefetchMobileList(queryClient: QueryClient, params: URLSearchParams): void {
  if (readStoredToken() === null) return;
  const known = queryClient.getQueryData<CurrentEmployee | null>(currentEmployeeQuery().queryKey);
  if (known !== undefined) {
    prefetchFor(queryClient, known, params);
    return;
  }
  void queryClient
    .fetchQuery(currentEmployeeQuery())
    .then((employee) => prefetchFor(queryClient, employee, params))
    .catch(() => undefined);
}
