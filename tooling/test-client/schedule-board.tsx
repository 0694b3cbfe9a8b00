import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ScheduleBoard } from '#client/features/schedule/components/schedule-board.tsx';
import { renderInPortal } from './render.tsx';
import { BOARD_DAY } from './schedule-handlers.ts';

/** /schedule's board on the board's fixture day, as the route shows it on a desktop. */
export function renderScheduleBoard(
  onOpenJob: (id: number) => void = () => {},
  query = `date=${BOARD_DAY}&view=day`,
) {
  return renderInPortal(
    <Routes>
      <Route path="/schedule" element={<ScheduleBoard onOpenJob={onOpenJob} />} />
    </Routes>,
    { path: `/schedule?${query}` },
  );
}

/** A technician's lane (or Unassigned) once the board has drawn it. */
export const laneOf = async (name: string) => screen.findByRole('region', { name });

/** The block of a visit by its job #, inside a lane. */
export const blockIn = (lane: HTMLElement, jobNumber: string) =>
  within(lane)
    .getAllByTestId('visit-block')
    .find((block) => block.textContent?.includes(`#${jobNumber}`)) as HTMLElement;
