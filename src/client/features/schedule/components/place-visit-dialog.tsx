import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '#client/components/ui/dialog.tsx';
import { DialogHeading } from '#client/components/ui/dialog-heading.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { addDays, clockMinutesOf, dayOf } from '#shared/domain/company-time.ts';
import { VISIT_SNAP_MINUTES } from '#shared/domain/visit-status.ts';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';
import type { TrayItem, Visit } from '#shared/schemas/visit.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import { clockOfMinutes, DEFAULT_VISIT_MINUTES, dayText, minutesBetween, weekOf } from '../board-time.ts';
import { leadOf, movedPlacement, newVisitPlacement, type Placement } from '../visit-placement.ts';

export type PlaceSubject = { kind: 'create'; item: TrayItem } | { kind: 'move'; visit: Visit };

type PlaceVisitDialogProps = {
  subject: PlaceSubject;
  day: string;
  technicians: readonly TechnicianSchedule[];
  timeZone: string;
  onPlace: (placement: Placement) => void;
  onClose: () => void;
};

const STARTS = Array.from(
  { length: ((22 - 5) * 60) / VISIT_SNAP_MINUTES },
  (_, i) => 5 * 60 + i * VISIT_SNAP_MINUTES,
);
const LENGTHS = Array.from({ length: 16 }, (_, i) => (i + 1) * 30);

function initialChoice(
  subject: PlaceSubject,
  day: string,
  technicians: readonly TechnicianSchedule[],
  timeZone: string,
) {
  if (subject.kind === 'move') {
    const start = new Date(subject.visit.startsAt);
    return {
      technician: String(leadOf(subject.visit) ?? ''),
      day: dayOf(start, timeZone),
      minute: clockMinutesOf(start, timeZone),
      length: minutesBetween(start, new Date(subject.visit.endsAt)),
    };
  }
  return {
    technician: String(technicians[0]?.employeeId ?? ''),
    day,
    minute: 8 * 60,
    length: DEFAULT_VISIT_MINUTES,
  };
}

/** Move to… and Schedule…: the keyboard's way to place a visit, with plain selects. */
export function PlaceVisitDialog({
  subject,
  day,
  technicians,
  timeZone,
  onPlace,
  onClose,
}: PlaceVisitDialogProps) {
  const [choice, setChoice] = useState(() => initialChoice(subject, day, technicians, timeZone));
  const id = useId();
  const job = subject.kind === 'move' ? subject.visit.jobNumber : subject.item.jobNumber;
  const days = [...weekOf(day), ...weekOf(addDays(day, 7))];
  if (!days.includes(choice.day)) days.unshift(choice.day);
  const lengths = LENGTHS.includes(choice.length) ? LENGTHS : [choice.length, ...LENGTHS];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const leadId = choice.technician === '' ? null : Number(choice.technician);
    const where = { day: choice.day, minute: choice.minute, leadId, minutes: choice.length };
    if (subject.kind === 'create') onPlace(newVisitPlacement(subject.item, where, timeZone));
    else {
      const start = newVisitPlacement(subject.visit, where, timeZone).startsAt;
      onPlace(movedPlacement(subject.visit, start, choice.length, leadId));
    }
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeading
          title={fillTemplate(subject.kind === 'move' ? TEXTS.moveTitle : TEXTS.scheduleTitle, { job })}
          description={TEXTS.placeText}
        />
        <form onSubmit={submit} className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={field('tech')}>{TEXTS.technician}</Label>
            <NativeSelect
              id={field('tech')}
              value={choice.technician}
              onChange={(e) => setChoice({ ...choice, technician: e.target.value })}
            >
              {subject.kind === 'move' && <option value="">{TEXTS.unassigned}</option>}
              {technicians.map((tech) => (
                <option key={tech.employeeId} value={tech.employeeId}>
                  {tech.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('day')}>{TEXTS.day}</Label>
            <NativeSelect
              id={field('day')}
              value={choice.day}
              onChange={(e) => setChoice({ ...choice, day: e.target.value })}
            >
              {days.map((each) => (
                <option key={each} value={each}>
                  {dayText(each)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('start')}>{TEXTS.start}</Label>
            <NativeSelect
              id={field('start')}
              value={choice.minute}
              onChange={(e) => setChoice({ ...choice, minute: Number(e.target.value) })}
            >
              {(STARTS.includes(choice.minute) ? STARTS : [choice.minute, ...STARTS]).map((minute) => (
                <option key={minute} value={minute}>
                  {clockOfMinutes(minute)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field('length')}>{TEXTS.length}</Label>
            <NativeSelect
              id={field('length')}
              value={choice.length}
              onChange={(e) => setChoice({ ...choice, length: Number(e.target.value) })}
            >
              {lengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {fillTemplate(TEXTS.hours, { count: minutes / 60 })}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit">{TEXTS.save}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
