import { loadConfig } from '../config.ts';
import { runSeedScaleCli } from '../db/scale/seed-scale-cli.ts';
import { hashPassword } from '../services/passwords.ts';

process.exitCode = await runSeedScaleCli(process.argv.slice(2), loadConfig(), console, hashPassword);
