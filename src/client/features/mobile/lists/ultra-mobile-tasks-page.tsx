import { MOBILE_PAGE_HEADINGS } from '#shared/spec-texts/mobile-texts.ts';
import { JobDotsLegend } from './job-dots-legend.tsx';
import { MobileListFrame } from './mobile-list-frame.tsx';
import { UltraTaskLine } from './ultra-task-line.tsx';

/** /ultra-mobile-tasks: one line per job (number, title, status and priority dots) for the smallest screens. */
export function UltraMobileTasksPage() {
  return (
    <MobileListFrame headings={MOBILE_PAGE_HEADINGS.ultra} skeleton="list" intro={<JobDotsLegend />}>
      {(jobs) => (
        <ul aria-label="Tasks" className="overflow-hidden rounded-xl border bg-card">
          {jobs.map((job) => (
            <UltraTaskLine key={job.id} job={job} />
          ))}
        </ul>
      )}
    </MobileListFrame>
  );
}
