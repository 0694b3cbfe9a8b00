import { dueWindow } from '#client/components/work-order-list/list-order.ts';
import { isDueWithin } from '#client/components/work-order-list/sort-jobs.ts';
import { partsOf } from '#shared/domain/paused-job.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import type { PausedJobFilters } from './paused-job-filters.ts';

/** A paused job with the lower-cased text its search looks through, built once per list. */
export type IndexedPausedJob = { job: PausedJobListItem; text: string };

type EmployeeNames = ReadonlyMap<number, string>;

const nameOf = (names: EmployeeNames, id: number | null) => (id === null ? undefined : names.get(id));

/**
 * What the search box matches (issue 6): job number, job #, title, last name, customer name,
 * description, city, location, notes, part titles, every assignee's name (the team, the tech and
 * the office employee) and the latest comment with its author.
 */
function pausedJobSearchText(job: PausedJobListItem, names: EmployeeNames): string {
  const fields = [
    job.jobNumber,
    job.workOrderId,
    job.title,
    job.jobLastName,
    job.customerName,
    job.description,
    job.city,
    job.location,
    job.notes,
    ...partsOf(job).map((part) => part.title),
    ...job.assignedEmployees.map((employee) => employee.name),
    nameOf(names, job.assignedTo),
    nameOf(names, job.assignedOfficeEmployee),
    job.latestComment?.content,
    job.latestComment?.authorName,
  ];
  // A line break between fields: search terms hold no whitespace, so none matches across two fields.
  return fields
    .filter((field): field is string => Boolean(field))
    .join('\n')
    .toLowerCase();
}

export function indexPausedJobs(
  jobs: readonly PausedJobListItem[],
  employees: readonly { id: number; name: string }[],
): IndexedPausedJob[] {
  const names: EmployeeNames = new Map(employees.map((employee) => [employee.id, employee.name]));
  return jobs.map((job) => ({ job, text: pausedJobSearchText(job, names) }));
}

/** Every word must appear somewhere, in any order: 'smith valve' finds Smith's job waiting for a valve. */
function searchTerms(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

function matchesHold(job: PausedJobListItem, hold: PausedJobFilters['hold']): boolean {
  if (hold === 'ready-to-return') return job.holdInsights?.readyToReturn === true;
  if (hold === 'part-overdue') return (job.holdInsights?.overdueParts.length ?? 0) > 0;
  return true;
}

function matchesFields({ job }: IndexedPausedJob, filters: PausedJobFilters, now: Date): boolean {
  if (filters.due !== 'all' && !isDueWithin(job, dueWindow(filters.due, now))) return false;
  if (filters.priority !== 'all' && job.priority !== filters.priority) return false;
  if (filters.type !== 'all' && job.type !== filters.type) return false;
  if (filters.tech !== 'all' && String(job.assignedTo) !== filters.tech) return false;
  if (filters.office !== 'all' && String(job.assignedOfficeEmployee) !== filters.office) return false;
  return matchesHold(job, filters.hold);
}

/** The jobs the filters let through, in the order given; 'Overdue' and 'Due today' as of `now`. */
export function filterPausedJobs(
  indexed: readonly IndexedPausedJob[],
  filters: PausedJobFilters,
  now: Date = new Date(),
): PausedJobListItem[] {
  const terms = searchTerms(filters.search);
  const shown: PausedJobListItem[] = [];
  for (const item of indexed) {
    if (!matchesFields(item, filters, now)) continue;
    if (terms.every((term) => item.text.includes(term))) shown.push(item.job);
  }
  return shown;
}
