// What tsc leaves undone in dist/: it does not copy non-TS files, and it keeps the #server/ and
// #shared/ import aliases as written (it rewrites only relative .ts imports). dist/package.json
// gives the built files their own alias map, onto the emitted .js files, so `node dist/server/...`
// runs without the sources (ADR 050).
import { cpSync, writeFileSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });

const distPackage = {
  private: true,
  type: 'module',
  imports: { '#server/*.ts': './server/*.js', '#shared/*.ts': './shared/*.js' },
};
writeFileSync('dist/package.json', `${JSON.stringify(distPackage, null, 2)}\n`);
