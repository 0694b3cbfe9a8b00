import { Progress } from '#client/components/ui/progress.tsx';
import type { UploadProgress } from '#client/lib/api-upload.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { UPLOAD_DIALOG_TEXTS } from '#shared/spec-texts/upload-dialog-texts.ts';

/** How far an upload is, in words: '42% · 460.8 KB of 1.06 MB'. */
export function progressText(sent: UploadProgress | null, preparing: boolean): string {
  if (preparing) return UPLOAD_DIALOG_TEXTS.preparing;
  if (!sent || sent.total === 0) return UPLOAD_DIALOG_TEXTS.starting;
  const percent = Math.floor((sent.loaded / sent.total) * 100);
  // Every byte left the phone; the server is still storing the file.
  if (sent.loaded >= sent.total)
    return fillTemplate(UPLOAD_DIALOG_TEXTS.sentSaving, { size: formatFileSize(sent.total) });
  return fillTemplate(UPLOAD_DIALOG_TEXTS.progress, {
    percent,
    sent: formatFileSize(sent.loaded),
    size: formatFileSize(sent.total),
  });
}

/** The upload's progress bar (role=progressbar, named after the file) and its words. */
export function UploadProgressBar({
  fileName,
  sent,
  preparing,
}: {
  fileName: string;
  sent: UploadProgress | null;
  preparing: boolean;
}) {
  const percent = sent && sent.total > 0 ? Math.floor((sent.loaded / sent.total) * 100) : 0;
  const text = progressText(sent, preparing);
  return (
    <div className="space-y-1.5">
      <Progress
        value={preparing ? null : percent}
        aria-label={fillTemplate(UPLOAD_DIALOG_TEXTS.uploadingFile, { name: fileName })}
        // The words shown below, also while the bar has no value yet (Radix gives none then).
        aria-valuetext={text}
      />
      <p className="text-sm tabular-nums text-muted-foreground" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
