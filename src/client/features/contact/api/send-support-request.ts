import { useMutation } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { SUPPORT_SENT_MESSAGE, type SupportRequest, type SupportResponse } from '#shared/schemas/support.ts';

/** POST /api/support: the server notifies every admin. */
const sendSupportRequest = (body: SupportRequest) =>
  apiRequest<SupportResponse>('/api/support', { method: 'POST', body });

/** The Contact Support form's submit, with its toasts. */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: (answer) =>
      toast({ title: 'Message sent', description: answer.message || SUPPORT_SENT_MESSAGE }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Message not sent', description: error.message }),
  });
}
