import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { partInput, timesChanged } from './hand-back-checks.ts';
import { photosInOrder } from './hand-back-input.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import type { StepProps } from './step-props.ts';

const timeText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Summary({ draft }: Pick<StepProps, 'draft'>) {
  const count = (label: 'before' | 'after') => draft.photos.filter((photo) => photo.label === label).length;
  return (
    <dl className="grid gap-3 rounded-lg border p-3 text-sm">
      <div>
        <dt className="font-medium">{TEXTS.steps.workDone}</dt>
        <dd className="whitespace-pre-line">{draft.workDone.trim()}</dd>
      </div>
      <div>
        <dt className="font-medium">{TEXTS.reviewTime}</dt>
        <dd>
          {timeText(draft.arrivedAt)} – {timeText(draft.leftAt)}
          {timesChanged(draft) && <span className="block">{draft.timeChangeReason.trim()}</span>}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{TEXTS.steps.photos}</dt>
        <dd className="grid gap-2">
          {fillTemplate(TEXTS.reviewPhotos, { before: count('before'), after: count('after') })}
          {draft.photos.length > 0 && (
            <span className="flex flex-wrap gap-2">
              {photosInOrder(draft).map((photo, index, all) => (
                <PhotoThumbnail
                  key={photo.id}
                  file={photo.file}
                  alt={fillTemplate(TEXTS.photoThumbnail, {
                    label: photo.label === 'before' ? TEXTS.before : TEXTS.after,
                    number: all.slice(0, index + 1).filter((item) => item.label === photo.label).length,
                  })}
                />
              ))}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{TEXTS.steps.parts}</dt>
        <dd>
          {draft.parts.length === 0 ? (
            TEXTS.noParts
          ) : (
            <ul>
              {draft.parts.map((part) => {
                const line = partInput(part);
                return (
                  <li key={part.id}>
                    {line.quantity} × {line.description}
                    {line.partNumber ? ` (${line.partNumber})` : ''}
                  </li>
                );
              })}
            </ul>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{TEXTS.steps.signOff}</dt>
        <dd className="grid gap-2">
          {draft.signOffKind === 'signed'
            ? fillTemplate(TEXTS.reviewSignedBy, { name: draft.signerName.trim() })
            : fillTemplate(TEXTS.reviewNotPresent, { reason: draft.notPresentReason.trim() })}
          {draft.signOffKind === 'signed' && draft.signature && (
            <PhotoThumbnail
              file={draft.signature.png}
              alt={fillTemplate(TEXTS.reviewSignature, { name: draft.signerName.trim() })}
              wide
            />
          )}
        </dd>
      </div>
    </dl>
  );
}

/** Everything at a glance, then the outcome: Done, or Not finished with why and what comes next. */
export function ReviewStep({ draft, change, errors }: StepProps) {
  const notFinished = draft.outcomeKind === 'not-finished';
  return (
    <div className="grid gap-4">
      <Summary draft={draft} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">{TEXTS.outcomeLegend}</legend>
        {(['done', 'not-finished'] as const).map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-3 rounded-lg border px-3 text-base">
            <input
              type="radio"
              name="hand-back-outcome"
              className="size-5"
              checked={draft.outcomeKind === kind}
              onChange={() => change({ outcomeKind: kind })}
            />
            {VISIT_STATUS_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      {notFinished && (
        <>
          <FormField label={TEXTS.notFinishedReason} error={errors.notFinishedReason} required>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={500}
                value={draft.notFinishedReason}
                onChange={(event) => change({ notFinishedReason: event.target.value })}
              />
            )}
          </FormField>
          <label className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="checkbox"
              className="size-5"
              checked={draft.returnNeeded}
              onChange={(event) => change({ returnNeeded: event.target.checked })}
            />
            {TEXTS.returnNeeded}
          </label>
          <FormField label={TEXTS.waitingForPart} error={errors.waitingForPart}>
            {(control) => (
              <Input
                {...control}
                className="h-11"
                maxLength={200}
                value={draft.waitingForPart}
                onChange={(event) => change({ waitingForPart: event.target.value })}
              />
            )}
          </FormField>
        </>
      )}
    </div>
  );
}
