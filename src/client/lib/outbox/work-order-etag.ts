import { workOrderEtag } from '#shared/domain/write-headers.ts';

/** The If-Match for a job as a screen shows it (ADR 045's `version`), or null when it has none. */
export function etagOf(job: { version?: number }): string | null {
  return job.version === undefined ? null : workOrderEtag(job.version);
}
