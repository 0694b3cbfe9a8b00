import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError } from './list-states.tsx';

/** A paged list as its screen hands it on: the query, the items of the pages so far, the server's total. */
export type PagedListData<Page, Item> = {
  query: UseInfiniteQueryResult<InfiniteData<Page>, Error>;
  items: Item[];
  total: number;
};

/** What a list screen reads of its query (one page or many). */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: Error | null;
  refetch: () => unknown;
};

type QueryListStatesProps = {
  query: ListQueryState;
  /** Placeholders until the first answer. */
  loading: ReactNode;
  /** True when the answer holds nothing to show (for these filters). */
  isEmpty: boolean;
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
};

/**
 * The order every list screen goes through: loading, then an error with Retry when nothing could
 * be loaded (a failed refresh keeps what is on screen), then empty, then the list.
 */
export function QueryListStates({ query, loading, isEmpty, empty, children }: QueryListStatesProps) {
  if (query.isPending) return loading;
  if (query.isError && !query.data) {
    return <ListError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  }
  return isEmpty ? empty : children;
}
