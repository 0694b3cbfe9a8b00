import { useState } from 'react';

/**
 * A page number that goes back to the first page whenever `resetKey` (the filters) changes:
 * page 3 of the old filters means nothing for the new ones.
 */
export function usePage(resetKey: string): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 0 });
  const page = state.key === resetKey ? state.page : 0;
  return [page, (next: number) => setState({ key: resetKey, page: next })];
}
