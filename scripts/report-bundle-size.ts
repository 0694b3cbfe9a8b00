import {
  FIRST_ROUTE_BUDGET_BYTES,
  formatKb,
  measureBundle,
  ON_DEMAND_BUDGET_BYTES,
  overBudget,
} from './bundle-size.ts';

// Printed after every client build so a route that grows is seen the day it grows.
const size = measureBundle('dist/client');
const rows = [
  ['entry (every page)', formatKb(size.entryGzip), formatKb(size.entryGzip)],
  ...size.routes.map((r) => [r.route, formatKb(r.ownGzip), formatKb(r.firstPaintGzip)]),
];
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0), 12));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
console.log(
  `\nJavaScript per chunk, gzipped (routes: ${formatKb(FIRST_ROUTE_BUDGET_BYTES)} to first paint; on-demand chunks: ${formatKb(ON_DEMAND_BUDGET_BYTES)} of their own):`,
);
console.log(line(['chunk', 'own', 'first paint']));
for (const row of rows) console.log(line(row));
console.log(`CSS for every page: ${formatKb(size.entryCssGzip)}`);
const over = overBudget(size);
if (over.length > 0) console.warn(`Over budget: ${over.map((r) => r.route).join(', ')}`);
