import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfig } from './config.ts';
import { registerServiceWorker } from './register-service-worker.ts';

/*
 * When the page installs the service worker (ADR 046): in production builds only, and not
 * before the page has loaded and the browser is idle, so a phone on a slow link paints first.
 */
let register: ReturnType<typeof vi.fn>;
let idle: (() => void)[];

/** This test's build: production or development (read once from import.meta.env by the app). */
function buildIs(production: boolean) {
  Object.defineProperty(clientConfig, 'isProductionBuild', { value: production, configurable: true });
}

function pageIsLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

beforeEach(() => {
  register = vi.fn(async () => ({}));
  idle = [];
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { register } }));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  buildIs(true);
});

afterEach(() => {
  buildIs(import.meta.env.PROD);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js once the page has loaded and the browser is idle, not before', async () => {
    pageIsLoading();
    registerServiceWorker();
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('on a page already loaded, waits for the browser to be idle', () => {
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    for (const callback of idle) callback();
    expect(register).toHaveBeenCalledOnce();
  });

  it('without requestIdleCallback (Safari), registers a second after the load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    registerServiceWorker();
    vi.advanceTimersByTime(999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers nothing in a development build (the worker would serve stale code)', () => {
    buildIs(false);
    registerServiceWorker();
    for (const callback of idle) callback();
    expect(idle).toHaveLength(0);
    expect(register).not.toHaveBeenCalled();
  });

  it('leaves the page working when the browser refuses a worker (private mode)', async () => {
    register.mockRejectedValue(new DOMException('Refused', 'SecurityError'));
    registerServiceWorker();
    for (const callback of idle) callback();
    await expect(register.mock.results[0]?.value).rejects.toThrow('Refused');
    // No unhandled rejection: Vitest fails the run on one.
  });
});
