import { UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '#client/components/ui/cn.ts';
import { EmployeeAvatar } from '#client/components/ui/employee-avatar.tsx';
import { FilterSelect } from '#client/components/work-order-list/filter-select.tsx';
import { WorkloadBar } from '#client/components/workload-bar.tsx';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import { WORKLOAD_CAPACITY, WORKLOAD_PERIODS, type WorkloadPeriod } from '#shared/domain/workload-level.ts';
import type { EmployeeStats } from '#shared/schemas/dashboard.ts';
import { DASHBOARD_SCREEN_TEXTS } from '#shared/spec-texts/dashboard-texts.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { DASHBOARD_CARD_TEXTS, DASHBOARD_PERIOD_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useEmployeeStats } from '../api/get-employee-stats.ts';
import { staffWorkloadOrder } from '../staff-workload-order.ts';
import { CardEmpty, CardQuery, DashboardCard } from './dashboard-card.tsx';

const PERIOD_OPTIONS: { value: WorkloadPeriod; label: string }[] = [
  { value: 'week', label: DASHBOARD_PERIOD_TEXTS.thisWeek },
  { value: 'month', label: DASHBOARD_PERIOD_TEXTS.thisMonth },
  { value: '30d', label: DASHBOARD_PERIOD_TEXTS.last30Days },
  { value: 'all', label: DASHBOARD_PERIOD_TEXTS.allTime },
];

const isPeriod = (value: string): value is WorkloadPeriod =>
  (WORKLOAD_PERIODS as readonly string[]).includes(value);

function EmployeeWorkload({ employee }: { employee: EmployeeStats }) {
  const { open, inProgress, completed } = employee.workload;
  return (
    <li className="relative flex min-w-0 items-center gap-3 rounded-md py-2.5 first:pt-0 hover:bg-accent/50">
      <EmployeeAvatar name={employee.name} photo={employee.avatar} size="md" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="min-w-0 truncate text-sm font-medium">
            {/* The name is the link; its box covers the row, so the whole row opens the jobs. */}
            <Link
              to={`/tasks?assignee=${employee.id}`}
              aria-label={fillTemplate(DASHBOARD_CARD_TEXTS.openJobsOf, { name: employee.name })}
              className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {employee.name}
            </Link>
            <span className="ml-2 text-xs font-normal text-muted-foreground">
              {employee.title || employeeTypeLabel(employee.employeeType)}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            <span>
              {fillTemplate(DASHBOARD_SCREEN_TEXTS.openOfCapacity, {
                open: open + inProgress,
                capacity: WORKLOAD_CAPACITY,
              })}
            </span>
            <span aria-hidden="true"> · </span>
            <span>{fillTemplate(DASHBOARD_SCREEN_TEXTS.completedCount, { count: completed })}</span>
          </p>
        </div>
        <WorkloadBar name={employee.name} open={open} inProgress={inProgress} />
      </div>
    </li>
  );
}

/**
 * Each employee's open work against a capacity of 10, and what they completed lately;
 * technicians first, the busiest first (staff-workload-order.ts). A row opens that person's jobs.
 */
export function StaffWorkloadCard({ className }: { className?: string }) {
  const [period, setPeriod] = useState<WorkloadPeriod>('week');
  const query = useEmployeeStats(period);
  return (
    <DashboardCard
      title={DASHBOARD_CARD_TEXTS.staffWorkload}
      icon={UsersIcon}
      className={className}
      action={
        <div className="w-40">
          <FilterSelect
            label={DASHBOARD_SCREEN_TEXTS.period}
            value={period}
            options={PERIOD_OPTIONS}
            onChange={(value) => isPeriod(value) && setPeriod(value)}
          />
        </div>
      }
    >
      <CardQuery query={query} loadingLabel={DASHBOARD_SCREEN_TEXTS.loadingStaffWorkload} rows={5}>
        {(employees) =>
          employees.length === 0 ? (
            <CardEmpty text={DASHBOARD_SCREEN_TEXTS.noActiveEmployees} />
          ) : (
            <ul
              aria-busy={query.isPlaceholderData}
              className={cn(
                'grid gap-x-6 divide-y md:grid-cols-2 md:divide-y-0',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {staffWorkloadOrder(employees).map((employee) => (
                <EmployeeWorkload key={employee.id} employee={employee} />
              ))}
            </ul>
          )
        }
      </CardQuery>
    </DashboardCard>
  );
}
