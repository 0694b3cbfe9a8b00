import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { shrinkPhoto } from '#client/lib/photos/shrink-photo.ts';
import type { HandBackPhotoLabel } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { lineId } from './hand-back-draft.ts';
import { MAX_PHOTOS_PER_LABEL, PHOTO_LABELS } from './hand-back-limits.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import type { StepProps } from './step-props.ts';

const LABEL_TEXT: Record<HandBackPhotoLabel, string> = { before: TEXTS.before, after: TEXTS.after };

function PhotoGroup({ label, draft, change, rule, errors }: StepProps & { label: HandBackPhotoLabel }) {
  const inputId = useId();
  const errorId = useId();
  const [shrinking, setShrinking] = useState(0);
  const photos = draft.photos.filter((photo) => photo.label === label);
  const name = LABEL_TEXT[label];
  const required = label === 'after' && rule.requireAfterPhoto;
  const error = errors[label];

  // Each photo goes through the phone's shrink (ADR 047): upright, no location, at most 2048 px.
  const add = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, MAX_PHOTOS_PER_LABEL - photos.length);
    setShrinking((count) => count + chosen.length);
    for (const file of chosen) {
      const { file: sent } = await shrinkPhoto(file);
      setShrinking((count) => count - 1);
      // From the draft as it is now: it may have moved on while the photo was being shrunk.
      change((now) => ({
        photos: [...now.photos, { id: lineId(), label, file: sent, fileName: sent.name }],
      }));
    }
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="grid gap-2">
      <h4 id={`${inputId}-heading`} className="flex items-center gap-2 font-medium">
        {name}
        {required && <span className="text-xs font-normal text-destructive">{TEXTS.required}</span>}
      </h4>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => {
            const number = index + 1;
            return (
              <li key={photo.id} className="relative">
                <PhotoThumbnail
                  file={photo.file}
                  alt={fillTemplate(TEXTS.photoThumbnail, { label: name, number })}
                />
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute -top-2 -right-2 size-8 rounded-full"
                  aria-label={fillTemplate(TEXTS.removePhoto, { label: name, number })}
                  onClick={() => change({ photos: draft.photos.filter((item) => item.id !== photo.id) })}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {shrinking > 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {TEXTS.shrinkingPhoto}
        </p>
      )}
      {photos.length < MAX_PHOTOS_PER_LABEL && (
        <label
          htmlFor={inputId}
          className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-dashed px-3 text-sm font-medium focus-within:ring-[3px] focus-within:ring-ring/50"
        >
          {fillTemplate(TEXTS.addPhoto, { label: name })}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              void add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}

/** Before and After photos, each labelled, with a thumbnail and Remove. */
export function PhotosStep(props: StepProps) {
  return (
    <div className="grid gap-6">
      {PHOTO_LABELS.map((label) => (
        <PhotoGroup key={label} label={label} {...props} />
      ))}
    </div>
  );
}
