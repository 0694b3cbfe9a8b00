import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { timesChanged } from './hand-back-checks.ts';
import { fromLocalInput, toLocalInput } from './local-time.ts';
import type { StepProps } from './step-props.ts';

/** What was done, and the time on site: the visit's stamps, changed only with a reason. */
export function WorkDoneStep({ draft, change, errors }: StepProps) {
  const setTime = (field: 'arrivedAt' | 'leftAt', value: string) => {
    const instant = fromLocalInput(value);
    if (instant) change({ [field]: instant });
  };
  return (
    <div className="grid gap-4">
      <FormField label={TEXTS.workDone} hint={TEXTS.workDoneHint} error={errors.workDone} required>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={5000}
            value={draft.workDone}
            onChange={(event) => change({ workDone: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-3 min-[480px]:grid-cols-2">
        <FormField label={TEXTS.arrivedAt} error={errors.arrivedAt} required>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              className="h-11"
              value={toLocalInput(draft.arrivedAt)}
              onChange={(event) => setTime('arrivedAt', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.leftAt} error={errors.leftAt} required>
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              className="h-11"
              value={toLocalInput(draft.leftAt)}
              onChange={(event) => setTime('leftAt', event.target.value)}
            />
          )}
        </FormField>
      </div>
      {timesChanged(draft) && (
        <FormField label={TEXTS.timeChangeReason} error={errors.timeChangeReason} required>
          {(control) => (
            <Input
              {...control}
              className="h-11"
              maxLength={300}
              value={draft.timeChangeReason}
              onChange={(event) => change({ timeChangeReason: event.target.value })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
