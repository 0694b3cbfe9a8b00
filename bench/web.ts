import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type Cleanup, runWithCleanup } from './cleanup.ts';
import { type BenchOptions, parseBenchOptions } from './options.ts';
import { buildPortal, signIn, startPortal } from './portal-server.ts';
import { REPO_ROOT } from './processes.ts';
import { prepareScaleDatabase } from './scale-database.ts';
import { CPU_THROTTLING, measurePage, type PageResult, ROWS_TO_SCROLL } from './web-measure.ts';

/**
 * npm run bench:web [-- --quick]: the production server on the scale database, Debian's Chromium
 * with the CPU throttled 4x, and for each task list: time to the first task card, the longest task
 * while loading and while scrolling through 500 rows, and the JavaScript transferred.
 */
const ROUTES = ['/tasks', '/paused-jobs', '/minimal-mobile-tasks'];
const RESULTS_FILE = path.join(REPO_ROOT, 'bench/results-web.json');

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));

function formatTable(results: PageResult[]): string {
  const header = `| page | first card ms | longest task loading ms | longest task scrolling ${ROWS_TO_SCROLL} rows ms | cards passed | JS transferred KB |`;
  const lines = results.map((result) =>
    result.built
      ? `| ${result.route} | ${ms(result.firstCardMs)} | ${ms(result.longestTaskLoadingMs)} | ` +
        `${ms(result.longestTaskScrollingMs)} | ${result.cardsPassed} | ${(result.jsBytes / 1024).toFixed(1)} |`
      : `| ${result.route} | not built yet | - | - | - | ${(result.jsBytes / 1024).toFixed(1)} |`,
  );
  return [header, '|---|---:|---:|---:|---:|---:|', ...lines].join('\n');
}

async function main(options: BenchOptions, cleanup: Cleanup): Promise<number> {
  if (options.build) await buildPortal();
  const url = await prepareScaleDatabase(options, cleanup);
  const server = await startPortal({ databaseUrl: url }, options.port, cleanup);
  const token = await signIn(server.origin);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  cleanup.add('close browser', () => browser.close());
  const results: PageResult[] = [];
  for (const route of ROUTES) {
    console.log(`Measuring ${route}`);
    results.push(await measurePage(browser, server.origin, route, token));
  }
  const serverFailure = server.process.hasExited() ? await server.process.exited : null;
  console.log(`\n${formatTable(results)}\n`);
  console.log(
    `CPU throttled ${CPU_THROTTLING}x; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}.`,
  );
  for (const result of results) if (result.note) console.log(`${result.route}: ${result.note}`);
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        mode: options.quick ? 'quick' : 'full',
        finishedAt: new Date().toISOString(),
        cpuThrottling: CPU_THROTTLING,
        database: { name: options.database, sizes: options.sizes },
        loadAverage: os.loadavg(),
        pages: results,
        serverFailure,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
  if (serverFailure) {
    console.error(`FAILED: ${serverFailure}\n${server.process.logTail()}`);
    return 1;
  }
  return 0;
}

const options = parseBenchOptions(process.argv.slice(2));
await runWithCleanup('bench:web', (cleanup) => main(options, cleanup));
