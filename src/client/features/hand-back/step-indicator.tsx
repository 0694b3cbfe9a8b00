import { cn } from '#client/components/ui/cn.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { HAND_BACK_STEPS } from './hand-back-checks.ts';

/** Where the technician is among the five steps: the current one marked for screen readers too. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label={TEXTS.stepsLabel} className="grid grid-cols-5 gap-1">
      {HAND_BACK_STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'truncate border-t-4 pt-1 text-center text-xs',
            index < current && 'border-primary/60 text-muted-foreground',
            index === current && 'border-primary font-semibold',
            index > current && 'border-muted text-muted-foreground',
          )}
        >
          {TEXTS.steps[step]}
        </li>
      ))}
    </ol>
  );
}
