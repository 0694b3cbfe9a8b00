import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { useOriginalImage } from './use-original-image.ts';

type Signed = Extract<HandBack['signOff'], { kind: 'signed' }>;

/** The customer's signature as it was signed, at its own proportions, and the printed name under it. */
function Signature({ signOff }: { signOff: Signed }) {
  const image = useOriginalImage(signOff.signatureAttachmentId);
  return (
    <figure className="grid gap-1">
      <div
        className="flex max-w-xs items-center justify-center overflow-hidden rounded-md border bg-white"
        style={{ aspectRatio: `${signOff.signatureWidth} / ${signOff.signatureHeight}` }}
      >
        {image.status === 'ready' ? (
          <img
            src={image.url}
            alt={fillTemplate(TEXTS.signatureAlt, { name: signOff.signerName })}
            width={signOff.signatureWidth}
            height={signOff.signatureHeight}
            className="size-full object-contain"
          />
        ) : (
          <span
            role={image.status === 'error' ? 'alert' : 'status'}
            className="p-2 text-xs text-muted-foreground"
          >
            {image.status === 'error' ? TEXTS.signatureFailed : TEXTS.signatureLoading}
          </span>
        )}
      </div>
      <figcaption className="text-sm">
        {fillTemplate(TEXTS.signedBy, { name: signOff.signerName })}
      </figcaption>
    </figure>
  );
}

/** Signed (the image and the printed name), or why the customer did not sign. */
export function HandBackSignOff({ signOff }: { signOff: HandBack['signOff'] }) {
  if (signOff.kind === 'signed') return <Signature signOff={signOff} />;
  return <p className="text-sm">{fillTemplate(TEXTS.customerNotPresent, { reason: signOff.reason })}</p>;
}
