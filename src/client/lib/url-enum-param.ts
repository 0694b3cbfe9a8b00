/**
 * A URL parameter that takes one of a fixed set of values. Anything else (missing, from an old link
 * or edited by hand) reads as `fallback`, each screen's own "All" or default tab, so a link never
 * shows an empty list or a broken page for no visible reason.
 */
export function enumParam<const T extends string, F extends string>(
  allowed: readonly T[],
  value: string | null | undefined,
  fallback: F,
): T | F {
  return value != null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}
