import { PrinterIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#client/components/ui/button.tsx';
import { useEmployees } from '#client/lib/employees-query.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import type { PausedJobPrintSheet } from './paused-job-print-sheet.tsx';

// The sheet is fetched on the press, not with the job page: printing is rare, and the sheet (with
// its part and money formatting) would otherwise weigh on every job's first paint (ADR 008).
const loadPrintSheet = () => import('./paused-job-print-sheet.tsx').then((m) => m.PausedJobPrintSheet);

/**
 * The 'Print Details' button: puts the job sheet into the page (a direct child of <body>, which the
 * print stylesheet shows alone), opens the browser's print dialog, and takes the sheet out again
 * once printing is done.
 */
export function PrintDetailsButton({ order, className }: { order: WorkOrderDetail; className?: string }) {
  // Loaded with the dialog, so the technician's and office employee's names are there to print.
  const employees = useEmployees();
  const [printedAt, setPrintedAt] = useState<Date | null>(null);
  const [Sheet, setSheet] = useState<typeof PausedJobPrintSheet | null>(null);

  useEffect(() => {
    if (!printedAt) return;
    const done = () => setPrintedAt(null);
    // Listening first: some browsers fire afterprint before print() returns.
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printedAt]);

  const nameOf = (id: number | null) =>
    id === null ? null : (employees.data?.find((employee) => employee.id === id)?.name ?? null);

  return (
    <>
      {/* A new Date each press: pressing again (a browser that never said afterprint) prints again. */}
      <Button
        variant="outline"
        className={className}
        onClick={() =>
          void loadPrintSheet().then((sheet) => {
            setSheet(() => sheet);
            setPrintedAt(new Date());
          })
        }
      >
        <PrinterIcon aria-hidden="true" />
        {DETAIL_TEXTS.printDetails}
      </Button>
      {printedAt &&
        Sheet &&
        createPortal(<Sheet order={order} nameOf={nameOf} printedAt={printedAt} />, document.body)}
    </>
  );
}
