import { zodResolver } from '@hookform/resolvers/zod';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/components/ui/cn.ts';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { COMMENT_MAX_LENGTH, CreateNoteSchema } from '#shared/schemas/comment.ts';
import { NOTE_FORM_TEXTS } from '#shared/spec-texts/note-form-texts.ts';
import { NOTE_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { useAddNote } from '../../api/add-note-mutation.ts';
import { VoiceDictationButton } from './voice-dictation-button.tsx';

/** Wider than this, Enter saves and Shift+Enter adds a line; narrower, Enter adds a line. */
const ENTER_SAVES_MIN_WIDTH = 640;

/** Appends dictated words after what is typed, with one space between (none after a new line). */
function appendText(current: string, addition: string): string {
  if (current === '') return addition;
  return /\s$/.test(current) ? `${current}${addition}` : `${current} ${addition}`;
}

/** The Add Note form of a work order, with voice dictation. */
export function AddNoteForm({ workOrderId }: { workOrderId: number }) {
  const ids = { field: useId(), problem: useId(), count: useId() };
  const addNote = useAddNote(workOrderId);
  const form = useForm({
    resolver: zodResolver(CreateNoteSchema),
    defaultValues: { content: '', type: 'note', notifyAdmin: false },
  });
  const content = form.watch('content');
  const problem = form.formState.errors.content?.message;
  const canSave = content.trim() !== '' && !addNote.isPending;

  const save = form.handleSubmit((note) =>
    addNote.mutate(note.content, { onSuccess: () => form.reset({ content: '' }) }),
  );

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (window.innerWidth <= ENTER_SAVES_MIN_WIDTH) return;
    event.preventDefault();
    if (canSave) void save();
  }

  function appendTranscript(text: string) {
    form.setValue('content', appendText(form.getValues('content'), text), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-2">
      <Label htmlFor={ids.field}>{NOTE_TEXTS.addNote}</Label>
      <Textarea
        id={ids.field}
        rows={3}
        placeholder={NOTE_FORM_TEXTS.placeholder}
        className="max-h-60 resize-y"
        aria-invalid={problem ? true : undefined}
        aria-describedby={cn(ids.count, problem && ids.problem)}
        onKeyDown={onKeyDown}
        {...form.register('content')}
      />
      {problem && (
        <p id={ids.problem} className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <VoiceDictationButton onTranscript={appendTranscript} disabled={addNote.isPending} />
          <span
            id={ids.count}
            className={cn(
              'text-xs text-muted-foreground tabular-nums',
              content.length > COMMENT_MAX_LENGTH && 'font-medium text-destructive',
            )}
          >
            {content.length}/{COMMENT_MAX_LENGTH}
            <span className="sr-only"> {NOTE_FORM_TEXTS.characters}</span>
          </span>
          <span className="hidden text-xs text-muted-foreground sm:inline">{NOTE_FORM_TEXTS.keys}</span>
        </div>
        <Button type="submit" size="sm" disabled={!canSave} loading={addNote.isPending}>
          {NOTE_TEXTS.addNote}
        </Button>
      </div>
    </form>
  );
}
