import {
  clipText,
  MOBILE_CARD_PREVIEW_LENGTH,
  MOBILE_LIST_PREVIEW_LENGTH,
} from '#shared/domain/clip-text.ts';

// A phone card shows more of the description than a list row.
const LOOKS = {
  card: { length: MOBILE_CARD_PREVIEW_LENGTH, className: 'text-sm break-words text-muted-foreground' },
  row: { length: MOBILE_LIST_PREVIEW_LENGTH, className: 'text-xs break-words text-muted-foreground' },
};

/** A job's description on a phone card or list row, clipped; nothing when there is none. */
export function JobDescription({ description, variant }: { description: string; variant: 'card' | 'row' }) {
  const look = LOOKS[variant];
  const clipped = clipText(description, look.length);
  return clipped ? <p className={look.className}>{clipped}</p> : null;
}
