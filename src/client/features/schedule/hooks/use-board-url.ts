import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type BoardView, boardDayAndView } from '../board-days.ts';

/**
 * The day and the view the board shows, kept in the URL (`?date=2026-12-01&view=day`) so a link
 * or a reload opens the same board. Without a date the board shows today in the company's zone.
 */
export function useBoardUrl(today: string) {
  const [params, setParams] = useSearchParams();
  const { day, view } = boardDayAndView(params, today);

  const show = useCallback(
    (next: { day?: string; view?: BoardView }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.day) updated.set('date', next.day);
          if (next.view) updated.set('view', next.view);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { day, view, show };
}
