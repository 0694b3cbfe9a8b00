import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { HandBackSheetProps } from '#client/components/hand-back/hand-back-opener.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#client/components/ui/dialog.tsx';
import type { Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import {
  firstStepWithErrors,
  HAND_BACK_STEPS,
  type HandBackStep,
  type StepErrors,
  stepErrors,
} from './hand-back-checks.ts';
import { PartsStep } from './parts-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SignOffStep } from './sign-off-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import type { StepProps } from './step-props.ts';
import { useHandBackDraft } from './use-hand-back-draft.ts';
import { useHandBackRule } from './use-hand-back-rule.ts';
import { useReceivedParts } from './use-received-parts.ts';
import { useSendHandBack } from './use-send-hand-back.ts';
import { WorkDoneStep } from './work-done-step.tsx';

const STEP_VIEWS: Record<HandBackStep, (props: StepProps) => ReactNode> = {
  workDone: WorkDoneStep,
  photos: PhotosStep,
  parts: PartsStep,
  signOff: SignOffStep,
  review: ReviewStep,
};

/** The visit as the sheet reads it: the server adds its Arrived and Done stamps later (ADR 068). */
type HandBackVisit = Visit & { arrivedAt?: string | null; finishedAt?: string | null };

/**
 * Finish job: the technician's hand-back of a visit, full screen, in steps (Work done, Photos,
 * Parts, Sign-off, Review) with Back and Next. Each step is checked before the next, with the job
 * type's rules; Review shows everything and sends it whole (through the outbox when offline). What
 * is filled in is kept on the phone as it is typed, so closing the sheet or a reload loses nothing.
 */
export function HandBackSheet({ visit: shown, onClose }: HandBackSheetProps) {
  const visit: HandBackVisit = shown;
  const job = `#${visit.jobNumber}`;
  const { rule, loading } = useHandBackRule(visit.workOrderType);
  const { draft, change, finish } = useHandBackDraft(visit, useReceivedParts(visit.workOrderId));
  const send = useSendHandBack();
  const [errors, setErrors] = useState<StepErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = draft?.step ?? 0;
  const stepName = HAND_BACK_STEPS[step] ?? 'workDone';

  // Each step's heading takes the focus, so a screen reader starts reading the new step.
  const ready = draft !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves each time the step changes
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [step, ready]);

  // A step that cannot be left puts the focus on its first field in error, which reads its message.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const goTo = (next: number) => {
    setErrors({});
    change({ step: next });
  };
  const next = () => {
    if (!draft) return;
    const found = stepErrors(stepName, draft, rule);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    // Review only once every step before it holds.
    const wrong = firstStepWithErrors(draft, rule, step + 1);
    if (wrong >= 0 && wrong !== step) {
      change({ step: wrong });
      setErrors(stepErrors(HAND_BACK_STEPS[wrong] ?? 'workDone', draft, rule));
      return;
    }
    goTo(step + 1);
  };
  const submit = () => {
    if (!draft || send.isPending) return;
    const wrong = firstStepWithErrors(draft, rule, HAND_BACK_STEPS.length);
    if (wrong >= 0) {
      change({ step: wrong });
      setErrors(stepErrors(HAND_BACK_STEPS[wrong] ?? 'review', draft, rule));
      return;
    }
    send.mutate({ visit, draft, finish }, { onSuccess: onClose });
  };

  const View = STEP_VIEWS[stepName];
  const last = step === HAND_BACK_STEPS.length - 1;

  return (
    <Dialog open onOpenChange={(open) => !open && !send.isPending && onClose()}>
      <DialogContent
        className="top-0 left-0 flex h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-4 rounded-none p-4 sm:max-w-none"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
      >
        <div className="grid gap-1 pr-8">
          <DialogTitle>{fillTemplate(TEXTS.sheetTitle, { job })}</DialogTitle>
          <DialogDescription>{visit.title}</DialogDescription>
        </div>
        <StepIndicator current={step} />
        {draft ? (
          <form
            ref={formRef}
            noValidate
            className="flex min-h-0 flex-1 flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (last) submit();
              else next();
            }}
          >
            <div className="min-h-0 flex-1 overflow-y-auto">
              <h3 ref={headingRef} tabIndex={-1} className="mb-1 text-lg font-semibold outline-none">
                {TEXTS.steps[stepName]}
              </h3>
              <p className="mb-4 text-sm text-muted-foreground">
                {fillTemplate(TEXTS.stepOf, {
                  step: step + 1,
                  count: HAND_BACK_STEPS.length,
                  name: TEXTS.steps[stepName],
                })}
                {loading && <span className="block">{TEXTS.rulesLoading}</span>}
              </p>
              {draft.refused && (
                <p
                  role="alert"
                  className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
                >
                  {fillTemplate(TEXTS.refusedBefore, { reason: draft.refused.reason })}
                </p>
              )}
              <View draft={draft} change={change} rule={rule} errors={errors} />
            </div>
            {send.percent !== null && (
              <label className="grid gap-1 text-sm">
                <span role="status">{fillTemplate(TEXTS.sending, { percent: send.percent })}</span>
                <progress value={send.percent} max={100} className="h-2 w-full accent-primary" />
              </label>
            )}
            <div className="grid grid-cols-2 gap-2">
              <Button
                type="button"
                variant="outline"
                className="h-12"
                disabled={step === 0 || send.isPending}
                onClick={() => goTo(step - 1)}
              >
                {TEXTS.back}
              </Button>
              <Button type="submit" className="h-12" loading={last && send.isPending}>
                {last ? TEXTS.send : TEXTS.next}
              </Button>
            </div>
          </form>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {TEXTS.opening}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
