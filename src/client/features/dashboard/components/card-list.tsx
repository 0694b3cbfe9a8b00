import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { CardEmpty, CardQuery } from './dashboard-card.tsx';

type CardListProps<T extends { id: number }> = {
  /** The first rows of a list and how many it has in all. */
  query: UseQueryResult<{ rows: T[]; total: number }>;
  /** Said to screen readers while the placeholders show. */
  loadingLabel: string;
  /** How many placeholder lines stand in while loading. */
  placeholders?: number;
  emptyText: string;
  /** '+{count} more ...', filled with how many rows the card leaves out. */
  moreTemplate: string;
  /** One row, as an <li>. */
  children: (row: T) => ReactNode;
};

/**
 * A dashboard card's short list (Tasks Overview, Paused Jobs, Priority Tasks): its placeholders or
 * error while loading, then the rows and how many more there are, or the empty text.
 */
export function CardList<T extends { id: number }>({
  query,
  loadingLabel,
  placeholders,
  emptyText,
  moreTemplate,
  children,
}: CardListProps<T>) {
  return (
    <CardQuery query={query} loadingLabel={loadingLabel} rows={placeholders}>
      {({ rows, total }) =>
        rows.length === 0 ? (
          <CardEmpty text={emptyText} />
        ) : (
          <>
            <ul className="divide-y">
              {rows.map((row) => (
                <Fragment key={row.id}>{children(row)}</Fragment>
              ))}
            </ul>
            <MoreCount hidden={total - rows.length} template={moreTemplate} />
          </>
        )
      }
    </CardQuery>
  );
}

/** The template filled with what a list cut short leaves out; nothing when the list is whole. */
function MoreCount({ hidden, template }: { hidden: number; template: string }) {
  if (hidden <= 0) return null;
  return (
    <p className="pt-2 text-sm font-medium text-muted-foreground">
      {fillTemplate(template, { count: hidden })}
    </p>
  );
}
