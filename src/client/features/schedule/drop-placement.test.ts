import type { Active } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardVisit, TRAY } from '#tooling/test-client/schedule-handlers.ts';
import { type LaneHit, placementOfDrag } from './drop-placement.ts';

const ZONE = 'America/Chicago';
// The grid starts at 7:00; a lane's body starts 100 px down the page.
const GRID = { startMinute: 7 * 60, endMinute: 17 * 60 };
const LANE_TOP = 100;

const active = (data: object, top: number) =>
  ({
    id: 'x',
    data: { current: data },
    rect: { current: { initial: null, translated: { top } } },
  }) as unknown as Active;
const lane = (technicianId: number | null, name: string): LaneHit => ({
  lane: { technicianId, day: '2026-12-01', name },
  index: 0,
  bodyTop: LANE_TOP,
});

const iso = (placement: ReturnType<typeof placementOfDrag>) =>
  placement && {
    kind: placement.kind,
    startsAt: placement.startsAt.toISOString(),
    endsAt: placement.endsAt.toISOString(),
    windowStart: placement.windowStart.toISOString(),
    windowEnd: placement.windowEnd.toISOString(),
    leadId: placement.leadId,
  };

describe('placementOfDrag', () => {
  it('books a tray job where its top edge lands, snapped to a quarter hour, for two hours', () => {
    const item = TRAY.readyToReturn[0] as (typeof TRAY.readyToReturn)[0];
    // 2 h 5 min below 7:00 (150 px at 1.2 px a minute) snaps to 9:00 in Chicago, 15:00 UTC.
    const placement = placementOfDrag(
      active({ type: 'tray', item }, LANE_TOP + 150),
      lane(8, 'Dana Brooks'),
      0,
      GRID,
      ZONE,
    );
    expect(iso(placement)).toEqual({
      kind: 'create',
      startsAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T17:00:00.000Z',
      windowStart: '2026-12-01T15:00:00.000Z',
      windowEnd: '2026-12-01T17:00:00.000Z',
      leadId: 8,
    });
  });

  it('moves a visit to another lane and time, its window moving with it', () => {
    const visit = boardVisit(1, '14:00', '16:00');
    const placement = placementOfDrag(
      active({ type: 'visit', visit }, LANE_TOP + 3 * 72),
      lane(9, 'Eli Park'),
      0,
      GRID,
      ZONE,
    );
    expect(iso(placement)).toEqual({
      kind: 'move',
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T18:00:00.000Z',
      windowStart: '2026-12-01T16:00:00.000Z',
      windowEnd: '2026-12-01T18:00:00.000Z',
      leadId: 9,
    });
  });

  it('answers nothing for a visit dropped where it was, or for a drop outside every lane', () => {
    const visit = boardVisit(1, '14:00', '16:00');
    expect(
      placementOfDrag(
        active({ type: 'visit', visit }, LANE_TOP + 72),
        lane(7, 'Carlos Mendez'),
        0,
        GRID,
        ZONE,
      ),
    ).toBeNull();
    expect(placementOfDrag(active({ type: 'visit', visit }, LANE_TOP + 72), null, 0, GRID, ZONE)).toBeNull();
  });

  it('moves only the end of a visit whose bottom edge is dragged, never below a quarter hour', () => {
    const visit = boardVisit(1, '14:00', '16:00');
    const longer = placementOfDrag(active({ type: 'resize', visit }, 0), null, 36, GRID, ZONE);
    expect(iso(longer)).toMatchObject({
      kind: 'resize',
      startsAt: '2026-12-01T14:00:00.000Z',
      endsAt: '2026-12-01T16:30:00.000Z',
      leadId: 7,
    });
    const shortest = placementOfDrag(active({ type: 'resize', visit }, 0), null, -1000, GRID, ZONE);
    expect(iso(shortest)?.endsAt).toBe('2026-12-01T14:15:00.000Z');
  });
});
