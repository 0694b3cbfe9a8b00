import type { ReactNode } from 'react';
import { Badge } from '../ui/badge.tsx';

type PageHeadingProps = {
  title: string;
  total: number | undefined;
  /** The count badge's words; tasks by default. */
  countLabel?: (total: number) => string;
  children?: ReactNode;
};

const taskCount = (total: number) => `${total} ${total === 1 ? 'task' : 'tasks'}`;

/** The screen's title, its count from the server, and its own controls on the right. */
export function PageHeading({ title, total, countLabel = taskCount, children }: PageHeadingProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <title>{`${title} - Employee Portal`}</title>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {total !== undefined && (
          <Badge variant="secondary" className="text-sm" aria-live="polite">
            {countLabel(total)}
          </Badge>
        )}
      </div>
      {children}
    </header>
  );
}
