/** Limits of the list endpoints that the client needs too; plain constants, so no zod on first paint. */
export const MAX_PAGE_SIZE = 500;
/** The longest search a list accepts. */
export const SEARCH_MAX_LENGTH = 200;
