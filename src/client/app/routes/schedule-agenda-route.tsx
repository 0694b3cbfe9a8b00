import { ScheduleAgenda } from '#client/features/schedule-agenda/schedule-agenda.tsx';

/** /schedule on a phone: the board as a day's agenda per technician, read-only. */
export default function ScheduleAgendaRoute() {
  return <ScheduleAgenda />;
}
