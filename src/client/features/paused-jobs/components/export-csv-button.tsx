import { DownloadIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { PausedJobListItem } from '#shared/schemas/work-order.ts';

/** Long enough for the browser to have started saving; then the blob's memory is released. */
const REVOKE_AFTER_MS = 30_000;

function downloadCsv(text: string, fileName: string) {
  // The byte-order mark tells Excel the file is UTF-8, so names like 'Muñoz' survive.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

type ExportCsvButtonProps = {
  jobs: readonly PausedJobListItem[];
  employees: readonly { id: number; name: string }[];
};

/** 'Export CSV': the jobs shown now (filters and search applied) as paused-jobs-YYYY-MM-DD.csv. */
export function ExportCsvButton({ jobs, employees }: ExportCsvButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={jobs.length === 0}
      onClick={async () => {
        // The CSV writer is needed only on this click, so it stays off the page's first paint.
        const { pausedJobsCsv, pausedJobsCsvFileName } = await import('../paused-jobs-csv.ts');
        downloadCsv(pausedJobsCsv(jobs, employees), pausedJobsCsvFileName(new Date()));
      }}
    >
      <DownloadIcon aria-hidden="true" />
      Export CSV
    </Button>
  );
}
