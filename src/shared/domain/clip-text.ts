/** SPEC 5/9 preview lengths: comment and fallback-note previews, mobile card and list descriptions. */
export const PREVIEW_LENGTH = 50;
export const MOBILE_CARD_PREVIEW_LENGTH = 100;
export const MOBILE_LIST_PREVIEW_LENGTH = 60;

/**
 * SPEC: previews are "cut at 50 characters plus '...'", so the ellipsis comes on top of the
 * `length` characters kept (a clipped preview is length + 3 long). Text that fits is returned
 * whole; trailing spaces before the ellipsis are dropped. Counts code points, so an emoji is
 * never split in half.
 */
export function clipText(text: string | null | undefined, length: number): string {
  const characters = Array.from(text ?? '');
  if (characters.length <= length) return text ?? '';
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}
