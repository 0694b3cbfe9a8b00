// The outbox (ADR 049) keeps writes in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { OUTBOX_DATABASE } from '#client/lib/outbox/outbox-store.ts';
import { showOutbox } from '#client/lib/outbox/use-outbox.ts';
import { forgetReadMemory } from '#client/lib/read-memory.ts';
import { dismissToast } from '#client/lib/toasts.ts';
import { sentRequests } from './api-handlers.ts';
import { NoopResizeObserver } from './fixtures.ts';
import { server } from './msw-server.ts';

// Vitest's setupFiles for the client project: the fake API for every test, and nothing of one
// test (handlers, requests, DOM, storage, toasts) left for the next.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// A screen's lazily loaded part (the settings page's sections, the board's dialogs) is imported on
// first use: on a loaded 2-core machine that took over the one-second default of findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// A browser has one File and one FormData, the ones its fetch knows. jsdom brings its own pair,
// foreign to Node's fetch: Node 24's multipart parser then fails on its own assertion (the fake
// server's request.formData()), and fetch renames a foreign File 'blob'. The page gets Node's pair,
// with the browser's constructor from a form (React reads a submitted form that way), which
// Node's FormData lacks: it copies what jsdom reads from the form.
const JsdomFormData = globalThis.FormData;
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
class BrowserFormData extends NodeFormData {
  // A form read by Node's fetch (the fake server's request.formData()) is a FormData too.
  static override [Symbol.hasInstance](value: unknown) {
    return value instanceof NodeFormData;
  }
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
  }
}
Object.assign(globalThis, { File: NodeFile, FormData: BrowserFormData });

// jsdom has no ResizeObserver. Radix measures with one when a tooltip opens, and the icon controls'
// tooltips load whenever the test happens to go idle: without it, a test that focuses an icon
// button passes or fails with the machine's speed.
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
afterEach(async () => {
  cleanup();
  showOutbox([]);
  await new Promise((done) => {
    const deletion = indexedDB.deleteDatabase(OUTBOX_DATABASE);
    deletion.onsuccess = deletion.onerror = deletion.onblocked = done;
  });
  dismissToast();
  server.resetHandlers();
  sentRequests.length = 0;
  // The answers kept for 304s, and the live change last heard of: every test starts unheard.
  forgetReadMemory();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
