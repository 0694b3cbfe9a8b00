import { useEffect, useRef, useState } from 'react';

/** How long the search rests before it is written into the URL. */
export const URL_SEARCH_DELAY_MS = 300;

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
  const [search, setSearch] = useState(urlSearch);
  const written = useRef(urlSearch);
  const writeRef = useRef(writeUrlSearch);
  writeRef.current = writeUrlSearch;

  // The URL changed from elsewhere (Back, a link): follow it.
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setSearch(urlSearch);
  }, [urlSearch]);

  useEffect(() => {
    if (search === written.current) return;
    const timer = setTimeout(() => {
      written.current = search;
      writeRef.current(search);
    }, URL_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return [search, setSearch];
}
