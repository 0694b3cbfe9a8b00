import { useCallback, useEffect, useState } from 'react';
import { useCompanyTimeZone } from '#client/lib/company-settings-query.ts';
import { formatDateTime } from '#shared/domain/date-format.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { useAttachmentImage } from '../../hooks/use-attachment-image.ts';
import { zoneOrBrowser } from './company-zone.ts';
import { photoAlt } from './hand-back-photos.tsx';
import { outcomeLines, signOffText, statusText } from './hand-back-words.ts';
import { timeOnSiteText } from './time-on-site.ts';
import { useOriginalImage } from './use-original-image.ts';

/** What the sheet prints of the hand-back: the newest one, none, or a read that failed. */
export type PrintedHandBack = HandBack | null | 'failed';

type Settle = (key: string) => void;

/** A photo, small: the thumbnail, printed once it has arrived (or failed, then its name stands). */
function PrintPhoto({ photo, onSettled }: { photo: HandBack['photos'][number]; onSettled: Settle }) {
  const image = useAttachmentImage(photo.attachmentId, 'thumbnail');
  const settled = image.status !== 'loading';
  useEffect(() => {
    if (settled) onSettled(`photo-${photo.attachmentId}`);
  }, [settled, onSettled, photo.attachmentId]);
  if (image.status !== 'ready') return <span>{photoAlt(photo)}</span>;
  return (
    <img
      src={image.url}
      alt={photoAlt(photo)}
      style={{ width: '22mm', height: '22mm', objectFit: 'cover' }}
    />
  );
}

type Signed = Extract<HandBack['signOff'], { kind: 'signed' }>;

/** The signature as signed, at its proportions, no taller than a line of the sheet allows. */
function PrintSignature({ signOff, onSettled }: { signOff: Signed; onSettled: Settle }) {
  const image = useOriginalImage(signOff.signatureAttachmentId);
  const settled = image.status !== 'loading';
  useEffect(() => {
    if (settled) onSettled('signature');
  }, [settled, onSettled]);
  if (image.status !== 'ready') return <span>{TEXTS.signatureFailed}</span>;
  return (
    <img
      src={image.url}
      alt={fillTemplate(TEXTS.signatureAlt, { name: signOff.signerName })}
      style={{
        maxWidth: '70mm',
        maxHeight: '25mm',
        aspectRatio: `${signOff.signatureWidth} / ${signOff.signatureHeight}`,
      }}
    />
  );
}

type HandBackPrintProps = {
  handBack: PrintedHandBack;
  /** Called once every image is in (or failed), so the print dialog opens on a whole sheet. */
  onReady: () => void;
};

/**
 * The hand-back on the printed job sheet: outcome, status, time on site, sign-off with the
 * signature image and printed name, the parts, the photos small and the SHA-256 in full, which
 * is what a dispute checks the stored record against.
 */
export function HandBackPrint({ handBack, onReady }: HandBackPrintProps) {
  const images =
    handBack && handBack !== 'failed'
      ? handBack.photos.length + (handBack.signOff.kind === 'signed' ? 1 : 0)
      : 0;
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const settle = useCallback(
    (key: string) => setSettled((current) => (current.has(key) ? current : new Set(current).add(key))),
    [],
  );
  useEffect(() => {
    if (settled.size >= images) onReady();
  }, [settled, images, onReady]);

  if (handBack === null) return null;
  if (handBack === 'failed') {
    return (
      <section data-print-wide="">
        <h2>{TEXTS.printTitle}</h2>
        <p>{TEXTS.printFailed}</p>
      </section>
    );
  }
  return <PrintedHandBackPart handBack={handBack} onSettled={settle} />;
}

/** The hand-back's own lines, in the company's zone. */
function PrintedHandBackPart({ handBack, onSettled: settle }: { handBack: HandBack; onSettled: Settle }) {
  // The dialog's Hand-back section has read the company's zone by the time Print is pressed.
  const timeZone = zoneOrBrowser(useCompanyTimeZone());
  const rows: [string, string][] = [
    [TEXTS.outcome, outcomeLines(handBack.outcome).join('. ')],
    [TEXTS.status, statusText(handBack, timeZone)],
    [TEXTS.timeOnSite, timeOnSiteText(handBack, timeZone)],
    [TEXTS.signOff, signOffText(handBack.signOff)],
    [TEXTS.signedAt, formatDateTime(handBack.signedAt, timeZone)],
  ];
  return (
    <section data-print-wide="" data-testid="print-hand-back">
      <h2>{TEXTS.printTitle}</h2>
      <p>
        {fillTemplate(TEXTS.heading, {
          technician: handBack.technician.name,
          date: formatDateTime(handBack.createdAt, timeZone),
        })}
      </p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {handBack.timeChangeReason && (
          <div>
            <dt>{TEXTS.timeOnSite}</dt>
            <dd>{fillTemplate(TEXTS.timeChanged, { reason: handBack.timeChangeReason })}</dd>
          </div>
        )}
        <div>
          <dt>{TEXTS.sha256}</dt>
          <dd data-testid="print-sha256">{handBack.contentSha256}</dd>
        </div>
      </dl>
      {handBack.signOff.kind === 'signed' && <PrintSignature signOff={handBack.signOff} onSettled={settle} />}
      <h3>{TEXTS.workDone}</h3>
      {/* Whole, not cut to two lines as comments are: it is what the customer signed for. */}
      <p style={{ whiteSpace: 'pre-wrap' }}>{handBack.workDone}</p>
      <h3>{TEXTS.parts}</h3>
      {handBack.parts.length === 0 ? (
        <p>{TEXTS.noParts}</p>
      ) : (
        <table>
          <thead>
            <tr>
              {[TEXTS.partDescription, TEXTS.partQuantity, TEXTS.partNumber].map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {handBack.parts.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; the technician's order never changes here.
              <tr key={index}>
                <td>{part.description}</td>
                <td>{part.quantity}</td>
                <td>{part.partNumber ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {handBack.photos.length > 0 && (
        <>
          <h3>{TEXTS.photos}</h3>
          <p style={{ display: 'flex', flexWrap: 'wrap', gap: '2mm' }}>
            {handBack.photos.map((photo) => (
              <PrintPhoto key={photo.attachmentId} photo={photo} onSettled={settle} />
            ))}
          </p>
        </>
      )}
    </section>
  );
}
