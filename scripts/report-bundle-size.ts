import {
  FIRST_ROUTE_BUDGET_BYTES,
  formatKb,
  isRouteChunk,
  measureBundle,
  ON_DEMAND_BUDGET_BYTES,
  overBudget,
  type RouteSize,
} from './bundle-size.ts';
import { measurePrecache } from './offline-assets.ts';

// Printed after every client build so a route that grows is seen the day it grows. Three lines
// by default (a first `npm start` should reach the server's address quickly); the whole table
// with --table, or when something is over budget.
const size = measureBundle('dist/client');
const over = overBudget(size);
const largest = (routes: RouteSize[], by: (route: RouteSize) => number) =>
  routes.reduce((top, route) => (by(route) > by(top) ? route : top));
const routes = size.routes.filter(isRouteChunk);
const onDemand = size.routes.filter((route) => !isRouteChunk(route));
const heaviestRoute = largest(routes, (route) => route.firstPaintGzip);
const heaviestOnDemand = largest(onDemand, (route) => route.ownGzip);

console.log(
  `Client built: ${formatKb(size.entryGzip)} of JavaScript on every page, CSS ${formatKb(size.entryCssGzip)} (gzipped)`,
);
console.log(
  `  largest first paint ${formatKb(heaviestRoute.firstPaintGzip)} of ${formatKb(FIRST_ROUTE_BUDGET_BYTES)} (${heaviestRoute.route}); ` +
    `largest on-demand chunk ${formatKb(heaviestOnDemand.ownGzip)} of ${formatKb(ON_DEMAND_BUDGET_BYTES)} (${heaviestOnDemand.route})`,
);

const precache = measurePrecache('dist/client');
console.log(
  `  service worker precache: ${precache.files} files, ${formatKb(precache.gzipBytes)} gzipped (a first install downloads them all, a new release the files that changed)`,
);

if (process.argv.includes('--table') || over.length > 0) {
  const rows = [
    ['entry (every page)', formatKb(size.entryGzip), formatKb(size.entryGzip)],
    ...size.routes.map((r) => [r.route, formatKb(r.ownGzip), formatKb(r.firstPaintGzip)]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0), 12));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(['chunk', 'own', 'first paint']));
  for (const row of rows) console.log(line(row));
}
if (over.length > 0) console.warn(`Over budget: ${over.map((r) => r.route).join(', ')}`);
