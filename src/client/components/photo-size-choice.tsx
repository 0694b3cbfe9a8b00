import { useId } from 'react';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { photoKind } from '#client/lib/photos/shrink-rules.ts';
import type { ShrunkPhoto } from '#client/lib/photos/use-shrunk-photo.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';

/** The file chosen, what making it smaller gave, and whether the original goes instead. */
type PhotoToSend = { file: File; photo: ShrunkPhoto; fullSize: boolean };

type Props = PhotoToSend & { onFullSizeChange: (fullSize: boolean) => void; disabled: boolean };

/** What will be sent for the chosen photo, in words ('5.79 MB photo → 1.06 MB'). */
function sizeSummary({ file, photo, fullSize }: PhotoToSend): string | null {
  const original = formatFileSize(file.size);
  if (photo.status === 'shrinking') {
    return photoKind(file) === 'photo'
      ? `Making the ${original} photo smaller...`
      : 'Checking the picture...';
  }
  if (photo.status !== 'ready') return null;
  const { result } = photo;
  if (result.reason === 'cannot-decode') {
    return `This browser cannot make this photo smaller: it is sent as it is (${original}).`;
  }
  if (result.reason !== 'shrunk') return null;
  if (fullSize) return `${original} photo, sent full size`;
  return `${original} photo → ${formatFileSize(result.file.size)}`;
}

/**
 * Issue 27: photos are made smaller before they are sent; the dialog says by how much and offers
 * 'Send full size' to keep the original (ADR 047). Nothing shows for a document.
 */
export function PhotoSizeChoice({ file, photo, fullSize, onFullSizeChange, disabled }: Props) {
  const ids = { checkbox: useId(), hint: useId() };
  if (photoKind(file) === 'keep') return null;
  const summary = sizeSummary({ file, photo, fullSize });
  const offersFullSize =
    photo.status === 'shrinking' || (photo.status === 'ready' && photo.result.reason === 'shrunk');
  if (!summary && !offersFullSize) return null;
  return (
    <div className="space-y-2 rounded-md border bg-muted/40 p-3">
      {/* A status, so a screen reader hears the new size once the photo is ready. */}
      <p role="status" className="text-sm font-medium">
        {summary}
      </p>
      {offersFullSize && (
        <div className="flex items-start gap-3">
          <Checkbox
            id={ids.checkbox}
            className="mt-0.5"
            checked={fullSize}
            disabled={disabled}
            aria-describedby={ids.hint}
            onCheckedChange={(checked) => onFullSizeChange(checked === true)}
          />
          <div className="space-y-1">
            <Label htmlFor={ids.checkbox}>Send full size</Label>
            <p id={ids.hint} className="text-xs text-muted-foreground">
              The original file, with its location data if it has any. Slower to send.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
