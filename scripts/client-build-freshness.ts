import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client build reads: a change to any of these makes dist/client stale. */
const BUILD_INPUTS = [
  'src/client',
  'src/shared',
  'vite.config.ts',
  'scripts/offline-assets.ts',
  'package-lock.json',
];

/** Tests and test helpers are not part of the build. */
const isTestOnly = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

function newestInput(root: string): number {
  let newest = 0;
  for (const input of BUILD_INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((file) => path.join(full, file))
      : [full];
    for (const file of files) {
      if (isTestOnly(file)) continue;
      const stat = statSync(file);
      if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

/**
 * Whether `outDir` holds a client build made after the last change to its sources, so a test can
 * read it instead of building again (CI builds once, before the tests).
 */
export function isFreshClientBuild(outDir: string, root = process.cwd()): boolean {
  const manifest = path.join(outDir, '.vite/manifest.json');
  if (!existsSync(manifest)) return false;
  return statSync(manifest).mtimeMs >= newestInput(root);
}
