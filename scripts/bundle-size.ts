import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk as Vite's build manifest (`.vite/manifest.json`) describes it. */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Other files the chunk references (fonts and images its CSS names). */
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export type RouteSize = {
  /** The route module's source path, relative to the client root. */
  route: string;
  /** Gzipped JavaScript this chunk loads beyond the entry and what surely loaded before it. */
  ownGzip: number;
  /** Gzipped JavaScript a visitor who lands on this route downloads before it renders. */
  firstPaintGzip: number;
};

export type BundleSize = { entryGzip: number; entryCssGzip: number; routes: RouteSize[] };

/** The first route a visitor may land on must stay under this many gzipped bytes of JavaScript. */
export const FIRST_ROUTE_BUDGET_BYTES = 200 * 1024;

/**
 * A chunk loaded on demand after the page is up (a dialog opened from a button) is not on the
 * first paint; it is held to its own, smaller budget of what it adds to the page.
 */
export const ON_DEMAND_BUDGET_BYTES = 80 * 1024;

/** Route modules live in app/routes/; every other lazy chunk is loaded on demand. */
export const isRouteChunk = (route: RouteSize) => route.route.startsWith('app/routes/');

/** The chunks over their budget: routes by first paint, on-demand chunks by what they add. */
export function overBudget(size: BundleSize): RouteSize[] {
  return size.routes.filter((route) =>
    isRouteChunk(route)
      ? route.firstPaintGzip > FIRST_ROUTE_BUDGET_BYTES
      : route.ownGzip > ON_DEMAND_BUDGET_BYTES,
  );
}

/** The manifest keys a chunk pulls in statically, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What is surely in the browser when a lazy chunk loads: the entry, and whatever every chunk that
 * imports it lazily pulls in statically (a dialog's form opens from its route, which is already
 * there; the bundler may place code the two share in the route's chunk).
 */
function loadedBefore(manifest: Manifest, key: string, entry: Set<string>): Set<string> {
  const importers = Object.keys(manifest).filter((k) => manifest[k]?.dynamicImports?.includes(key));
  const [first, ...rest] = importers.map((importer) => staticClosure(manifest, importer));
  const common = first ? [...first].filter((k) => k !== key && rest.every((closure) => closure.has(k))) : [];
  return new Set([...entry, ...common]);
}

/**
 * Gzipped sizes of the entry and of every lazily loaded route chunk, from a build with
 * `build.manifest` on. A route's first-paint size is the entry plus everything the route chunk
 * imports statically, each file counted once.
 */
export function measureBundle(outDir: string): BundleSize {
  const manifest = readManifest(outDir);
  const gzipCache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const jsOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) total += gzipped(manifest[key]?.file ?? key);
    return total;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`No entry chunk in ${outDir}/.vite/manifest.json`);
  const entry = staticClosure(manifest, entryKey);
  const entryCss = [...entry].flatMap((key) => manifest[key]?.css ?? []);

  const routes = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]): RouteSize => {
      const before = loadedBefore(manifest, key, entry);
      const own = [...staticClosure(manifest, key)].filter((k) => !before.has(k));
      const ownGzip = jsOf(own);
      return { route: chunk.src ?? key, ownGzip, firstPaintGzip: jsOf(entry) + ownGzip };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  return {
    entryGzip: jsOf(entry),
    entryCssGzip: entryCss.reduce((total, file) => total + gzipped(file), 0),
    routes,
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
