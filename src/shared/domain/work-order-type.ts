export const WORK_ORDER_TYPES = [
  'plumbing-question',
  'follow-up',
  'contact-ho',
  'need-pics',
  'estimate-question',
  'task',
] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];

/** Anything that is not one of the named types is a plain task. */
export function normalizeType(value: string): WorkOrderType {
  const key = value.trim().toLowerCase();
  return (WORK_ORDER_TYPES as readonly string[]).includes(key) ? (key as WorkOrderType) : 'task';
}

const TYPE_LABELS: Record<WorkOrderType, string> = {
  'plumbing-question': 'Plumbing Question',
  'follow-up': 'Follow Up',
  'contact-ho': 'Contact HO',
  'need-pics': 'Need Pictures',
  'estimate-question': 'Estimate Question',
  task: 'Task',
};

/** Short labels of the completed-tasks and paused-jobs pages. */
const SHORT_TYPE_LABELS: Record<WorkOrderType, string> = {
  'plumbing-question': 'Question',
  'follow-up': 'Follow-up',
  'contact-ho': 'Contact H/O',
  'need-pics': 'Need Pics',
  'estimate-question': 'Estimate',
  task: 'Task',
};

export function typeLabel(value: string | null | undefined): string {
  return TYPE_LABELS[normalizeType(value ?? '')];
}

export function shortTypeLabel(value: string | null | undefined): string {
  return SHORT_TYPE_LABELS[normalizeType(value ?? '')];
}
