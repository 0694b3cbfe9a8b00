import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast } from '../components/ui/use-toast.ts';
import { sentRequests } from './api-handlers.ts';
import { server } from './msw-server.ts';

// Vitest's setupFiles for the client project: the fake API for every test, and nothing of one
// test (handlers, requests, DOM, storage, toasts) left for the next.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  dismissToast();
  server.resetHandlers();
  sentRequests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
