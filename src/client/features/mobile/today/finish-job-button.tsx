import { ClipboardCheckIcon } from 'lucide-react';
import { useOpenHandBack } from '#client/components/hand-back/hand-back-opener.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { VisitStatus } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { FINISH_JOB_TEXTS } from '#shared/spec-texts/finish-job-texts.ts';
import { useDoneVisitHasHandBack } from './use-visit-hand-back.ts';

const FINISHABLE: readonly VisitStatus[] = ['on-the-way', 'on-site'];

/**
 * Finish job: opens the hand-back sheet (its code loads then) on a visit on the way or on site, or
 * done with the Done button but not yet handed back, where the page offers the sheet.
 */
export function FinishJobButton({ visit, current }: { visit: Visit; current: VisitStatus }) {
  const openHandBack = useOpenHandBack();
  const handedBack = useDoneVisitHasHandBack({ id: visit.id, status: current });
  const offered = FINISHABLE.includes(current) || (current === 'done' && handedBack === false);
  if (!offered || !openHandBack) return null;
  return (
    <Button
      className="min-h-12 w-full text-base"
      aria-label={fillTemplate(FINISH_JOB_TEXTS.finishJobFor, {
        job: `#${visit.jobNumber} ${visit.title}`,
      })}
      onClick={() => openHandBack(visit)}
    >
      <ClipboardCheckIcon aria-hidden="true" />
      {FINISH_JOB_TEXTS.finishJob}
    </Button>
  );
}
