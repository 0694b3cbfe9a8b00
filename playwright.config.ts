import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium.ts';
import { STORIES_PORT, STORIES_WORKERS, storiesServerURL } from './e2e/stories-servers.ts';

/**
 * Browser stories run against the production build served by the real server, on a fresh
 * embedded database seeded with the demo data. Chromium is Debian's; no browser is downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: 'journeys/**',
  // A run's axe checks are counted from a fresh log (docs/screens.md).
  globalSetup: './e2e/reset-axe-log.ts',
  // SCREENSHOTS=1 makes the screen gallery (docs/screens.md); without it checkScreen takes none.
  metadata: { screenshots: /^(1|true|yes)$/i.test(process.env.SCREENSHOTS ?? '') },
  // The journeys (playwright.journeys.config.ts) keep their results beside these, not inside.
  outputDir: 'test-results/stories',
  fullyParallel: false,
  // Two workers (CI has two cores), each with its own server and database (e2e/stories-servers.ts).
  workers: STORIES_WORKERS,
  // A failing story runs once more, recording its trace (recording every passing story's trace
  // cost a fifth of the run); a story that passes only the second time still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  timeout: 30_000,
  // A loaded CI machine once took over 5 s to show a page after page.goto; waiting longer costs a
  // passing story nothing.
  expect: { timeout: 10_000 },
  use: {
    // The first worker's server; e2e/fixtures.ts gives each worker its own.
    baseURL: storiesServerURL(0),
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker answers from its caches, out of reach of page.route(); the stories about
    // offline use (mobile-offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  // Each project selects its stories by name (a project's testIgnore replaces the one above):
  // *.desktop.spec.ts drive screens a phone's user agent is redirected away from, *.phone.spec.ts the
  // technician's phone pages; every other story runs in both, except client-delivery.spec.ts: what
  // the server sends (headers, encodings, the history fallback) is the same for every device.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/\.phone\.spec\.ts$/, /journeys\//],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testIgnore: [/\.desktop\.spec\.ts$/, /client-delivery\.spec\.ts$/, /journeys\//],
    },
  ],
  webServer: Array.from({ length: STORIES_WORKERS }, (_, index) => ({
    command: `rm -rf .test-data/e2e-${index} && node dist/server/index.js`,
    url: `${storiesServerURL(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(STORIES_PORT + index),
      DATA_DIR: `.test-data/e2e-${index}`,
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    },
  })),
});
