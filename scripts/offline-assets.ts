import { type Manifest, staticClosure } from './bundle-size.ts';

/** The technicians' screens, which must open with no network once visited (ADR 015). */
export const OFFLINE_ROUTE_SOURCES = [
  'app/routes/minimal-mobile-tasks-route.tsx',
  'app/routes/mobile-tasks-route.tsx',
  'app/routes/simple-mobile-tasks-route.tsx',
  'app/routes/ultra-mobile-tasks-route.tsx',
] as const;

/**
 * The built files the mobile screens need to paint: the entry and each mobile route with what it
 * imports statically, scripts and styles. The service worker saves these with the page, so a
 * phone that loaded the portal once can open a mobile screen offline, even after a new release.
 */
export function offlineAssetUrls(manifest: Manifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const keys = new Set(staticClosure(manifest, entryKey));
  for (const source of OFFLINE_ROUTE_SOURCES) {
    if (!manifest[source]) throw new Error(`The build manifest has no chunk for ${source}`);
    for (const key of staticClosure(manifest, source)) keys.add(key);
  }
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files].sort().map((file) => `/${file}`);
}
