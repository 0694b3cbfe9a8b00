import { clientConfig } from './config.ts';

const SERVICE_WORKER_URL = '/sw.js';

/** Built files this page has loaded so far (before the worker was in charge, it did not see them). */
function loadedAssetPaths(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'save-assets', urls: loadedAssetPaths() });
  } catch {
    // No worker (private mode, an old browser): the portal works, just not offline.
  }
}

/**
 * Installs the service worker (ADR 015) once the page has loaded and the browser is idle, so its
 * downloads never compete with the first paint on a slow connection.
 */
export function registerServiceWorker(): void {
  if (!clientConfig.isProductionBuild || !('serviceWorker' in navigator)) return;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void register());
    else setTimeout(() => void register(), 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
