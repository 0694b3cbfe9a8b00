/**
 * The browser stories run in two workers (CI has two cores), and each worker has a server of its own on
 * its own fresh demo database (port STORIES_PORT + the worker's parallel index). The stories then
 * never see each other's work: an urgent task one story makes cannot lead another's list, nor a
 * notification change another's count. STORIES_WORKERS sets another number of workers (and so of
 * servers), to compare runs on one machine.
 */
export const STORIES_WORKERS = Number(process.env.STORIES_WORKERS ?? 2);

// STORIES_PORT moves the servers when two checkouts run stories on one machine at once.
export const STORIES_PORT = Number(process.env.STORIES_PORT ?? 3100);

/** The address of the server a worker slot uses (a worker restarted after a failure keeps its slot). */
export const storiesServerURL = (parallelIndex: number) => `http://localhost:${STORIES_PORT + parallelIndex}`;
