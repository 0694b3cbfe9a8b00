import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Tests that need no DOM: shared rules, build scripts and the service worker's strategies. */
const PURE_TESTS = [
  'src/shared/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
  'src/client/service-worker/**/*.test.ts',
];

/**
 * Server tests that open a database (through the test app, the test database, the scale seed's
 * small database or the template the global setup provides) run once per engine; the others once, in the `server` project.
 */
const DATABASE_TEST =
  /test-server\/(test-app|test-database|fixtures)\.ts'|small-scale-database\.ts'|inject\('(postgres|pglite)Template/;
/** The fault suite drives real server processes on PostgreSQL: a project of its own (below). */
const FAULT_TESTS = 'tooling/faults/**/*.test.ts';
/** The server's tests and those of the server-side tooling (the scale seed, the hostile-input test). */
const serverTests = ['src/server', 'tooling']
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`),
  )
  .filter((file) => file.endsWith('.test.ts') && !/^tooling\/(faults|test-client|spec-quotes)\//.test(file));
const databaseTests = serverTests.filter((file) => DATABASE_TEST.test(readFileSync(file, 'utf8')));
const databaseFreeTests = serverTests.filter((file) => !databaseTests.includes(file));

/**
 * Tests that start the server as a process of their own (tooling/test-server/server-entry.ts) wait
 * on it for most of their time. Vitest orders a run's files by project name, so these, in the
 * `server` project, came last, one worker waiting on them alone while the other core sat idle:
 * they start first instead, beside the rest.
 */
const serverProcessTests = new Set(
  serverTests
    .filter((file) => readFileSync(file, 'utf8').includes('serverEntryArguments'))
    .map((file) => path.resolve(file)),
);

class ServerProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => serverProcessTests.has(file.moduleId);
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

const apiProject = (kind: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `api-${kind}`,
    include: databaseTests,
    environment: 'node',
    // Each file builds its own app on its own database copy; sharing the worker's module cache
    // spares every file the import of the whole server (see the node projects below).
    isolate: false,
    globalSetup: ['tooling/test-server/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Faults made from outside to a real server process (`node --import tsx src/server/index.ts`) on a
 * PostgreSQL database of its own: connections terminated, the database frozen, SIGTERM and kill -9
 * under load, slow clients. One file at a time: each loads the machine with its own clients.
 * Without TEST_DATABASE_URL the project holds no files. `npm test` runs it on its own
 * (`npm run test:faults`), beside the journeys: it measures nothing in src/ that the other
 * projects do not, and mostly waits (on a frozen database, a grace period, slow clients).
 */
const faultsProject: TestProjectConfiguration = {
  test: {
    name: 'faults',
    include: process.env.TEST_DATABASE_URL ? [FAULT_TESTS] : [],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // One worker per core. Vitest's default leaves a core free for the main process, which on a
    // two-core CI machine means one worker; the API tests spend much of their time waiting on
    // PostgreSQL, so two workers finish the whole run in three quarters of the time.
    maxWorkers: '100%',
    sequence: { sequencer: ServerProcessesFirst },
    projects: [
      // Node files share their worker's module cache (isolate: false): no test here replaces a
      // module, and the few that stub a global or the environment restore it themselves. It
      // halves the Vitest step, most of which was each file importing the server again.
      {
        test: {
          name: 'pure',
          include: PURE_TESTS,
          environment: 'node',
          isolate: false,
          // The service worker's tests stub its globals and import it afresh with Workbox, whose
          // modules keep state (the router, the precache list): they are loaded through Vitest so
          // that vi.resetModules() starts them anew too.
          server: { deps: { inline: [/\/workbox-/] } },
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}', 'tooling/test-client/**/*.test.{ts,tsx}'],
          exclude: PURE_TESTS,
          environment: 'jsdom',
          setupFiles: ['tooling/test-client/setup-client-tests.ts'],
          // The files of a worker share one jsdom and one module cache: five times faster than a
          // fresh environment per file. The setup file resets what tests change (DOM, storage,
          // handlers, toasts); stubbed globals and environment variables (TZ) are restored after
          // each test. A test never replaces a whole app module (vi.mock), which would not reach
          // importers loaded earlier.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        test: {
          name: 'server',
          include: databaseFreeTests,
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      faultsProject,
    ],
    coverage: {
      provider: 'v8',
      // The product and the build scripts, and the three tooling folders that were measured when the
      // thresholds below were set: the scale seed (an npm command of its own), the hostile-input
      // corpus and the spec quotes. The test helpers are not measured.
      include: [
        'src/**/*.{ts,tsx}',
        'scripts/**/*.ts',
        'tooling/scale-seed/**/*.ts',
        'tooling/hostile-input/**/*.ts',
        'tooling/spec-quotes/**/*.ts',
      ],
      exclude: ['**/*.test.{ts,tsx}'],
      reporter: ['text-summary', 'html', 'json-summary'],
      // The level measured when coverage was first measured (2026-11-25, PGlite alone: statements
      // 92.7%, branches 86.7%, functions 92.7%, lines 94.1%); a change that drops below fails.
      thresholds: { statements: 92, branches: 86, functions: 92, lines: 94 },
    },
  },
});
