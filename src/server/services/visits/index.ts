/** Visits of work orders (docs/decisions/064-visits-as-records.md): what the routes and other services call. */
export { cancelVisitsOfDeletedOrder, syncReturnAppointment } from './appointment-date-sync.ts';
export { refreshAppointmentDates } from './appointment-dates.ts';
export { companyTimeZone } from './conflict-context.ts';
export { createVisit } from './create-visit.ts';
export { listVisits } from './list-visits.ts';
export { previewCustomerMessage } from './preview-customer-message.ts';
export { setVisitStatus } from './set-visit-status.ts';
export { updateVisit } from './update-visit.ts';
export { lockVisit } from './visit-row.ts';
export { dayLabel } from './visit-text.ts';
