// The built server applies the committed SQL migrations; tsc does not copy non-TS files.
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
