import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateVisit, Visit } from '#shared/schemas/visit.ts';

/** POST /api/visits: a 409 names the rules broken when no override reason came with it. */
export const createVisit = (body: CreateVisit) => apiRequest<Visit>('/api/visits', { method: 'POST', body });
