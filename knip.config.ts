import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies fail `npm run lint` (knip). What runs on its own is an
 * entry; everything a file exports must be imported somewhere else, by product code or by a test.
 *
 * Most entries come from knip's plugins, which read the configuration files themselves: Vite
 * (src/client/index.html -> main.tsx) and its PWA plugin (the service worker), Vitest (the projects'
 * test files, setup files and global setup), Playwright (both configurations' stories, global setups
 * and fixtures), Drizzle (the schema) and the package.json scripts (the server, its scripts under
 * src/server/scripts, the build scripts, the benchmarks' commands, dependency-cruiser's config).
 * The entries listed below are the ones nothing names in a configuration file.
 */
const config: KnipConfig = {
  entry: [
    // The service worker: vite.config.ts names it relative to Vite's root (src/client), which the
    // PWA plugin's reading takes as relative to the repository.
    'src/client/service-worker/sw.ts',
    // Started by path as child processes or by hand (`npx tsx bench/<file>.ts`, docs/benchmarks.md).
    'bench/{baseline-server,data-layer-server,load-case,live-screens,photo-upload}.ts',
    // The rules' types for the test that imports dependency-cruiser.config.mjs: TypeScript reads a
    // declaration file beside a .mjs by itself, so no import names it.
    'dependency-cruiser.config.d.mts',
  ],
  // Every source file, a top-level tooling/ folder included; CSS for Tailwind's `@import`.
  project: ['**/*.{ts,tsx,mts,mjs,css}'],
};

export default config;
