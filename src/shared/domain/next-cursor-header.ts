/**
 * Name of the header that carries the cursor of a list's next page (ADR 037). Kept apart from the
 * list schemas so the client's first chunk can read it without bundling zod.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
