import { useState } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { SignatureCanvas } from './signature-canvas.tsx';
import { type SignatureStrokes, signaturePng } from './signature-strokes.ts';
import type { StepProps } from './step-props.ts';

/**
 * The customer signs and prints their name; or the technician says the customer was not present,
 * and why (refused where the job type's rule requires a signature).
 */
export function SignOffStep({ draft, change, rule, errors }: StepProps) {
  const [notSaved, setNotSaved] = useState(false);
  const notPresent = draft.signOffKind === 'customer-not-present';

  const signed = async (strokes: SignatureStrokes | null) => {
    setNotSaved(false);
    if (!strokes) {
      change({ signature: null });
      return;
    }
    const png = await signaturePng(strokes);
    if (!png) setNotSaved(true);
    change({ signature: png ? { png, strokes } : null });
  };

  return (
    <div className="grid gap-4">
      {rule.requireSignature && <p className="text-sm text-destructive">{TEXTS.required}</p>}
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input
          type="checkbox"
          className="size-5"
          checked={notPresent}
          onChange={(event) =>
            change({ signOffKind: event.target.checked ? 'customer-not-present' : 'signed' })
          }
        />
        {TEXTS.customerNotPresent}
      </label>
      {notPresent ? (
        <FormField
          label={TEXTS.notPresentReason}
          error={errors.notPresentReason ?? errors.signature}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={300}
              value={draft.notPresentReason}
              onChange={(event) => change({ notPresentReason: event.target.value })}
            />
          )}
        </FormField>
      ) : (
        <>
          <SignatureCanvas
            strokes={draft.signature?.strokes ?? null}
            onChange={(strokes) => void signed(strokes)}
            error={notSaved ? TEXTS.signatureNotSaved : errors.signature}
          />
          <FormField label={TEXTS.signerName} error={errors.signerName} required>
            {(control) => (
              <Input
                {...control}
                className="h-11"
                autoComplete="off"
                maxLength={100}
                value={draft.signerName}
                onChange={(event) => change({ signerName: event.target.value })}
              />
            )}
          </FormField>
        </>
      )}
    </div>
  );
}
