import { FIRST_ROUTE_BUDGET_BYTES, formatKb, measureBundle } from './bundle-size.ts';

// Printed after every client build so a route that grows is seen the day it grows.
const size = measureBundle('dist/client');
const rows = [
  ['entry (every page)', formatKb(size.entryGzip), formatKb(size.entryGzip)],
  ...size.routes.map((r) => [r.route, formatKb(r.ownGzip), formatKb(r.firstPaintGzip)]),
];
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0), 12));
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
console.log(`\nJavaScript per route, gzipped (budget ${formatKb(FIRST_ROUTE_BUDGET_BYTES)} to first paint):`);
console.log(line(['chunk', 'own', 'first paint']));
for (const row of rows) console.log(line(row));
console.log(`CSS for every page: ${formatKb(size.entryCssGzip)}`);
const over = size.routes.filter((r) => r.firstPaintGzip > FIRST_ROUTE_BUDGET_BYTES);
if (over.length > 0) console.warn(`Over budget: ${over.map((r) => r.route).join(', ')}`);
