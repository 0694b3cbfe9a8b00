import { clientConfig } from './config.ts';

/** Built by vite-plugin-pwa at the site's root, so its scope is every screen (ADR 046). */
const SERVICE_WORKER_URL = '/sw.js';

async function register(): Promise<void> {
  try {
    // The worker saves what the phone pages need at install (its precache list), including the
    // files this page loaded before it was in charge.
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  } catch {
    // No worker (private mode, an old browser): the portal works, just not offline.
  }
}

/**
 * Installs the service worker (ADR 046) once the page has loaded and the browser is idle,
 * so its downloads never compete with the first paint on a slow connection.
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
