import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManifestEntry } from 'workbox-build';
import type { Manifest } from './bundle-size.ts';
import {
  keepOfflineAssets,
  measurePrecache,
  offlineAssetUrls,
  PHONE_ROUTE_SOURCES,
} from './offline-assets.ts';

/**
 * A build as Vite's manifest describes it: the entry loads the frame and, lazily, every screen; the
 * detail dialog and the phone pages load their forms lazily; the dashboard has a lazy tab of its own.
 */
function build(): Manifest {
  const phoneRoutes = Object.fromEntries(
    PHONE_ROUTE_SOURCES.map((source, i) => [
      source,
      { file: `assets/phone-${i}.js`, isDynamicEntry: true, imports: ['_list'] },
    ]),
  );
  return {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react'],
      css: ['assets/index.css'],
      dynamicImports: [
        ...PHONE_ROUTE_SOURCES,
        'app/routes/dashboard-route.tsx',
        'features/work-order-detail/components/work-order-detail-dialog.tsx',
      ],
    },
    _react: { file: 'assets/react.js' },
    _list: { file: 'assets/list.js', imports: ['_react'], dynamicImports: ['features/notes/note-form.tsx'] },
    'features/notes/note-form.tsx': {
      file: 'assets/note-form.js',
      isDynamicEntry: true,
      imports: ['_form'],
      css: ['assets/note-form.css'],
      assets: ['assets/pin.woff2'],
    },
    _form: { file: 'assets/form.js' },
    'features/work-order-detail/components/work-order-detail-dialog.tsx': {
      file: 'assets/detail-dialog.js',
      isDynamicEntry: true,
      dynamicImports: ['features/work-order-detail/components/upload-file-dialog.tsx'],
    },
    'features/work-order-detail/components/upload-file-dialog.tsx': {
      file: 'assets/upload-dialog.js',
      isDynamicEntry: true,
      imports: ['_form'],
    },
    'app/routes/dashboard-route.tsx': {
      file: 'assets/dashboard.js',
      isDynamicEntry: true,
      imports: ['_chart'],
      dynamicImports: ['features/dashboard/workload-tab.tsx'],
    },
    _chart: { file: 'assets/chart.js' },
    'features/dashboard/workload-tab.tsx': { file: 'assets/workload-tab.js', isDynamicEntry: true },
    ...phoneRoutes,
  };
}

describe('offlineAssetUrls', () => {
  it("lists the entry, the phone's screens and everything they load, lazily too, but not other screens", () => {
    expect(offlineAssetUrls(build())).toEqual([
      '/assets/detail-dialog.js',
      '/assets/form.js',
      '/assets/index.css',
      '/assets/index.js',
      '/assets/list.js',
      '/assets/note-form.css',
      '/assets/note-form.js',
      ...PHONE_ROUTE_SOURCES.map((_, i) => `/assets/phone-${i}.js`),
      '/assets/pin.woff2',
      '/assets/react.js',
      '/assets/upload-dialog.js',
    ]);
  });

  it('keeps what another screen also loads, when a phone screen loads it too', () => {
    const manifest = build();
    const dashboard = manifest['app/routes/dashboard-route.tsx'];
    if (dashboard) dashboard.imports = ['_chart', '_form'];
    const urls = offlineAssetUrls(manifest);
    expect(urls).toContain('/assets/form.js');
    expect(urls).not.toContain('/assets/chart.js');
  });

  it('fails the build when a phone screen is missing from it', () => {
    expect(() => offlineAssetUrls({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toThrow(
      'minimal-mobile-tasks-route.tsx',
    );
  });

  it('fails the build when there is no entry', () => {
    expect(() => offlineAssetUrls({ _react: { file: 'assets/react.js' } })).toThrow('no entry chunk');
  });
});

describe('keepOfflineAssets (the precache list)', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function writeBuild(): string {
    outDir = mkdtempSync(path.join(tmpdir(), 'offline-assets-'));
    mkdirSync(path.join(outDir, '.vite'));
    writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify(build()));
    return outDir;
  }
  const found = (urls: string[]): (ManifestEntry & { size: number })[] =>
    urls.map((url) => ({ url, revision: url.endsWith('.html') ? 'abc' : null, size: 1 }));

  it('keeps the page and the files a phone needs of what the build wrote, nothing else', async () => {
    const phoneFiles = offlineAssetUrls(build()).map((url) => url.slice(1));
    const transform = keepOfflineAssets(writeBuild());
    const result = await transform(
      found(['index.html', ...phoneFiles, 'assets/dashboard.js', 'assets/chart.js']),
    );
    expect(result.manifest.map((entry) => entry.url).sort()).toEqual(['index.html', ...phoneFiles].sort());
    expect(result.manifest.find((entry) => entry.url === 'index.html')?.revision).toBe('abc');
  });

  it('measures what a phone downloads at install: the page and those files, gzipped', () => {
    const dir = writeBuild();
    mkdirSync(path.join(dir, 'assets'));
    const urls = ['/index.html', ...offlineAssetUrls(build())];
    for (const url of urls) writeFileSync(path.join(dir, url), 'x'.repeat(4096));
    writeFileSync(path.join(dir, 'assets/dashboard.js'), 'dashboard only');
    const size = measurePrecache(dir);
    expect(size.files).toBe(urls.length);
    // 4 KB of one letter gzips to a few dozen bytes each.
    expect(size.gzipBytes).toBeGreaterThan(urls.length * 20);
    expect(size.gzipBytes).toBeLessThan(urls.length * 100);
  });

  it('fails the build when a file a phone needs was not found', async () => {
    const transform = keepOfflineAssets(writeBuild());
    await expect(transform(found(['index.html', 'assets/index.js']))).rejects.toThrow('/assets/note-form.js');
  });
});
