import { UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT } from '#client/components/forms/attachment-accept.ts';
import { PhotoSizeChoice } from '#client/components/photo-size-choice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { DialogHeading } from '#client/components/ui/dialog-heading.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useShrunkPhoto } from '#client/lib/photos/use-shrunk-photo.ts';
import { toast } from '#client/lib/toasts.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_ATTACHMENT_BYTES,
  NO_FILE_MESSAGE,
  UploadAttachmentFormSchema,
} from '#shared/schemas/attachment.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { UPLOAD_DIALOG_TEXTS } from '#shared/spec-texts/upload-dialog-texts.ts';
import { ATTACHMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useUploadWithProgress } from '../../hooks/use-upload-with-progress.ts';
import { UploadProgressBar } from './upload-progress.tsx';

/** Checks the form with the endpoint's schema; a file problem is a toast, a description problem is shown inline. */
function checkUpload(workOrderId: number, file: File | null, description: string) {
  const parsed = UploadAttachmentFormSchema.safeParse({
    workOrderId: String(workOrderId),
    description,
    file: file ?? undefined,
  });
  if (parsed.success) return { ok: true as const };
  const fileIssue = parsed.error.issues.find((issue) => issue.path[0] === 'file');
  const descriptionIssue = parsed.error.issues.find((issue) => issue.path[0] === 'description');
  return {
    ok: false as const,
    fileProblem: fileIssue?.message,
    descriptionProblem: descriptionIssue?.message,
  };
}

/**
 * The 'Upload File' button and its dialog (file + optional description). Issue 27:
 * a photo is made smaller before it is sent unless 'Send full size' is ticked, and the upload
 * shows its progress with a Cancel.
 */
export function UploadFileDialog({ workOrderId }: { workOrderId: number }) {
  const ids = { file: useId(), fileHint: useId(), description: useId(), problem: useId() };
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [descriptionProblem, setDescriptionProblem] = useState<string>();
  const [fullSize, setFullSize] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { photo, settled } = useShrunkPhoto(open ? file : null);
  const { sending, cancelled, clearCancelled, start, cancel } = useUploadWithProgress(workOrderId, {
    onUploaded: () => {
      setOpen(false);
      reset();
    },
  });
  const tooLarge = file !== null && file.size > MAX_ATTACHMENT_BYTES;
  const busy = sending !== null;

  function reset() {
    setFile(null);
    setDescription('');
    setDescriptionProblem(undefined);
    setFullSize(false);
    clearCancelled();
  }

  function changeOpen(next: boolean) {
    // An upload in flight keeps the dialog open, so its outcome is seen where it was asked for;
    // 'Cancel upload' stops it.
    if (busy) return;
    setOpen(next);
    if (!next) reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const check = checkUpload(workOrderId, file, description);
    setDescriptionProblem(check.ok ? undefined : check.descriptionProblem);
    if (!check.ok) {
      if (check.fileProblem === NO_FILE_MESSAGE)
        toast({ variant: 'destructive', title: ATTACHMENT_TEXTS.noFileTitle, description: NO_FILE_MESSAGE });
      else if (check.fileProblem)
        toast({
          variant: 'destructive',
          title: ATTACHMENT_TEXTS.uploadFailedTitle,
          description: check.fileProblem,
        });
      return;
    }
    if (!file) return;
    void start({
      chosen: file,
      // The smaller copy once it is ready, unless the original was asked for.
      fileToSend: async () => (fullSize ? file : ((await settled())?.file ?? file)),
      preparing: !fullSize && photo.status === 'shrinking',
      description,
    });
    // The Upload button is disabled now; the keyboard stays on the button that can stop it.
    cancelButton.current?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UploadIcon aria-hidden="true" />
          Upload File
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Upload File" description={UPLOAD_DIALOG_TEXTS.description} />
        <form onSubmit={submit} noValidate className="min-w-0 space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.file}>{UPLOAD_DIALOG_TEXTS.file}</Label>
            <Input
              id={ids.file}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              disabled={busy}
              aria-describedby={file ? ids.fileHint : undefined}
              aria-invalid={tooLarge ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                clearCancelled();
              }}
            />
            {file && (
              <p
                id={ids.fileHint}
                className={
                  tooLarge ? 'text-sm text-destructive' : 'break-words text-xs text-muted-foreground'
                }
              >
                {tooLarge
                  ? FILE_TOO_LARGE_MESSAGE
                  : fillTemplate(UPLOAD_DIALOG_TEXTS.chosenFile, {
                      name: file.name,
                      size: formatFileSize(file.size),
                    })}
              </p>
            )}
          </div>
          {file && !tooLarge && (
            <PhotoSizeChoice
              file={file}
              photo={photo}
              fullSize={fullSize}
              onFullSizeChange={setFullSize}
              disabled={busy}
            />
          )}
          <div className="space-y-2">
            <Label htmlFor={ids.description}>{UPLOAD_DIALOG_TEXTS.descriptionLabel}</Label>
            <Textarea
              id={ids.description}
              rows={2}
              value={description}
              disabled={busy}
              placeholder={UPLOAD_DIALOG_TEXTS.descriptionPlaceholder}
              aria-invalid={descriptionProblem ? true : undefined}
              aria-describedby={descriptionProblem ? ids.problem : undefined}
              onChange={(event) => setDescription(event.target.value)}
            />
            {descriptionProblem && (
              <p id={ids.problem} className="text-sm text-destructive">
                {descriptionProblem}
              </p>
            )}
          </div>
          {sending && (
            <UploadProgressBar
              fileName={sending.fileName}
              sent={sending.sent}
              preparing={sending.preparing}
            />
          )}
          {/* Always in the page, so the words are announced when they appear. */}
          <p role="status" className="text-sm empty:hidden">
            {cancelled ? UPLOAD_DIALOG_TEXTS.cancelled : ''}
          </p>
          <DialogFooter>
            <Button ref={cancelButton} variant="outline" onClick={busy ? cancel : () => changeOpen(false)}>
              {busy ? UPLOAD_DIALOG_TEXTS.cancelUpload : UPLOAD_DIALOG_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy} loading={busy} loadingText={UPLOAD_DIALOG_TEXTS.uploading}>
              {UPLOAD_DIALOG_TEXTS.upload}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
