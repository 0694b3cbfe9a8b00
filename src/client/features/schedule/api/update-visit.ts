import { apiRequest } from '#client/lib/api-client.ts';
import type { UpdateVisit, Visit } from '#shared/schemas/visit.ts';

/** PATCH /api/visits/{id}: a 409 with `visit` when the version is stale, with `conflicts` on a rule. */
export const updateVisit = (id: number, body: UpdateVisit) =>
  apiRequest<Visit>(`/api/visits/${id}`, { method: 'PATCH', body });
