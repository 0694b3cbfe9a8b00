/**
 * C0 and C1 controls, and the Unicode format characters that change how a name reads without
 * showing: bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), the
 * direction marks (U+200E, U+200F, U+061C), zero-width characters and the byte-order mark.
 */
const HIDDEN_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, '');
}

/** The extensions a file of each sniffed type may already carry (the first is the one we add). */
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  apng: ['png', 'apng'],
  gif: ['gif'],
  webp: ['webp'],
  heic: ['heic', 'heif'],
  pdf: ['pdf'],
  doc: ['doc', 'dot'],
  docx: ['docx'],
};

/** A trailing '.xyz' that reads as an extension: up to 5 letters or digits, at least one letter. */
const TRAILING_EXTENSION = /\.([a-z0-9]{1,5})$/i;

/**
 * The name a file is stored and shown under: its own name when the extension agrees with the type
 * its bytes show; otherwise that extension replaced ('leak.exe' holding a PNG -> 'leak.png'), or,
 * without one, the right one added ('IMG_2231' -> 'IMG_2231.jpg', 'estimate v1.5' ->
 * 'estimate v1.5.pdf'). Kept within `maxLength`, the extension intact.
 */
export function fileNameForType(name: string, sniffedExtension: string, maxLength = 255): string {
  const allowed = EXTENSIONS_OF[sniffedExtension] ?? [sniffedExtension];
  const found = TRAILING_EXTENSION.exec(name);
  const current = found?.[1]?.toLowerCase();
  if (current && allowed.includes(current)) return name;
  const stem = found && /[a-z]/i.test(found[1] ?? '') ? name.slice(0, found.index) : name;
  const extension = `.${allowed[0]}`;
  return `${stem.slice(0, maxLength - extension.length).trimEnd() || 'file'}${extension}`;
}
