import { WORKLOAD_CAPACITY, type WorkloadTone, workloadLevel } from '#shared/domain/workload-level.ts';
import { cn } from './ui/cn.ts';

const TONE_CLASSES: Record<WorkloadTone, string> = {
  blue: 'bg-blue-600 dark:bg-blue-400',
  yellow: 'bg-yellow-500 dark:bg-yellow-400',
  red: 'bg-red-600 dark:bg-red-500',
};

type WorkloadBarProps = { name: string; open: number; inProgress: number; className?: string };

/** Open plus in-progress work out of 10, coloured by how full it is (dashboard, employees). */
export function WorkloadBar({ name, open, inProgress, className }: WorkloadBarProps) {
  const { active, percent, tone } = workloadLevel(open, inProgress);
  return (
    <div
      role="progressbar"
      aria-label={`${name}: open and in-progress tasks`}
      aria-valuemin={0}
      aria-valuemax={WORKLOAD_CAPACITY}
      aria-valuenow={Math.min(active, WORKLOAD_CAPACITY)}
      aria-valuetext={`${active} of ${WORKLOAD_CAPACITY}`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        data-tone={tone}
        className={cn('h-full rounded-full transition-[width]', TONE_CLASSES[tone])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
