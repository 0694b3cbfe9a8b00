import { apiRequest } from '#client/lib/api-client.ts';
import type { CustomerMessagePreview } from '#shared/schemas/visit.ts';

type PreviewRequest = {
  workOrderId: number;
  event: 'scheduled' | 'window-changed';
  windowStart: string;
  windowEnd: string;
  leadId: number | null;
};

/** POST /api/visits/customer-message-preview: what the customer would be sent, before saving. */
export const previewCustomerMessage = (body: PreviewRequest) =>
  apiRequest<CustomerMessagePreview>('/api/visits/customer-message-preview', { method: 'POST', body });
