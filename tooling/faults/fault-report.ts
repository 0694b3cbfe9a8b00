import type { FaultPortal } from './fault-portal.ts';
import type { OutcomeSummary, WriteCheck } from './outcomes.ts';
import { tail } from './server-process.ts';

/** What one fault did to the portal, as the tests assert it and the measurement tool prints it. */
export type FaultReport = {
  fault: string;
  /** The server process ended without being told to. */
  crashed: boolean;
  /** How the (last) server process ended, when it did. */
  exit?: { code: number | null; signal: string | null };
  /** Every request the clients sent during the scenario. */
  summary: OutcomeSummary;
  writes?: WriteCheck;
  /**
   * From the end of the fault to the first success of a request sent after it; null: none came.
   * Absent where nothing is to recover (the process was asked to end, a lone request burst).
   */
  recoveryMs?: number | null;
  /** 409s that no real conflict explains (paused jobs created at the same moment). */
  false409s?: number;
  notes: string[];
  /** The server's last lines, when it crashed. */
  crashLog?: string;
};

/** Whether the server ended by itself, and how, with its last words when it did. */
export function crashOf(portal: FaultPortal): Pick<FaultReport, 'crashed' | 'exit' | 'crashLog'> {
  const exit = portal.server.exit();
  if (!exit) return { crashed: false };
  return {
    crashed: true,
    exit: { code: exit.code, signal: exit.signal },
    crashLog: tail(portal.server, 80),
  };
}

/** The line of a crash's output that names the error (Node prints the stack of what was thrown). */
export function crashCause(report: FaultReport): string | undefined {
  return report.crashLog?.split('\n').find((line) => /^(\w*Error|error): /.test(line));
}

/** The report as an assertion's message: what happened, short enough to read in a failure. */
export function explain(report: FaultReport): string {
  return JSON.stringify(
    report,
    (_key, value) => (Array.isArray(value) && value.length > 12 ? [...value.slice(0, 12), '...'] : value),
    2,
  );
}

/** Statuses other than 503 among the failures: each is a fault answered the wrong way. */
export function failuresOtherThan503(report: FaultReport): Record<string, number> {
  return Object.fromEntries(
    Object.entries(report.summary.failuresByStatus).filter(([status]) => status !== '503'),
  );
}
