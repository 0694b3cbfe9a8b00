import { crashCause, type FaultReport } from '../tooling/faults/fault-report.ts';

/** A scenario's report, or why it could not be measured. */
export type FaultRow = { name: string; report?: FaultReport; failure?: string; seconds: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const counts = (entries: Record<string, number | undefined>) => {
  const parts = Object.entries(entries)
    .filter(([, count]) => count)
    .map(([key, count]) => `${key}: ${count}`);
  return parts.length > 0 ? parts.join(', ') : '0';
};
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function crashed(report: FaultReport): string {
  const how = report.exit ? (report.exit.signal ?? `exit ${report.exit.code}`) : undefined;
  if (report.crashed) return `**yes** (${how})`;
  return how ? `no (ended by the scenario: ${how})` : 'no';
}

function writesLost(report: FaultReport): string {
  if (!report.writes) return '-';
  const lost = report.writes.lost.length;
  return `${lost > 0 ? `**${lost}**` : '0'} of ${report.writes.acknowledged}`;
}

function recovery(report: FaultReport): string {
  if (report.recoveryMs === undefined) return '-';
  return report.recoveryMs === null ? '**none**' : seconds(report.recoveryMs);
}

/** One Markdown table: a row per fault, the columns the issue's before/after note asks for. */
export function faultTable(rows: FaultRow[]): string {
  const lines = [
    '| fault | process crashed | 5xx by status | network errors | acknowledged writes lost | recovery | false 409s | notes |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const { report } = row;
    if (!report) {
      lines.push(
        `| ${cell(row.name)} | ? | ? | ? | ? | ? | ? | scenario failed: ${cell(row.failure ?? '')} |`,
      );
      continue;
    }
    const cause = crashCause(report);
    const { unavailableWithoutRetryAfter, requests } = report.summary;
    const notes = [
      ...(cause ? [`crash: ${cause.trim()}`] : []),
      ...report.notes,
      ...(unavailableWithoutRetryAfter > 0
        ? [`503s without Retry-After: ${unavailableWithoutRetryAfter}`]
        : []),
      `${requests} requests`,
      `took ${seconds(row.seconds * 1000)}`,
    ];
    lines.push(
      `| ${cell(report.fault)} | ${crashed(report)} | ${counts(report.summary.serverErrorsByStatus)} | ` +
        `${counts(report.summary.networkErrors)} | ${writesLost(report)} | ${recovery(report)} | ` +
        `${report.false409s ?? '-'} | ${cell(notes.join('; '))} |`,
    );
  }
  return lines.join('\n');
}
