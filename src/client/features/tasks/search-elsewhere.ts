import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SEARCH_ELSEWHERE_TEXTS } from '#shared/spec-texts/work-list-texts.ts';

export type SearchElsewhereCounts = { paused: number | undefined; completed: number | undefined };
export type SearchElsewhereLink = { page: 'paused' | 'completed'; to: string; text: string };

const count = (n: number, one: string, many: string) => (n === 1 ? one : fillTemplate(many, { count: n }));

/** The page's address with the search carried over (both pages read it from `search`). */
const searchedPage = (path: string, search: string) => `${path}?${new URLSearchParams({ search })}`;

/**
 * The links Current Tasks shows under its filters for a search: one per other page with matches,
 * paused jobs first (the work that is only waiting). A count not known yet gives no link.
 */
export function searchElsewhereLinks(search: string, counts: SearchElsewhereCounts): SearchElsewhereLink[] {
  if (!search) return [];
  const links: SearchElsewhereLink[] = [];
  if (counts.paused) {
    links.push({
      page: 'paused',
      to: searchedPage('/paused-jobs', search),
      text: count(counts.paused, SEARCH_ELSEWHERE_TEXTS.pausedOne, SEARCH_ELSEWHERE_TEXTS.pausedMany),
    });
  }
  if (counts.completed) {
    links.push({
      page: 'completed',
      to: searchedPage('/completed-tasks', search),
      text: count(
        counts.completed,
        SEARCH_ELSEWHERE_TEXTS.completedOne,
        SEARCH_ELSEWHERE_TEXTS.completedMany,
      ),
    });
  }
  return links;
}

/** Both counts are in and both are zero: the search found nothing on either page. */
export const nothingElsewhere = (counts: SearchElsewhereCounts) =>
  counts.paused === 0 && counts.completed === 0;
