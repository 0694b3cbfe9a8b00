import type { Workload } from '../../../../shared/schemas/dashboard.ts';
import { WORKLOAD_CAPACITY } from '../../../../shared/schemas/dashboard.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type WorkloadLevel, workloadLevel, workloadPercentage } from '../workload-level.ts';

const FILL: Record<WorkloadLevel, string> = {
  light: 'bg-blue-600 dark:bg-blue-400',
  busy: 'bg-yellow-500 dark:bg-yellow-400',
  full: 'bg-red-600 dark:bg-red-400',
};

type WorkloadBarProps = {
  name: string;
  isActive: boolean;
  /** undefined: not counted (inactive employees are left out of the stats). */
  workload: Workload | undefined;
  status: 'pending' | 'error' | 'success';
};

/** Open plus in-progress work out of 10, coloured by how full it is (SPEC 2 Staff Workload, SPEC 9). */
export function WorkloadBar({ name, isActive, workload, status }: WorkloadBarProps) {
  if (status === 'pending') return <Skeleton className="h-9 w-full" />;
  if (status === 'error') return <p className="text-xs text-muted-foreground">Workload unavailable</p>;
  if (!isActive) return <p className="text-xs text-muted-foreground">Workload not counted while inactive</p>;

  const active = workload ? workload.open + workload.inProgress : 0;
  const percentage = workloadPercentage(active);
  const level = workloadLevel(percentage);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className="font-medium">Workload</span>
        <span className="text-muted-foreground tabular-nums">
          {active} / {WORKLOAD_CAPACITY} open or in progress
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Workload of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${active} of ${WORKLOAD_CAPACITY} open or in-progress tasks (${percentage}%)`}
        data-level={level}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', FILL[level])}
          style={{ width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
