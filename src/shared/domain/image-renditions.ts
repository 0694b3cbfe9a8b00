/**
 * The smaller copies the server keeps of an image (ADR 048): a list's picture and a preview's.
 * Kept free of zod, so the client's detail dialog reads these words without the schema library.
 */
export const RENDITION_SIZES = ['thumbnail', 'display'] as const;
export type RenditionSize = (typeof RENDITION_SIZES)[number];

/** A rendition asked of a file that has none, or of an image that could not be read. */
export const NO_RENDITIONS_MESSAGE =
  'This file has no preview: only JPEG, PNG, WebP and GIF images have one. Download the file to open it.';
export const UNREADABLE_IMAGE_MESSAGE =
  'This image could not be read to make a preview. Download the file to open it.';
