import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium.ts';

const PORT = 3100;

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
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker answers from its caches, out of reach of page.route(); the stories about
    // offline use (mobile-offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  // Each project selects its stories by name (a project's testIgnore replaces the one above):
  // *.desktop.spec.ts drive screens a phone's user agent is redirected away from, *.phone.spec.ts the
  // technician's phone pages; every other story runs in both.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/\.phone\.spec\.ts$/, /journeys\//],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testIgnore: [/\.desktop\.spec\.ts$/, /journeys\//],
    },
  ],
  webServer: {
    command: 'rm -rf .test-data/e2e && node dist/server/index.js',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: '.test-data/e2e',
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    },
  },
});
