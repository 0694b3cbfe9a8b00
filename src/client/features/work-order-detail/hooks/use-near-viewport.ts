import { type RefObject, useEffect, useState } from 'react';

/** How far below the fold a thumbnail starts loading, so a scroll finds it there already. */
const AHEAD = '200px';

/**
 * Whether the element has come within reach of the viewport (and stays true): the thumbnails of a
 * long list load as they are scrolled to, as `loading="lazy"` would for a plain image URL. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
