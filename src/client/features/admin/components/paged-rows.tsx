import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ListSkeleton } from '#client/components/work-order-list/list-states.tsx';
import { QueryListStates } from '#client/components/work-order-list/query-list-states.tsx';
import { Pager } from './pager.tsx';

/** One page of a list the server pages, and the size of the whole list. */
export type RowsPage<Row> = { rows: Row[]; total: number };

/** What a paged list is called and how it pages. */
export type Paging = {
  /** The pager's landmark name ('Activity log pages'). */
  label: string;
  pageSize: number;
  /** Read while the first page loads. */
  loadingLabel: string;
  /** Said when there is nothing to list. */
  emptyTitle: string;
  /** The pager shows even when one page holds everything (the activity log's does). */
  alwaysShowPager?: boolean;
};

type PagedRowsProps<Row> = {
  query: UseQueryResult<RowsPage<Row>>;
  paging: Paging;
  /** Zero-based. */
  page: number;
  onPage: (page: number) => void;
  /** Said under the empty state's title (how to find more). */
  emptyText?: string;
  /** When the empty state shows instead of the rows; by default, when this page holds none. */
  isEmpty?: (page: RowsPage<Row>) => boolean;
  children: (rows: Row[]) => ReactNode;
};

const noRows = (page: RowsPage<unknown>) => page.rows.length === 0;

/**
 * An admin list paged on the server: placeholders while it loads, the error with Retry, the empty
 * state, or the rows with a pager. While the next page loads the current one stays, dimmed.
 */
export function PagedRows<Row>({
  query,
  paging,
  page,
  onPage,
  emptyText,
  isEmpty = noRows,
  children,
}: PagedRowsProps<Row>) {
  const data = query.data;
  return (
    <QueryListStates
      query={query}
      loading={<ListSkeleton view="list" label={paging.loadingLabel} />}
      isEmpty={data !== undefined && isEmpty(data)}
      empty={<EmptyState title={paging.emptyTitle} description={emptyText} />}
    >
      {data && (
        <RowsWithPager data={data} busy={query.isPlaceholderData} paging={paging} page={page} onPage={onPage}>
          {children}
        </RowsWithPager>
      )}
    </QueryListStates>
  );
}

type RowsWithPagerProps<Row> = Pick<PagedRowsProps<Row>, 'paging' | 'page' | 'onPage' | 'children'> & {
  data: RowsPage<Row>;
  /** The next page is on its way: this one stays, dimmed. */
  busy: boolean;
};

function RowsWithPager<Row>({ data, busy, paging, page, onPage, children }: RowsWithPagerProps<Row>) {
  const { rows, total } = data;
  return (
    <div
      className={busy ? 'space-y-3 opacity-70 transition-opacity' : 'space-y-3'}
      aria-busy={busy || undefined}
    >
      {children(rows)}
      {(paging.alwaysShowPager || total > paging.pageSize) && (
        <Pager
          label={paging.label}
          page={page}
          pageSize={paging.pageSize}
          total={total}
          onPage={onPage}
          busy={busy}
        />
      )}
    </div>
  );
}
