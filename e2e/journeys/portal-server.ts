import { type ChildProcess, spawn } from 'node:child_process';
import { JOURNEY_DATA_DIR, JOURNEY_PORT, journeyDatabaseUrl } from './journey-database.ts';

/**
 * The production server (`node dist/server/index.js`, built by `npm run test:e2e`) as a child
 * process the journeys can stop and start again, to show that what they did is stored, not held in
 * memory.
 */
export class PortalServer {
  readonly url: string;
  private child: ChildProcess | undefined;
  private output = '';

  /** The journeys' own server by default; journey 6 starts two on a database of its own. */
  constructor(private readonly options: { port?: number; env?: Record<string, string> } = {}) {
    this.url = `http://localhost:${options.port ?? JOURNEY_PORT}`;
  }

  /** What the process wrote since it was last started (stdout and stderr). */
  get log(): string {
    return this.output;
  }

  async start(): Promise<void> {
    const databaseUrl = journeyDatabaseUrl();
    this.output = '';
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        PORT: String(this.options.port ?? JOURNEY_PORT),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl.toString() } : { DATA_DIR: JOURNEY_DATA_DIR }),
        DEMO_SEED: 'true',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
        OUTBOX_POLL_MS: '1000',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    this.child = child;
    await this.waitUntilHealthy();
  }

  /** SIGTERM, as a deployment would: the server finishes what is in flight and closes the database. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
    this.child = undefined;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  private async waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child?.exitCode !== null) {
        throw new Error(`The portal server exited while starting:\n${this.output}`);
      }
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The portal server did not become healthy within 60 s:\n${this.output}`);
  }
}
