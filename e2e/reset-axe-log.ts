import { rmSync } from 'node:fs';
import { AXE_CHECKS_FILE } from './fixtures.ts';

/** Each run counts its own axe checks: the log starts empty. */
export default function resetAxeLog() {
  rmSync(AXE_CHECKS_FILE, { force: true });
}
