import { apiRequest } from '#client/lib/api-client.ts';
import type { Visit } from '#shared/schemas/visit.ts';

/** POST /api/visits/{id}/status cancelled: how a visit booked a moment ago is undone. */
export const cancelVisit = (id: number, reason: string) =>
  apiRequest<Visit>(`/api/visits/${id}/status`, { method: 'POST', body: { status: 'cancelled', reason } });
