import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import type { UpdateEmployee } from '#shared/schemas/employee-update.ts';
import { apiRequest } from './api-client.ts';

// Its own module, apart from update-employee.ts, so the admin's edit form (an on-demand chunk with
// a size budget) does not carry the profile's texts along with the request.
/** PATCH /api/employees/{id}: any subset of the fields; answers the whole account view. */
export const patchEmployee = (id: number, changes: UpdateEmployee) =>
  apiRequest<CurrentEmployee>(`/api/employees/${id}`, { method: 'PATCH', body: changes });
