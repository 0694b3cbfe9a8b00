import { LIST_ORDER_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { FilterSelect } from './filter-select.tsx';
import { type ListSort, sortOptions } from './list-order.ts';

type ListSortSelectProps = {
  /** The orders this list offers, in the order the select lists them. */
  sorts: readonly ListSort[];
  value: ListSort;
  onChange: (sort: ListSort) => void;
};

/** A work list's Sort select (ADR 061): the same label and wording on every list that has one. */
export function ListSortSelect({ sorts, value, onChange }: ListSortSelectProps) {
  return (
    <FilterSelect
      label={LIST_ORDER_TEXTS.sortLabel}
      value={value}
      options={sortOptions(sorts)}
      onChange={(next) => onChange(next as ListSort)}
    />
  );
}
