import { PaperclipIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT } from '#client/components/forms/attachment-accept.ts';
import { PhotoSizeChoice } from '#client/components/photo-size-choice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { ShrunkPhoto } from '#client/lib/photos/use-shrunk-photo.ts';
import { formatFileSize } from '#shared/domain/file-size.ts';
import { FILE_TOO_LARGE_MESSAGE, MAX_ATTACHMENT_BYTES } from '#shared/schemas/attachment.ts';

type TaskFileFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** What making a chosen photo smaller gave, and whether the original goes instead. */
  photo: { photo: ShrunkPhoto; fullSize: boolean; onFullSizeChange: (fullSize: boolean) => void };
  disabled?: boolean;
};

/**
 * One optional file, uploaded once the task exists. Too-large files are refused before sending; a
 * photo is made smaller first, and says by how much, unless 'Send full size' is ticked (ADR 047).
 */
export function TaskFileField({ file, onChange, photo, disabled }: TaskFileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();

  const clear = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <FormField label="Attachment" error={error} hint="Optional. Images, PDF or Word documents, up to 25 MB.">
      {(control) => (
        <div className="grid gap-2">
          <Input
            {...control}
            ref={inputRef}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            disabled={disabled}
            className="h-auto py-1.5"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && chosen.size > MAX_ATTACHMENT_BYTES) {
                setError(FILE_TOO_LARGE_MESSAGE);
                clear();
                return;
              }
              setError(undefined);
              onChange(chosen);
            }}
          />
          {file && (
            <div className="flex min-w-0 items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
              <PaperclipIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${file.name}`}
                onClick={clear}
                disabled={disabled}
              >
                <XIcon />
              </Button>
            </div>
          )}
          {file && <PhotoSizeChoice file={file} {...photo} disabled={disabled ?? false} />}
        </div>
      )}
    </FormField>
  );
}
