import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/chromium.ts';
import { JOURNEY_PORT } from './e2e/journeys/journey-database.ts';

/**
 * The acceptance journeys (issue 9): each role's working day, in order, against the production
 * build served by the real server. The journeys start and restart that server themselves
 * (e2e/journeys/portal-server.ts), on PostgreSQL when TEST_DATABASE_URL is set and on PGlite
 * otherwise, so they run in their own configuration, after `playwright test`.
 */
export default defineConfig({
  testDir: 'e2e/journeys',
  // One folder per port, so two runs on one machine do not delete each other's traces.
  outputDir: `test-results/journeys-${JOURNEY_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 180_000,
  expect: { timeout: 15_000 },
  globalSetup: './e2e/journeys/prepare-database.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'journeys',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1440, height: 900 } },
    },
  ],
});
