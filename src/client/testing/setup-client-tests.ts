import { File as NodeFile } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast } from '../components/ui/use-toast.ts';
import { sentRequests } from './api-handlers.ts';
import { server } from './msw-server.ts';

// Vitest's setupFiles for the client project: the fake API for every test, and nothing of one
// test (handlers, requests, DOM, storage, toasts) left for the next.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// A browser has one File and one FormData, the ones its fetch knows. jsdom brings its own pair,
// foreign to Node's fetch: Node 24's multipart parser then fails on its own assertion (the fake
// server's request.formData()), and fetch renames a foreign File 'blob'. The page gets Node's pair.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { File: NodeFile, FormData: NodeFormData });
afterEach(() => {
  cleanup();
  dismissToast();
  server.resetHandlers();
  sentRequests.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
