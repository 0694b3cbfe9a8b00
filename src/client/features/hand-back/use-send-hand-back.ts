import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { removeWrite } from '#client/lib/outbox/outbox-store.ts';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { sendOrQueue } from '#client/lib/outbox/send-or-queue.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { usePortalMutation } from '#client/lib/use-portal-mutation.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import type { HandBackDraft } from './hand-back-draft.ts';
import { handBackInput, photosInOrder } from './hand-back-input.ts';

type Sending = {
  visit: Pick<Visit, 'id' | 'workOrderId' | 'jobNumber' | 'title'>;
  draft: HandBackDraft;
  /** Forgets the draft: it is sent, or in the outbox with everything it held. */
  finish: () => Promise<void>;
};

/**
 * Send: the whole hand-back as one outbox write (docs/decisions/068-visit-hand-back.md), sent now
 * with its progress shown, or kept on the phone with its blobs and sent once when the connection
 * is back. Either way the draft is done with; a refusal keeps it, to fix and send again.
 */
export function useSendHandBack() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = usePortalMutation({
    mutationFn: async ({ visit, draft, finish }: Sending) => {
      // Shown at once: the first progress event may take a while on a slow link.
      setPercent(0);
      const handBack = await handBackInput(draft);
      const result = await sendOrQueue<HandBack>(
        {
          kind: 'hand-back',
          employeeId: await signedInEmployeeId(queryClient),
          workOrderId: visit.workOrderId,
          visitId: visit.id,
          jobLabel: `#${visit.jobNumber} ${visit.title}`,
          handBack,
          photos: photosInOrder(draft).map(({ label, file, fileName }) => ({ label, file, fileName })),
          signature: draft.signOffKind === 'signed' ? (draft.signature?.png ?? null) : null,
        },
        {
          onProgress: ({ loaded, total }) =>
            setPercent(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
        },
      );
      await finish();
      // The refused one it replaces is done with: the bar no longer counts it.
      if (draft.refused) await removeWrite(draft.refused.writeId);
      return result;
    },
    networkMode: 'always',
    onSettled: () => setPercent(null),
    // Kept on the phone: said as every write kept offline is.
    success: (result) => (result.sent ? { title: TEXTS.sent } : QUEUED_TOAST),
    invalidates: (result) => (result.sent ? [queryKeys.schedule.all] : []),
    failure: (error) => ({ title: TEXTS.notSent, description: error.message }),
  });
  return { ...mutation, percent };
}
