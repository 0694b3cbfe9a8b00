import { apiRequest } from '#client/lib/api-client.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import { SUPPORT_SENT_MESSAGE, type SupportRequest, type SupportResponse } from '#shared/schemas/support.ts';

/** POST /api/support: the server notifies every admin. */
const sendSupportRequest = (body: SupportRequest) =>
  apiRequest<SupportResponse>('/api/support', { method: 'POST', body });

/** The Contact Support form's submit, with its toasts. */
export function useSendSupportRequest() {
  return usePortalMutation({
    mutationFn: sendSupportRequest,
    success: (answer) => ({ title: 'Message sent', description: answer.message || SUPPORT_SENT_MESSAGE }),
    failure: (error) => ({ title: 'Message not sent', description: error.message }),
  });
}
