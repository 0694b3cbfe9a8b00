import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { WorkloadBar } from '#client/components/workload-bar.tsx';
import { WORKLOAD_CAPACITY } from '#shared/domain/workload-level.ts';
import type { Workload } from '#shared/schemas/dashboard.ts';

type EmployeeWorkloadProps = {
  name: string;
  isActive: boolean;
  /** undefined: not counted (inactive employees are left out of the stats). */
  workload: Workload | undefined;
  status: 'pending' | 'error' | 'success';
};

/** A card's workload: the bar with its count, or why there is none (management sees workload). */
export function EmployeeWorkload({ name, isActive, workload, status }: EmployeeWorkloadProps) {
  if (status === 'pending') return <Skeleton className="h-9 w-full" />;
  if (status === 'error') return <p className="text-xs text-muted-foreground">Workload unavailable</p>;
  if (!isActive) return <p className="text-xs text-muted-foreground">Workload not counted while inactive</p>;

  const open = workload?.open ?? 0;
  const inProgress = workload?.inProgress ?? 0;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className="font-medium">Workload</span>
        <span className="text-muted-foreground tabular-nums">
          {open + inProgress} / {WORKLOAD_CAPACITY} open or in progress
        </span>
      </div>
      <WorkloadBar name={name} open={open} inProgress={inProgress} />
    </div>
  );
}
