import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

type RunOptions = { env?: NodeJS.ProcessEnv; label: string };

/** Runs a command to the end with its output shown; rejects naming the step when it fails. */
export function runToEnd(command: string, args: string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => reject(new Error(`${options.label}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${options.label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

export type Background = {
  child: ChildProcess;
  /** Resolves with a description when the process ends, whatever the reason. */
  exited: Promise<string>;
  hasExited: () => boolean;
  /** The last lines it wrote, for an error message. */
  logTail: (lines?: number) => string;
  stop: () => Promise<void>;
};

/** Starts a long-running process whose output goes to a log file (read back when it fails). */
export function startBackground(
  command: string,
  args: string[],
  options: RunOptions & { logFile: string },
): Background {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let ended = false;
  const exited = new Promise<string>((resolve) => {
    child.on('error', (error) => {
      ended = true;
      resolve(`${options.label} could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      ended = true;
      resolve(`${options.label} exited (${signal ?? `exit code ${code}`})`);
    });
  });
  const logTail = (lines = 30) => {
    try {
      return readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (ended) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, exited, hasExited: () => ended, logTail, stop };
}

/** Polls a URL until it answers 200, failing early when the process behind it ends. */
export async function waitForOk(url: string, process: Background, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.hasExited()) throw new Error(`${await process.exited}\n${process.logTail()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s\n${process.logTail()}`);
}
