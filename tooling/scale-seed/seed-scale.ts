import { loadConfig } from '#server/config.ts';
import { hashPassword } from '#server/services/passwords.ts';
import { runSeedScaleCli } from './seed-scale-cli.ts';

process.exitCode = await runSeedScaleCli(process.argv.slice(2), loadConfig(), console, hashPassword);
