type Disposer = { label: string; dispose: () => Promise<void> };

/**
 * What a run must undo (processes, throw-away databases), undone in reverse order at the end, on
 * failure, and on Ctrl-C, so no server or database outlives the run.
 */
export class Cleanup {
  private readonly disposers: Disposer[] = [];
  private running: Promise<void> | undefined;

  constructor() {
    // Ctrl-C reaches every process of the group, and wrappers (npm, tsx) pass it on again: a
    // repeated signal must not end the process halfway through its cleanup.
    let signalled = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (signalled) return;
        signalled = true;
        console.error(`\n${signal}: cleaning up`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  add(label: string, dispose: () => Promise<void>): void {
    this.disposers.push({ label, dispose });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const { label, dispose } of this.disposers.reverse()) {
        try {
          await dispose();
        } catch (error) {
          console.error(`cleanup (${label}) failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }
}

/**
 * Runs a benchmark's main function with its cleanup, whatever happens, and ends the process with
 * its exit code (1 when it threw).
 */
export async function runWithCleanup(
  name: string,
  main: (cleanup: Cleanup) => Promise<number>,
): Promise<never> {
  const cleanup = new Cleanup();
  let exitCode = 1;
  try {
    exitCode = await main(cleanup);
  } catch (error) {
    console.error(`\n${name} failed: ${(error as Error).stack ?? error}`);
  } finally {
    await cleanup.run();
  }
  process.exit(exitCode);
}
