import type { HandBack, HandBackPhotoLabel } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { AttachmentThumbnail } from '../attachments/attachment-thumbnail.tsx';

const PHOTO_LABEL_TEXTS: Record<HandBackPhotoLabel, string> = {
  before: TEXTS.photosBefore,
  after: TEXTS.photosAfter,
};

/** Before first, then after: the order of the groups. Types only from the schema, so zod stays off the dialog's first paint. */
const PHOTO_LABELS = Object.keys(PHOTO_LABEL_TEXTS) as HandBackPhotoLabel[];

/** A photo's words for those who cannot see it: 'Before photo: tank-before.jpg'. */
export const photoAlt = (photo: HandBack['photos'][number]) =>
  fillTemplate(TEXTS.photoAlt, { label: PHOTO_LABEL_TEXTS[photo.label], file: photo.fileName });

/** The photos before and after, each group as thumbnails in the order the technician took them. */
export function HandBackPhotos({ photos }: { photos: HandBack['photos'] }) {
  if (photos.length === 0) return <p className="text-sm text-muted-foreground">{TEXTS.noPhotos}</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {PHOTO_LABELS.map((label) => {
        const group = photos.filter((photo) => photo.label === label);
        if (group.length === 0) return null;
        return (
          <div key={label} className="grid gap-1.5">
            <p className="text-xs font-medium text-muted-foreground">{PHOTO_LABEL_TEXTS[label]}</p>
            <ul aria-label={PHOTO_LABEL_TEXTS[label]} className="flex flex-wrap gap-2">
              {group.map((photo) => (
                <li key={photo.attachmentId}>
                  <AttachmentThumbnail
                    attachment={{
                      id: photo.attachmentId,
                      fileName: photo.fileName,
                      description: photoAlt(photo),
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
