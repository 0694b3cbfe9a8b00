import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { addDays } from '#shared/domain/company-time.ts';
import { SCHEDULE_BOARD_TEXTS as TEXTS } from '#shared/spec-texts/schedule-board-texts.ts';
import type { BoardView } from '../board-days.ts';

type BoardToolbarProps = {
  day: string;
  today: string;
  view: BoardView;
  onShow: (next: { day?: string; view?: BoardView }) => void;
};

/** Previous, Today, Next, the date picker and the Day/Week switch. */
export function BoardToolbar({ day, today, view, onShow }: BoardToolbarProps) {
  const dateId = useId();
  const step = view === 'week' ? 7 : 1;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={view === 'week' ? TEXTS.previousWeek : TEXTS.previousDay}
        onClick={() => onShow({ day: addDays(day, -step) })}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Button variant="outline" onClick={() => onShow({ day: today })}>
        {TEXTS.today}
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={view === 'week' ? TEXTS.nextWeek : TEXTS.nextDay}
        onClick={() => onShow({ day: addDays(day, step) })}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      <label htmlFor={dateId} className="sr-only">
        {TEXTS.dateLabel}
      </label>
      <Input
        id={dateId}
        type="date"
        className="w-40"
        value={day}
        onChange={(event) => event.target.value && onShow({ day: event.target.value })}
      />
      <fieldset aria-label={TEXTS.viewLabel} className="inline-flex rounded-md border p-0.5">
        {(['day', 'week'] as const).map((each) => (
          <Button
            key={each}
            size="sm"
            variant={view === each ? 'secondary' : 'ghost'}
            aria-pressed={view === each}
            onClick={() => onShow({ view: each })}
          >
            {each === 'day' ? TEXTS.dayView : TEXTS.weekView}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
