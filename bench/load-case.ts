import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import type { LoadCase } from './cases.ts';
import { backendCpuDelta, backendCpuMs, processCpuMs } from './cpu-usage.ts';
import { type CaseResult, type LoadPlan, RESULT_PREFIX } from './load-plan.ts';

/**
 * The load generator, in its own process so autocannon does not share a CPU queue with the
 * orchestrator: tsx bench/load-case.ts PLAN.json. It drives each case of the plan in turn (warm-up,
 * then the measured run) and prints one `RESULT {json}` line per case.
 */
function requestsOf(spec: LoadCase, onFailure: (text: string) => void): autocannon.Request[] {
  let counter = 0;
  const bodies = spec.bodies;
  return [
    {
      method: spec.method,
      setupRequest: (request) => {
        const k = counter++;
        const path = spec.paths[k % spec.paths.length];
        const body = bodies ? bodies[Math.floor(k / spec.paths.length) % bodies.length] : undefined;
        return { ...request, path, body };
      },
      onResponse: (status, body) => {
        if (status < 200 || status >= 300) onFailure(`${status} ${String(body).slice(0, 300)}`);
      },
    },
  ];
}

async function runCase(plan: LoadPlan, spec: LoadCase, postgres: pg.Client | null): Promise<CaseResult> {
  let firstFailure: string | undefined;
  // One request sequence for warm-up and measurement, so rotations continue where they were.
  const requests = requestsOf(spec, (text) => {
    firstFailure ??= text;
  });
  const options = {
    url: spec.origin,
    connections: spec.connections ?? plan.connections,
    headers: spec.headers,
    requests,
    timeout: 10,
  };
  await autocannon({ ...options, duration: plan.warmupSeconds });
  firstFailure = undefined;
  // The in-memory baseline touches no database and its CPU is not the question; the data layer's
  // baseline names its own process.
  const portal = spec.kind !== 'baseline';
  const pid = spec.cpuPid ?? plan.serverPid;
  const backends = async () =>
    postgres && plan.databaseName ? backendCpuMs(postgres, plan.databaseName) : new Map<number, number>();
  const serverBefore = portal ? processCpuMs(pid) : null;
  const backendsBefore = await backends();
  const result = await autocannon({ ...options, duration: plan.durationSeconds });
  const serverAfter = portal ? processCpuMs(pid) : null;
  const backendsAfter = await backends();
  const answered = result.requests.total;
  const perRequest = (ms: number) => (answered > 0 ? ms / answered : null);
  const seconds = result.duration > 0 ? result.duration : plan.durationSeconds;
  return {
    name: spec.name,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    serverCpuMsPerRequest:
      serverBefore !== null && serverAfter !== null ? perRequest(serverAfter - serverBefore) : null,
    postgresCpuMsPerRequest:
      portal && backendsAfter.size > 0 ? perRequest(backendCpuDelta(backendsBefore, backendsAfter)) : null,
    bytesPerRequest: answered > 0 ? result.throughput.total / answered : null,
    firstFailure,
  };
}

const SETTLE_LIMIT_MS = 60_000;
const PROMPT_MS = 100;

/**
 * Requests a slow case left queued in the server (and their queries in PostgreSQL) would be
 * charged to the next case: wait until the health check answers promptly twice in a row.
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let prompt = 0;
  while (prompt < 2 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    prompt = ok && performance.now() - started < PROMPT_MS ? prompt + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (prompt < 2)
    console.error(`The server was still busy after ${SETTLE_LIMIT_MS / 1000} s; measuring anyway`);
}

const planFile = process.argv[2];
if (!planFile) throw new Error('usage: tsx bench/load-case.ts PLAN.json');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as LoadPlan;
const postgres = plan.databaseUrl ? new pg.Client({ connectionString: plan.databaseUrl }) : null;
await postgres?.connect();
try {
  for (const spec of plan.cases) {
    await settle(plan.settleUrl);
    const result = await runCase(plan, spec, postgres);
    process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
  }
} finally {
  await postgres?.end();
}
