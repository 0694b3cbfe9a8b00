/** The Staff Workload bar counts open plus in-progress work out of 10. */
export const WORKLOAD_CAPACITY = 10;

/** The Staff Workload period selector: this week, this month, the last 30 days, all time. */
export const WORKLOAD_PERIODS = ['week', 'month', '30d', 'all'] as const;
export type WorkloadPeriod = (typeof WORKLOAD_PERIODS)[number];

export type WorkloadTone = 'blue' | 'yellow' | 'red';

export type WorkloadLevel = {
  /** Open plus in-progress work. */
  active: number;
  /** Of the capacity, capped at 100 (the bar cannot be fuller than full). */
  percent: number;
  tone: WorkloadTone;
};

/** Out of 10; blue under 50 %, yellow 50 to under 75 %, red 75 % and above. */
export function workloadLevel(open: number, inProgress: number): WorkloadLevel {
  const active = Math.max(0, open + inProgress);
  const share = (active / WORKLOAD_CAPACITY) * 100;
  const tone: WorkloadTone = share >= 75 ? 'red' : share >= 50 ? 'yellow' : 'blue';
  return { active, percent: Math.min(100, Math.round(share)), tone };
}
