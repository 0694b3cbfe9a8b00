import { PlusIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { PartNumber } from '#shared/domain/paused-job-status.ts';
import type { UpdateWorkOrder } from '#shared/schemas/work-order.ts';
import { usePendingSaves } from '../../hooks/pending-saves.tsx';

type NewPartFormProps = {
  number: PartNumber;
  /** Sends the part's fields under their API names in one PATCH; rejects when it failed. */
  save: (fields: UpdateWorkOrder) => Promise<unknown>;
};

type Draft = { title: string; ordered: string; eta: string };
const EMPTY: Draft = { title: '', ordered: '', eta: '' };

/** The PATCH body of a new part: its title, and the dates that were given. */
function newPartFields(number: PartNumber, draft: Draft): UpdateWorkOrder {
  const fields: Record<string, string> = { [`partTitle${number}`]: draft.title.trim() };
  if (draft.ordered) fields[`partOrdered${number}`] = draft.ordered;
  if (draft.eta) fields[`partETA${number}`] = draft.eta;
  return fields as UpdateWorkOrder;
}

/**
 * Issue 23: an empty part slot is one small form, title, ordered and ETA, saved with one action
 * (one PATCH) instead of a pencil per field. the footer's Close saves a form left filled in, as it does
 * a cell left open. Once saved, the slot shows its fields as inline cells like the others.
 */
export function NewPartForm({ number, save }: NewPartFormProps) {
  const ids = { title: useId(), ordered: useId(), eta: useId(), error: useId() };
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const saves = usePendingSaves();
  const group = `Part ${number}`;
  const started = draft.title !== '' || draft.ordered !== '' || draft.eta !== '';

  const send = async (): Promise<boolean> => {
    const current = draftRef.current;
    if (current.title.trim() === '') {
      setError(`${group} needs a title`);
      return false;
    }
    setError(null);
    setPending(true);
    const request = save(newPartFields(number, current));
    const saved = saves
      ? await saves.track(request)
      : await request.then(
          () => true,
          () => false,
        );
    // On success the slot turns into inline cells; on failure the draft stays to try again.
    setPending(false);
    return saved;
  };

  // A form with something in it is a draft the footer's Close saves first.
  useEffect(() => (started && saves ? saves.addDraft(send) : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) void send();
  };
  const field = (key: keyof Draft) => ({
    id: ids[key],
    value: draft[key],
    disabled: pending,
    onChange: (event: { target: { value: string } }) =>
      setDraft((old) => ({ ...old, [key]: event.target.value })),
  });
  const label = (key: keyof Draft, text: string) => (
    <label htmlFor={ids[key]} className="text-xs font-medium text-muted-foreground">
      <span className="sr-only">{group} </span>
      {text}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-busy={pending || undefined}>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="grid min-w-0 gap-1">
          {label('title', 'Title')}
          <Input
            {...field('title')}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          {label('ordered', 'Ordered')}
          <Input {...field('ordered')} type="date" />
        </div>
        <div className="grid min-w-0 gap-1">
          {label('eta', 'ETA')}
          <Input {...field('eta')} type="date" />
        </div>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        type="submit"
        variant="secondary"
        className="w-fit"
        loading={pending}
        loadingText={`Save ${group}`}
      >
        <PlusIcon aria-hidden="true" />
        {`Save ${group}`}
      </Button>
    </form>
  );
}
