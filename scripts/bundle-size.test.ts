import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_ROUTE_BUDGET_BYTES, measureBundle, overBudget } from './bundle-size.ts';
import { isFreshClientBuild } from './client-build-freshness.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Incompressible bytes, so gzipped sizes are predictable. */
function noise(bytes: number, seed: number): string {
  let x = seed;
  let out = '';
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(36);
  }
  return out.slice(0, bytes);
}

describe('measureBundle', () => {
  it('counts a chunk shared by the entry and a route once, and reports each route beyond the entry', () => {
    const dir = path.join(scratch, 'synthetic');
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'));
    const files = { 'assets/entry.js': 2000, 'assets/shared.js': 3000, 'assets/tasks.js': 4000 };
    Object.entries(files).forEach(([file, bytes], i) => {
      writeFileSync(path.join(dir, file), noise(bytes, i + 1));
    });
    writeFileSync(path.join(dir, 'assets/entry.css'), 'body{}');
    writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/entry.js',
          isEntry: true,
          imports: ['_shared'],
          dynamicImports: ['tasks.tsx'],
          css: ['assets/entry.css'],
        },
        _shared: { file: 'assets/shared.js' },
        'tasks.tsx': {
          file: 'assets/tasks.js',
          src: 'tasks.tsx',
          isDynamicEntry: true,
          imports: ['_shared'],
        },
      }),
    );
    const size = measureBundle(dir);
    expect(size.routes).toHaveLength(1);
    const [tasks] = size.routes;
    // Random base-36 text gzips to well over half its size: each file is counted, the shared one once.
    expect(size.entryGzip).toBeGreaterThan(2500);
    expect(tasks?.ownGzip).toBeGreaterThan(2000);
    expect(tasks?.ownGzip).toBeLessThan(4000);
    expect(tasks?.firstPaintGzip).toBe(size.entryGzip + (tasks?.ownGzip ?? 0));
  });

  it('does not count against a dialog what the route it opens from has already loaded, unless another opener lacks it', () => {
    const dir = path.join(scratch, 'opened-from-routes');
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'));
    const files = {
      'assets/entry.js': 1000,
      'assets/admin.js': 3000,
      'assets/form.js': 2000,
      'assets/other.js': 500,
    };
    Object.entries(files).forEach(([file, bytes], i) => {
      writeFileSync(path.join(dir, file), noise(bytes, i + 7));
    });
    const manifest = (formOpeners: string[]) => ({
      'index.html': { file: 'assets/entry.js', isEntry: true, dynamicImports: ['admin.tsx', 'other.tsx'] },
      'admin.tsx': {
        file: 'assets/admin.js',
        src: 'app/routes/admin.tsx',
        isDynamicEntry: true,
        dynamicImports: formOpeners.includes('admin.tsx') ? ['form.tsx'] : [],
      },
      'other.tsx': {
        file: 'assets/other.js',
        src: 'app/routes/other.tsx',
        isDynamicEntry: true,
        dynamicImports: formOpeners.includes('other.tsx') ? ['form.tsx'] : [],
      },
      // The bundler put code the form shares with the admin route in the route's chunk.
      'form.tsx': { file: 'assets/form.js', src: 'form.tsx', isDynamicEntry: true, imports: ['admin.tsx'] },
    });
    const formSize = (openers: string[]) => {
      writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest(openers)));
      return measureBundle(dir).routes.find((route) => route.route === 'form.tsx')?.ownGzip ?? 0;
    };
    const fromAdmin = formSize(['admin.tsx']);
    const fromBoth = formSize(['admin.tsx', 'other.tsx']);
    expect(fromAdmin).toBeGreaterThan(1000);
    expect(fromAdmin).toBeLessThan(2000);
    // Opened from a route that has not loaded the admin chunk, the form brings it along.
    expect(fromBoth).toBeGreaterThan(fromAdmin + 1500);
  });
});

describe('overBudget', () => {
  const KB = 1024;
  const size = (routes: { route: string; ownGzip: number }[]) => ({
    entryGzip: 150 * KB,
    entryCssGzip: 0,
    routes: routes.map((r) => ({ ...r, firstPaintGzip: 150 * KB + r.ownGzip })),
  });

  it('holds routes to their first paint and on-demand chunks to what they add', () => {
    const over = overBudget(
      size([
        { route: 'app/routes/tasks-route.tsx', ownGzip: 49 * KB },
        { route: 'app/routes/work-order-route.tsx', ownGzip: 51 * KB },
        { route: 'features/tasks/create-task/create-task-dialog.tsx', ownGzip: 79 * KB },
        { route: 'features/tasks/update-task/update-task-dialog.tsx', ownGzip: 81 * KB },
      ]),
    );
    expect(over.map((chunk) => chunk.route)).toEqual([
      'app/routes/work-order-route.tsx',
      'features/tasks/update-task/update-task-dialog.tsx',
    ]);
  });
});

/**
 * The client build to measure: dist/client when `npm run build` made it after the last source
 * change (CI builds once, before the tests), otherwise a build of its own in a scratch folder.
 */
async function productionClientBuild(): Promise<string> {
  if (isFreshClientBuild('dist/client')) return 'dist/client';
  const outDir = path.join(scratch, 'client');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

describe('isFreshClientBuild', () => {
  it('takes a build made after every source as fresh, and one older than a source as stale', () => {
    const root = path.join(scratch, 'freshness');
    const outDir = path.join(root, 'dist/client');
    mkdirSync(path.join(outDir, '.vite'), { recursive: true });
    mkdirSync(path.join(root, 'src/client/features'), { recursive: true });
    const source = path.join(root, 'src/client/features/page.tsx');
    const manifest = path.join(outDir, '.vite/manifest.json');
    expect(isFreshClientBuild(outDir, root)).toBe(false);

    writeFileSync(source, 'export {}');
    writeFileSync(manifest, '{}');
    utimesSync(source, new Date(1_000_000), new Date(1_000_000));
    expect(isFreshClientBuild(outDir, root)).toBe(true);

    // A test file is not built: changing one leaves the build fresh; changing the page does not.
    const test = path.join(root, 'src/client/features/page.test.tsx');
    writeFileSync(test, 'export {}');
    utimesSync(test, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(isFreshClientBuild(outDir, root)).toBe(true);
    utimesSync(source, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(isFreshClientBuild(outDir, root)).toBe(false);
  });
});

describe('the production client build', () => {
  it(`keeps every route's first-paint JavaScript under ${FIRST_ROUTE_BUDGET_BYTES / 1024} KB gzipped, and on-demand chunks small`, async () => {
    const size = measureBundle(await productionClientBuild());
    // Every screen is its own lazy chunk (issue 4): the 16 protected screens
    // of docs/screens.md, /login and the 404 page.
    expect(size.routes.filter((r) => r.route.startsWith('app/routes/')).length).toBeGreaterThanOrEqual(18);
    expect(size.entryGzip).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
    expect(overBudget(size).map((chunk) => chunk.route)).toEqual([]);
  }, 120_000);
});
