import { FileImageIcon } from 'lucide-react';
import { useRef } from 'react';
import type { Attachment } from '#shared/schemas/attachment.ts';
import { useAttachmentImage } from '../../hooks/use-attachment-image.ts';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';

/** The box's side in CSS pixels (size-16); the 320 px thumbnail fills it sharply on a 3x screen. */
const SIDE = 64;

/** What a photo shows, for those who cannot see it: its description, or else its name. */
const thumbnailAltText = (attachment: Pick<Attachment, 'fileName' | 'description'>) =>
  attachment.description?.trim() || attachment.fileName;

/**
 * A photo's thumbnail in a square of fixed size, so the list never moves as thumbnails arrive:
 * fetched once it nears the viewport, the image icon meanwhile and when there is none to show
 * (the image could not be read, or the request failed).
 */
export function AttachmentThumbnail({
  attachment,
}: {
  /** What the thumbnail needs of an attachment, so a hand-back's photo (which lists no more) shows too. */
  attachment: Pick<Attachment, 'id' | 'fileName' | 'description'>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const image = useAttachmentImage(attachment.id, 'thumbnail', near);
  return (
    <div
      ref={box}
      className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted"
    >
      {image.status === 'ready' ? (
        <img
          src={image.url}
          alt={thumbnailAltText(attachment)}
          width={SIDE}
          height={SIDE}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <FileImageIcon
          aria-hidden="true"
          className={`size-8 text-emerald-600 ${image.status === 'loading' ? 'animate-pulse' : ''}`}
        />
      )}
    </div>
  );
}
