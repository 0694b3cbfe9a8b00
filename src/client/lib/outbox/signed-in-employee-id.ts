import type { QueryClient } from '@tanstack/react-query';
import { currentEmployeeQuery } from '../current-employee.ts';

/** Whose outbox a write goes to: the signed-in employee (offline, from the session's saved copy). */
export async function signedInEmployeeId(queryClient: QueryClient): Promise<number> {
  const employee = await queryClient.ensureQueryData(currentEmployeeQuery());
  if (!employee) throw new Error('Not signed in');
  return employee.id;
}
