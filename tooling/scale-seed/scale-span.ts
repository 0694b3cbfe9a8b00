/** Five years of work, up to now: the span the seeded work orders and employees cover. */
export const SPAN_DAYS = 1826;
