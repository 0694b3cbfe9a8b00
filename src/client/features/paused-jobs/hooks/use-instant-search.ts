import { useDebouncedDraft } from '#client/lib/use-debounced-draft.ts';

/** How long the search rests before it is written into the URL. */
const URL_SEARCH_DELAY_MS = 300;

/**
 * A search that filters on every key yet lives in the URL too (Back and reloads keep it). The
 * list follows the local value at once; the URL is written once typing rests, because browsers
 * throttle history writes (Safari refuses more than about 100 in a few seconds) and a fast typist
 * would otherwise hit that.
 */
export function useInstantSearch(
  urlSearch: string,
  writeUrlSearch: (search: string) => void,
): [string, (search: string) => void] {
  const { draft, setDraft } = useDebouncedDraft(urlSearch, writeUrlSearch, { delayMs: URL_SEARCH_DELAY_MS });
  return [draft, setDraft];
}
