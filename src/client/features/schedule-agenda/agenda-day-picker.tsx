import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { addDays } from '#shared/domain/company-time.ts';
import { SCHEDULE_BOARD_TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';

type AgendaDayPickerProps = {
  day: string;
  today: string;
  onChange: (day: string) => void;
};

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The agenda's day: the previous and next day a thumb's tap apart, and back to today. */
export function AgendaDayPicker({ day, today, onChange }: AgendaDayPickerProps) {
  return (
    <div className="grid grid-cols-[3rem_1fr_3rem] items-center gap-2">
      <Button
        variant="outline"
        className="size-12"
        aria-label={SCHEDULE_BOARD_TEXTS.previousDay}
        onClick={() => onChange(addDays(day, -1))}
      >
        <ChevronLeftIcon aria-hidden="true" className="size-5" />
      </Button>
      <div className="flex min-w-0 flex-col items-center gap-1 text-center">
        <p aria-live="polite" className="font-semibold">
          {longDate(day)}
        </p>
        {day !== today && (
          <Button variant="link" className="h-auto min-h-11 px-2 py-0" onClick={() => onChange(today)}>
            Today
          </Button>
        )}
      </div>
      <Button
        variant="outline"
        className="size-12"
        aria-label={SCHEDULE_BOARD_TEXTS.nextDay}
        onClick={() => onChange(addDays(day, 1))}
      >
        <ChevronRightIcon aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
