import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { CaseKind, LoadCase } from './cases.ts';
import { type CaseResult, type LoadPlan, RESULT_PREFIX } from './load-plan.ts';
import { REPO_ROOT, TSX } from './processes.ts';

const WORKER = path.join(REPO_ROOT, 'bench/load-case.ts');

/** Hands the plan to the load worker process and collects one result per case as it finishes. */
export async function runLoad(plan: LoadPlan, workDir: string): Promise<(CaseResult & { kind: CaseKind })[]> {
  const planFile = path.join(workDir, 'load-plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const kinds = new Map(plan.cases.map((spec: LoadCase) => [spec.name, spec.kind]));
  const child = spawn(TSX, [WORKER, planFile], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const results: (CaseResult & { kind: CaseKind })[] = [];
  const ended = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line.startsWith(RESULT_PREFIX)) {
      console.log(line);
      continue;
    }
    const result = JSON.parse(line.slice(RESULT_PREFIX.length)) as CaseResult;
    results.push({ ...result, kind: kinds.get(result.name) ?? 'read' });
    console.log(
      `  ${result.name.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `p99 ${result.p99.toFixed(1)} ms`,
    );
  }
  const code = await ended;
  if (code !== 0) throw new Error(`The load worker failed (exit code ${code})`);
  return results;
}
