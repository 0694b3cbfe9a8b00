/** Preview lengths: comment and fallback-note previews, mobile card and list descriptions. */
export const PREVIEW_LENGTH = 50;
export const MOBILE_CARD_PREVIEW_LENGTH = 100;
export const MOBILE_LIST_PREVIEW_LENGTH = 60;
/** Desktop cards show two lines of a description and of the latest note; lists send this much. */
export const LIST_PREVIEW_LENGTH = 300;

/**
 * A preview is cut at 50 characters plus '...': the ellipsis comes on top of the
 * `length` characters kept (a clipped preview is length + 3 long). Text that fits is returned
 * whole; trailing spaces before the ellipsis are dropped. Counts code points, so an emoji is
 * never split in half.
 */
export function clipText(text: string | null | undefined, length: number): string {
  // Fewer UTF-16 units than `length` means fewer code points too: most text ends here, unsplit.
  if (text == null || text.length <= length) return text ?? '';
  const characters = Array.from(text ?? '');
  if (characters.length <= length) return text ?? '';
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}
