/**
 * Whether a request's If-None-Match names `etag` (RFC 9110 13.1.2): a list of tags or `*`, compared
 * weakly (a `W/` tag matches its strong twin), as the RFC asks for this header.
 */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
