/**
 * Headers of the lists shared between screens (issue 39). Kept apart from the schemas so the
 * client's first chunk can read them without bundling zod.
 *
 * The client sends the id of the last live-update message it received: a server process that has
 * not heard of that change yet reads the list afresh instead of answering from its shared copy, so
 * a screen never gets a page from before a change it was told of, whichever process answers.
 */
export const SEEN_EVENT_HEADER = 'x-seen-event-id';
