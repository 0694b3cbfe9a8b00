import { setupServer } from 'msw/node';
import { portalHandlers } from './portal-handlers.ts';

/** The fake API behind `fetch` in every client test (started by `setup-client-tests.ts`). */
export const server = setupServer(...portalHandlers());
