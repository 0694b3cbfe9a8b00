export const WORK_ORDER_PRIORITIES = ['normal', 'urgent'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

const PRIORITY_ALIASES: Record<string, WorkOrderPriority> = {
  normal: 'normal',
  low: 'normal',
  medium: 'normal',
  urgent: 'urgent',
  high: 'urgent',
  critical: 'urgent',
};

export function normalizePriority(value: string): WorkOrderPriority | undefined {
  return PRIORITY_ALIASES[value.trim().toLowerCase()];
}

/** Urgent and critical show as Urgent, everything else as Normal. */
export function priorityLabel(value: string | null | undefined): 'Urgent' | 'Normal' {
  const key = value?.trim().toLowerCase();
  return key === 'urgent' || key === 'critical' ? 'Urgent' : 'Normal';
}
