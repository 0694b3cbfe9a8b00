import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * CPU time per request, for the portal server process and for the PostgreSQL backends serving
 * its connections. Unlike req/s it hardly moves when other work shares the machine, so runs on a
 * busy machine stay comparable. Linux only (/proc); elsewhere the figures are null.
 */

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** utime + stime of a process in ms, or null when /proc cannot tell. */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

/** CPU ms of every backend connected to the database (but the asking one), by process id. */
export async function backendCpuMs(client: pg.Client, database: string): Promise<Map<number, number>> {
  const result = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  const usage = new Map<number, number>();
  for (const { pid } of result.rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) usage.set(pid, ms);
  }
  return usage;
}

/** CPU the backends used between two snapshots; a backend that appeared in between counts whole. */
export function backendCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
