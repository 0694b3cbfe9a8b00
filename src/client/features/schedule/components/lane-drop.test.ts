import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { laneHitOf } from '../drop-placement.ts';
import type { LaneTarget } from './board-drag.tsx';
import { laneCollisions } from './lane-drop.tsx';

// Three lanes of 184 px from x = 100; their headers from y = 50 and bodies from y = 102 to 822.
// The lanes are seen between x = 60 and 500 (the rest is scrolled aside, under the tray).
const LANES: LaneTarget[] = [
  { technicianId: null, day: '2026-12-01', name: 'Unassigned' },
  { technicianId: 7, day: '2026-12-01', name: 'Carlos Mendez' },
  { technicianId: 8, day: '2026-12-01', name: 'Dana Brooks' },
];
const ROW: ClientRect = { left: 100, top: 50, width: 552, height: 772, right: 652, bottom: 822 };
const SEEN = { left: 60, top: 0, right: 500, bottom: 900 };

let viewport: HTMLElement | null = null;

function lanesRow(): DroppableContainer {
  viewport = document.createElement('div');
  viewport.setAttribute('data-lanes-viewport', '');
  viewport.getBoundingClientRect = () =>
    ({ ...SEEN, x: SEEN.left, y: SEEN.top, width: 440, height: 900 }) as DOMRect;
  const row = document.createElement('div');
  viewport.append(row);
  document.body.append(viewport);
  return {
    id: 'lanes',
    key: 'lanes',
    data: { current: { lanes: LANES } },
    disabled: false,
    node: { current: row },
    rect: { current: null },
  };
}

type Args = Parameters<CollisionDetection>[0];

function laneAt(pointer: { x: number; y: number } | null, block?: Partial<ClientRect>) {
  const row = lanesRow();
  const args = {
    active: {} as Args['active'],
    collisionRect: { left: 0, top: 0, width: 176, height: 72, right: 176, bottom: 72, ...block },
    droppableRects: new Map([['lanes', ROW]]),
    droppableContainers: [row],
    pointerCoordinates: pointer,
  } as Args;
  const hit = laneHitOf(laneCollisions(args));
  return hit && { lane: hit.lane.name, index: hit.index, bodyTop: hit.bodyTop };
}

afterEach(() => viewport?.remove());

describe('the lane under a drag', () => {
  it('is the lane under the pointer, below the headers, with where its body begins', () => {
    expect(laneAt({ x: 120, y: 400 })).toEqual({ lane: 'Unassigned', index: 0, bodyTop: 102 });
    expect(laneAt({ x: 284, y: 102 })).toEqual({ lane: 'Carlos Mendez', index: 1, bodyTop: 102 });
    expect(laneAt({ x: 468, y: 822 })).toMatchObject({ lane: 'Dana Brooks' });
  });

  it('is none over a header, outside the lanes, or where they are scrolled out of sight', () => {
    expect(laneAt({ x: 284, y: 80 })).toBeNull();
    expect(laneAt({ x: 90, y: 400 })).toBeNull();
    expect(laneAt({ x: 284, y: 830 })).toBeNull();
    // Dana's lane reaches to 652, but past 500 it lies under the tray.
    expect(laneAt({ x: 560, y: 400 })).toBeNull();
  });

  it('is, on the keyboard, the lane the block overlaps most: the one its middle is in', () => {
    expect(laneAt(null, { left: 290, right: 466, top: 300, bottom: 372 })).toMatchObject({
      lane: 'Carlos Mendez',
    });
    // Moved a lane past the last: still overlapping it, so still the last lane.
    expect(laneAt(null, { left: 600, right: 776, top: 300, bottom: 372 })).toMatchObject({
      lane: 'Dana Brooks',
    });
    expect(laneAt(null, { left: 700, right: 876, top: 300, bottom: 372 })).toBeNull();
  });
});
