import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import type { UpdateEmployee } from '#shared/schemas/employee-update.ts';
import { PROFILE_TOASTS } from '#shared/spec-texts/people-texts.ts';
import { patchEmployee } from './patch-employee.ts';
import { queryKeys } from './query-keys.ts';
import { type PortalMutationOptions, usePortalMutation } from './use-portal-mutation.ts';

/**
 * The signed-in employee changes their own profile or settings. Afterwards the current
 * user is the server's answer at once, and the staff list is refreshed (it shows phone and colour).
 */
export async function updateOwnEmployee(
  queryClient: QueryClient,
  changes: UpdateEmployee,
): Promise<CurrentEmployee> {
  const me = queryClient.getQueryData<CurrentEmployee | null>(queryKeys.currentEmployee);
  // The catalogue's words for an update with nobody signed in.
  if (!me) throw new Error(PROFILE_TOASTS.noEmployee);
  const employee = await patchEmployee(me.id, changes);
  queryClient.setQueryData(queryKeys.currentEmployee, employee);
  void queryClient.invalidateQueries({ queryKey: queryKeys.employees.all });
  return employee;
}

type UpdateOwnEmployeeOptions = Pick<
  PortalMutationOptions<CurrentEmployee, Error, UpdateEmployee, unknown>,
  'success' | 'failure' | 'onSuccess' | 'onError'
>;

/**
 * updateOwnEmployee as a mutation (/profile and /settings). The toasts and callbacks live on the
 * hook, so a toast still shows when the person has moved to another tab before the answer came.
 */
export function useUpdateOwnEmployee(options: UpdateOwnEmployeeOptions = {}) {
  const queryClient = useQueryClient();
  return usePortalMutation<CurrentEmployee, Error, UpdateEmployee>({
    mutationFn: (changes) => updateOwnEmployee(queryClient, changes),
    ...options,
  });
}
