import { WORKLOAD_CAPACITY } from '../../../shared/schemas/dashboard.ts';

export type WorkloadLevel = 'light' | 'busy' | 'full';

/** Open plus in-progress work out of SPEC 9's capacity of 10, as a whole percentage capped at 100. */
export function workloadPercentage(active: number): number {
  return Math.min(100, Math.round((Math.max(0, active) / WORKLOAD_CAPACITY) * 100));
}

/** SPEC 9's bar colours: blue under 50 %, yellow from 50 to under 75 %, red from 75 %. */
export function workloadLevel(percentage: number): WorkloadLevel {
  if (percentage >= 75) return 'full';
  if (percentage >= 50) return 'busy';
  return 'light';
}
