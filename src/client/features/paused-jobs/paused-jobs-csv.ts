import { localDay, pausedJobDisplayTitle } from '#shared/domain/paused-job.ts';
import { PART_NUMBERS } from '#shared/domain/paused-job-status.ts';
import { pausedStatusText } from '#shared/domain/paused-status-text.ts';
import { waitingForNames } from '#shared/domain/waiting-for.ts';
import { priorityLabel } from '#shared/domain/work-order-priority.ts';
import { shortTypeLabel } from '#shared/domain/work-order-type.ts';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';
import { HOLD_READINESS_TEXTS } from '#shared/spec-texts/work-texts.ts';

/**
 * 'Export CSV' of /paused-jobs (issue 6): the list as shown, for the office's spreadsheets.
 * RFC 4180 text (CRLF lines, quoted cells where needed) with the formula guard below.
 */

type Cell = string | number | null | undefined;
type Column = { header: string; value: (job: PausedJobListItem, names: ReadonlyMap<number, string>) => Cell };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** Plain numbers with cents: a spreadsheet sums them; no amount stays blank rather than a made-up 0. */
const amount = (value: number | null) => (value === null ? '' : value.toFixed(2));
const nameOf = (names: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? '' : (names.get(id) ?? `Employee ${id}`);

/**
 * What is still pending, in the words of the card's 'Waiting for' line (ADR 056), the job's own
 * 'Waiting for' words among them; blank when ready.
 */
function waitingForCell(job: PausedJobListItem): string {
  const insights = job.holdInsights;
  if (!insights || insights.readyToReturn) return '';
  return waitingForNames(insights.waitingOn, insights.waitingFor, job).join(
    HOLD_READINESS_TEXTS.itemSeparator,
  );
}

const partColumns: Column[] = PART_NUMBERS.flatMap((n) => [
  { header: `Part ${n} title`, value: (job) => job[`partTitle${n}`] },
  { header: `Part ${n} ordered`, value: (job) => job[`partOrdered${n}`] },
  { header: `Part ${n} ETA`, value: (job) => job[`partETA${n}`] },
  { header: `Part ${n} received`, value: (job) => job[`partReceived${n}`] },
]);

const COLUMNS: Column[] = [
  { header: 'Job #', value: (job) => job.workOrderId },
  { header: 'Customer', value: (job) => job.customerName || job.jobLastName },
  { header: 'Title', value: (job) => pausedJobDisplayTitle(job) },
  { header: 'City', value: (job) => job.city },
  { header: 'Priority', value: (job) => priorityLabel(job.priority) },
  { header: 'Type', value: (job) => shortTypeLabel(job.type) },
  { header: 'Days on hold', value: (job) => job.holdInsights?.daysOnHold },
  { header: 'Waiting for', value: (job) => waitingForCell(job) },
  { header: 'Pre-Auth Status', value: (job) => pausedStatusText(job.preAuthStatus) },
  { header: 'Pre-Auth Amount', value: (job) => amount(job.preAuthAmount) },
  { header: 'Authorization Status', value: (job) => pausedStatusText(job.authorizationStatus) },
  { header: 'OPC Amount', value: (job) => amount(job.opcAmount) },
  { header: 'RWP Form Status', value: (job) => pausedStatusText(job.rwpFormStatus) },
  ...partColumns,
  { header: 'Part overdue', value: (job) => yesNo((job.holdInsights?.overdueParts.length ?? 0) > 0) },
  {
    header: HOLD_READINESS_TEXTS.readyToReturn,
    value: (job) => yesNo(job.holdInsights?.readyToReturn === true),
  },
  { header: 'Return Apt', value: (job) => job.returnAppointmentDate },
  { header: 'Tech', value: (job, names) => nameOf(names, job.assignedTo) },
  { header: 'Office', value: (job, names) => nameOf(names, job.assignedOfficeEmployee) },
  { header: 'Assigned', value: (job) => job.assignedEmployees.map((employee) => employee.name).join('; ') },
  { header: 'Latest comment', value: (job) => job.latestComment?.content },
];

export const PAUSED_JOBS_CSV_HEADERS = COLUMNS.map((column) => column.header);

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some of
 * them skip before looking) as a formula: a job note could otherwise fetch URLs or run commands
 * on the office PC that opens the file (OWASP "CSV injection"). A leading ' makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text: a header row, then one row per job, CRLF after every row. */
export function pausedJobsCsv(
  jobs: readonly PausedJobListItem[],
  employees: readonly { id: number; name: string }[],
): string {
  const names = new Map(employees.map((employee) => [employee.id, employee.name]));
  const rows = [
    PAUSED_JOBS_CSV_HEADERS,
    ...jobs.map((job) => COLUMNS.map((column) => column.value(job, names))),
  ];
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** 'paused-jobs-2026-11-22.csv', dated by the office's calendar, not UTC's. */
export function pausedJobsCsvFileName(now: Date): string {
  return `paused-jobs-${localDay(now)}.csv`;
}
