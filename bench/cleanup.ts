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
