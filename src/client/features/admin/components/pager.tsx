import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

type PagerProps = {
  /** What is paged, for the navigation landmark's name ('Activity log pages'). */
  label: string;
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The next page is on its way: the buttons wait. */
  busy?: boolean;
};

/** 'Page X of Y' with Previous and Next. */
export function Pager({ label, page, pageSize, total, onPage, busy = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {Math.min(page + 1, pages)} of {pages}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page === 0 || busy} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page + 1 >= pages || busy}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
