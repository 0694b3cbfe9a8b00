import { statusLabel } from '#shared/domain/work-order-status.ts';
import { typeLabel, WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import type { FilterOption } from './filter-select.tsx';

/** Each filter's "no filter" choice. */
export const ALL_OPTION: FilterOption = { value: 'all', label: 'All' };

/** Priorities are Urgent and Normal, on every list's Priority filter. */
export const PRIORITY_FILTER_OPTIONS: FilterOption[] = [
  ALL_OPTION,
  { value: 'urgent', label: 'Urgent' },
  { value: 'normal', label: 'Normal' },
];

/** Every work-order type, with their display labels. */
export const TYPE_FILTER_OPTIONS: FilterOption[] = [
  ALL_OPTION,
  ...WORK_ORDER_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
];

/** A Status filter offering the statuses its list can hold, with their display labels. */
export function statusFilterOptions(statuses: readonly string[]): FilterOption[] {
  return [ALL_OPTION, ...statuses.map((status) => ({ value: status, label: statusLabel(status) }))];
}
