import { useUploadPercent } from '#client/lib/outbox/upload-progress.ts';

/** ' · 42 %' while the first of these writes is on its way (a hand-back with its photos), else nothing. */
export function UploadPercent({ keys }: { keys: readonly string[] }) {
  const percent = useUploadPercent(keys);
  return percent === null ? null : <span data-testid="outbox-upload-progress"> · {percent} %</span>;
}
