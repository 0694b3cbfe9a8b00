import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverEntryArguments } from '#tooling/test-server/server-entry.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOG_LIMIT = 4 * 1024 * 1024;

type ProcessExit = { code: number | null; signal: NodeJS.Signals | null; at: number };

/** The portal as deployed, one real process, driven from outside. */
export type ServerProcess = {
  pid: number;
  origin: string;
  /** Resolves when the process has ended, for whatever reason. */
  exited: Promise<ProcessExit>;
  exit: () => ProcessExit | undefined;
  /** What it wrote (stdout and stderr, JSON log lines), the last few MB. */
  output: () => string;
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then SIGKILL if it has not ended after `graceMs`. */
  stop: (graceMs?: number) => Promise<ProcessExit>;
};

export type ServerOptions = {
  databaseUrl: string;
  port: number;
  dataDir: string;
  /** Added to (and overriding) the harness's environment below. */
  env?: Record<string, string>;
};

/**
 * The portal's server as src/server/first-start.test.ts starts it: the production build when it is
 * up to date (`npm test` has just built it), or else the working tree through tsx, no build
 * needed (tooling/test-server/server-entry.ts). JSON logs, no outbox worker unless asked, no demo
 * data.
 */
export function startServerProcess(options: ServerOptions): ServerProcess {
  const child: ChildProcess = spawn(process.execPath, serverEntryArguments(), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DEMO_SEED: 'false',
      OUTBOX_POLL_MS: '0',
      LOG_FORMAT: 'json',
      // The per-address sign-in limit would refuse the harness's own sign-ins, not a fault.
      LOGIN_RATE_LIMIT: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > LOG_LIMIT) output = output.slice(-LOG_LIMIT / 2);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exit: ProcessExit | undefined;
  const exited = new Promise<ProcessExit>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      resolve(exit);
    });
    child.on('error', (error) => {
      collect(Buffer.from(`spawn failed: ${error.message}\n`));
      exit = { code: null, signal: null, at: Date.now() };
      resolve(exit);
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (!exit) child.kill(name);
  };
  return {
    pid: child.pid ?? -1,
    origin: `http://127.0.0.1:${options.port}`,
    exited,
    exit: () => exit,
    output: () => output,
    signal,
    stop: async (graceMs = 15_000) => {
      if (exit) return exit;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      const ended = await exited;
      clearTimeout(timer);
      return ended;
    },
  };
}

/** Polls /api/health until it answers 200; fails early, with its output, if the process ends. */
export async function waitUntilListening(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const exit = server.exit();
    if (exit) {
      throw new Error(`server exited (${exit.signal ?? exit.code}) before listening:\n${tail(server)}`);
    }
    try {
      const response = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${tail(server)}`);
}

export function tail(server: ServerProcess, lines = 40): string {
  return server.output().trimEnd().split('\n').slice(-lines).join('\n');
}

/** Where the next search starts: a port just handed out may not be listened on yet. */
let nextOffset = 0;

/**
 * A port nobody listens on, from FAULTS_PORT_BASE (default 3500) upwards: helpers sharing a
 * machine are each given a range.
 */
export async function freePort(): Promise<number> {
  const base = Number(process.env.FAULTS_PORT_BASE ?? 3500);
  for (let offset = 0; offset < 100; offset++) {
    const port = base + ((nextOffset + offset) % 100);
    if (await canListen(port)) {
      nextOffset = (nextOffset + offset + 1) % 100;
      return port;
    }
  }
  throw new Error(`no free port in ${base}-${base + 99}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
