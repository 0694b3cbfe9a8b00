import { type ReactNode, useId, useRef, useState } from 'react';
import { useCompanyTimeZone } from '#client/lib/company-settings-query.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { formatDateTime } from '#shared/domain/date-format.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';
import { zoneOrBrowser } from './company-zone.ts';
import { handBackHeading, isStale, useReopenHandBack, useReviewHandBack } from './hand-back-mutations.ts';
import { HandBackParts } from './hand-back-parts.tsx';
import { HandBackPhotos } from './hand-back-photos.tsx';
import { ReviewForm } from './hand-back-review-form.tsx';
import { canReopenHandBack, canReviewHandBack } from './hand-back-roles.ts';
import { HandBackSignOff } from './hand-back-sign-off.tsx';
import { outcomeLines, statusText } from './hand-back-words.ts';
import { LazyReopenForm } from './lazy-reopen-form.tsx';
import { timeOnSiteText } from './time-on-site.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-muted-foreground sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <h5 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h5>
      {children}
    </div>
  );
}

/**
 * One hand-back as the office reads it, and what the signed-in role may do with it: mark it
 * reviewed (completing the task too when the work is done) while it awaits review, or reopen it
 * once reviewed. After either, the focus goes to the status, which now says what happened; a 409
 * (someone else acted first) is said in an alert that takes the focus, over the hand-back as it is now.
 */
export function HandBackCard({ handBack }: { handBack: HandBack }) {
  const zone = zoneOrBrowser(useCompanyTimeZone());
  const role = useCurrentEmployee().data?.employeeType;
  const review = useReviewHandBack(handBack);
  const reopen = useReopenHandBack(handBack);
  const [stale, setStale] = useState(false);
  const status = useRef<HTMLElement>(null);
  const staleAlert = useRef<HTMLParagraphElement>(null);
  const headingId = useId();

  const act = async (change: Promise<HandBack>) => {
    setStale(false);
    try {
      await change;
      status.current?.focus();
    } catch (error) {
      if (!isStale(error)) return;
      setStale(true);
      requestAnimationFrame(() => staleAlert.current?.focus());
    }
  };
  const { version } = handBack;
  const canReview = handBack.status === 'awaiting-review' && canReviewHandBack(role);
  const canReopen = handBack.status === 'reviewed' && canReopenHandBack(role);

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-md border p-3">
      <h4 id={headingId} className="text-sm font-semibold">
        {handBackHeading(handBack, formatDateTime(handBack.createdAt, zone))}
      </h4>
      {stale && (
        <p
          ref={staleAlert}
          tabIndex={-1}
          role="alert"
          className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {TEXTS.changed}
        </p>
      )}
      <dl className="grid gap-2">
        <Field label={TEXTS.status}>
          <span ref={status} tabIndex={-1} data-testid="hand-back-status" className="outline-none">
            {statusText(handBack, zone)}
          </span>
        </Field>
        <Field label={TEXTS.outcome}>
          {outcomeLines(handBack.outcome).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </Field>
        <Field label={TEXTS.timeOnSite}>
          {timeOnSiteText(handBack, zone)}
          {handBack.timeChangeReason && (
            <span className="block text-xs text-muted-foreground">
              {fillTemplate(TEXTS.timeChanged, { reason: handBack.timeChangeReason })}
            </span>
          )}
        </Field>
        <Field label={TEXTS.signedAt}>{formatDateTime(handBack.signedAt, zone)}</Field>
        <Field label={TEXTS.sha256}>
          <code className="font-mono text-xs break-all">{handBack.contentSha256}</code>
        </Field>
      </dl>
      <Part title={TEXTS.workDone}>
        <p className="text-sm whitespace-pre-wrap">{handBack.workDone}</p>
      </Part>
      <Part title={TEXTS.parts}>
        <HandBackParts parts={handBack.parts} />
      </Part>
      <Part title={TEXTS.photos}>
        <HandBackPhotos photos={handBack.photos} />
      </Part>
      <Part title={TEXTS.signOff}>
        <HandBackSignOff signOff={handBack.signOff} />
      </Part>
      {canReview && (
        <ReviewForm
          canComplete={handBack.outcome.kind === 'done'}
          busy={review.isPending}
          onReview={(completeTask) => void act(review.mutateAsync({ version, completeTask }))}
        />
      )}
      {canReopen && (
        <LazyReopenForm
          busy={reopen.isPending}
          onReopen={(reason) => void act(reopen.mutateAsync({ version, reason }))}
        />
      )}
    </article>
  );
}
