import { CircleCheckIcon, CirclePauseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SEARCH_ELSEWHERE_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { useSearchCounts } from '../api/get-search-counts.ts';
import { nothingElsewhere, searchElsewhereLinks } from '../search-elsewhere.ts';

const ICONS = { paused: CirclePauseIcon, completed: CircleCheckIcon } as const;

/**
 * Under Current Tasks' filters while it is searched: how many paused jobs and completed tasks match
 * the same search, each a link that carries the search to its page (issue 23). Shown with the
 * results and with 'No tasks match your filters' alike, so work on hold is never taken for lost.
 */
export function SearchElsewhereBar({ search }: { search: string }) {
  const counts = useSearchCounts(search);
  const links = searchElsewhereLinks(search, counts);
  const none = nothingElsewhere(counts);
  return (
    // A live region that stays in the page, so a count arriving later is read out.
    <div role="status" aria-label={SEARCH_ELSEWHERE_TEXTS.label} className="empty:hidden">
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {links.map((link) => {
            const Icon = ICONS[link.page];
            return (
              <li key={link.page}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-9 items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {link.text}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {none && <p className="text-sm text-muted-foreground">{SEARCH_ELSEWHERE_TEXTS.none}</p>}
    </div>
  );
}
