import type { LoadCase } from './cases.ts';

/** What the orchestrator hands the load worker (as a JSON file) and what it answers per case. */
export type LoadPlan = {
  /** Polled before each case until it answers promptly: the previous case's backlog has drained. */
  settleUrl: string;
  /** The portal server's process and its database, whose CPU time per request is recorded. */
  serverPid?: number;
  /** Absent for the embedded database, which runs inside the server process (its CPU is the server's). */
  databaseUrl?: string;
  databaseName?: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  cases: LoadCase[];
};

export type CaseResult = {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  /** CPU ms per answered request of the server process and of its PostgreSQL backends (cpu-usage.ts). */
  serverCpuMsPerRequest: number | null;
  postgresCpuMsPerRequest: number | null;
  /** Bytes read per answered request, headers included: shows what compression saved. */
  bytesPerRequest: number | null;
  /** The first failed answer, so an error count comes with its reason. */
  firstFailure?: string;
};

export const RESULT_PREFIX = 'RESULT ';
