import { useQueryClient } from '@tanstack/react-query';
import { PrinterIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#client/components/ui/button.tsx';
import { useEmployees } from '#client/lib/employees-query.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import type { PrintedHandBack } from '../hand-back/hand-back-print.tsx';
import type { PausedJobPrintSheet } from './paused-job-print-sheet.tsx';

// The sheet is fetched on the press, not with the job page: printing is rare, and the sheet (with
// its part and money formatting) would otherwise weigh on every job's first paint (ADR 008).
const loadPrintSheet = () => import('./paused-job-print-sheet.tsx');

type PrintJob = { Sheet: typeof PausedJobPrintSheet; handBack: PrintedHandBack; printedAt: Date };

/**
 * The 'Print Details' button: reads the job's newest hand-back afresh and puts the job sheet into
 * the page (a direct child of <body>, which the print stylesheet shows alone); the sheet opens the
 * browser's print dialog once its images are in, and is taken out again once printing is done.
 * A hand-back that cannot be read is said on the sheet rather than stopping the print.
 */
export function PrintDetailsButton({ order, className }: { order: WorkOrderDetail; className?: string }) {
  // Loaded with the dialog, so the technician's and office employee's names are there to print.
  const employees = useEmployees();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<PrintJob | null>(null);
  const done = useCallback(() => setJob(null), []);

  const nameOf = (id: number | null) =>
    id === null ? null : (employees.data?.find((employee) => employee.id === id)?.name ?? null);

  const press = async () => {
    const { PausedJobPrintSheet: Sheet, newestHandBack } = await loadPrintSheet();
    const handBack = await newestHandBack(queryClient, order.id);
    setJob({ Sheet, handBack, printedAt: new Date() });
  };

  return (
    <>
      {/* A new Date each press: pressing again (a browser that never said afterprint) prints again. */}
      <Button variant="outline" className={className} onClick={() => void press()}>
        <PrinterIcon aria-hidden="true" />
        {DETAIL_TEXTS.printDetails}
      </Button>
      {job &&
        createPortal(
          <job.Sheet
            key={job.printedAt.getTime()}
            order={order}
            nameOf={nameOf}
            printedAt={job.printedAt}
            handBack={job.handBack}
            onDone={done}
          />,
          document.body,
        )}
    </>
  );
}
