import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ManifestTransform } from 'workbox-build';
import { type Manifest, readManifest } from './bundle-size.ts';

/**
 * The screens a technician's phone opens (ADR 046): the four mobile pages, a job opened from them
 * (/work-orders/{id}: the task detail dialog over the list, ADR 026), and the sign-in page a phone
 * returns to after signing out, which works offline too (ADR 023).
 */
export const PHONE_ROUTE_SOURCES = [
  'app/routes/minimal-mobile-tasks-route.tsx',
  'app/routes/mobile-tasks-route.tsx',
  'app/routes/simple-mobile-tasks-route.tsx',
  'app/routes/ultra-mobile-tasks-route.tsx',
  'app/routes/work-order-route.tsx',
  'app/routes/login-route.tsx',
] as const;

const PHONE_ROUTES: ReadonlySet<string> = new Set(PHONE_ROUTE_SOURCES);

/** A route module of a screen a phone does not open offline (route modules live in app/routes/). */
const isOtherScreen = (key: string) => key.startsWith('app/routes/') && !PHONE_ROUTES.has(key);

/**
 * The built files a phone needs offline, precached by the service worker at install (ADR 046):
 * the entry with what it imports, and everything it loads later, lazily too (the detail dialog,
 * the note form, the upload dialog, menus), except the other screens and what only they load.
 * Lazy imports are followed, so a form or dialog split off later is kept without a list to update.
 */
export function offlineAssetUrls(manifest: Manifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  for (const source of PHONE_ROUTE_SOURCES) {
    if (!manifest[source]) throw new Error(`The build manifest has no chunk for ${source}`);
  }
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    const chunk = manifest[key];
    for (const imported of chunk?.imports ?? []) visit(imported);
    for (const loaded of chunk?.dynamicImports ?? []) if (!isOtherScreen(loaded)) visit(loaded);
  };
  visit(entryKey);

  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return [...files].sort().map((file) => `/${file}`);
}

/** The files the service worker precaches from a build (ADR 046): the page and offlineAssetUrls. */
function precacheUrls(outDir: string): string[] {
  return ['/index.html', ...offlineAssetUrls(readManifest(outDir))];
}

/** What a phone downloads at install: the precached files, and their gzipped bytes. */
export function measurePrecache(outDir: string): { files: number; gzipBytes: number } {
  const urls = precacheUrls(outDir);
  const gzipBytes = urls.reduce(
    (total, url) => total + gzipSync(readFileSync(path.join(outDir, url)), { level: 9 }).length,
    0,
  );
  return { files: urls.length, gzipBytes };
}

/**
 * Narrows the precache manifest vite-plugin-pwa found in `outDir` to the page and the files a
 * phone needs offline (offlineAssetUrls). Run after the app's build, which wrote Vite's manifest.
 */
export function keepOfflineAssets(outDir: string): ManifestTransform {
  return async (entries) => {
    const wanted = new Set(precacheUrls(outDir));
    const manifest = entries.filter((entry) => wanted.has(`/${entry.url}`));
    const found = new Set(manifest.map((entry) => `/${entry.url}`));
    const missing = [...wanted].filter((url) => !found.has(url));
    // A file the phone needs that the glob did not find would leave a hole offline: fail the build.
    if (missing.length > 0) throw new Error(`Not found for the precache: ${missing.join(', ')}`);
    return { manifest, warnings: [] };
  };
}
