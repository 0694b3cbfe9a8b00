import { useTechnicianSchedules } from '../api/get-technician-schedules.ts';
import { SectionError, SectionLoading } from './settings-section.tsx';
import { TechnicianHoursRow } from './technician-hours-row.tsx';

const COLUMNS = ['Work days', 'Start', 'End', 'Visits a day', 'Hours a day'];

/** Each active technician's hours and daily capacity, saved row by row. */
export function TechnicianHoursTable() {
  const technicians = useTechnicianSchedules();
  if (technicians.isPending) return <SectionLoading label="Loading technicians" />;
  if (technicians.isError) {
    return (
      <SectionError message="Could not load the technicians." onRetry={() => void technicians.refetch()} />
    );
  }
  if (technicians.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No active technicians yet.</p>;
  }
  return (
    <div className="relative -mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[720px] text-sm">
        <caption className="sr-only">Technicians' working hours</caption>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th scope="col" className="pb-2 pr-3 font-medium">
              Technician
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="pb-2 pr-3 font-medium">
                {column}
              </th>
            ))}
            <th scope="col" className="pb-2 font-medium">
              <span className="sr-only">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {technicians.data.map((technician) => (
            <TechnicianHoursRow key={technician.employeeId} technician={technician} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
