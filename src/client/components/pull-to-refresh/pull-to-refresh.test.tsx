import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isPastThreshold, MAX_PULL_PX, PULL_THRESHOLD_PX, pullDistance, pullPhase } from './pull-distance.ts';
import { PullToRefresh } from './pull-to-refresh.tsx';

describe('pull-to-refresh maths (threshold 60, damping 0.6, max 1.5 x threshold)', () => {
  it('damps the finger travel by 0.6', () => {
    expect(pullDistance(50)).toBe(30);
    expect(pullDistance(100)).toBe(60);
  });

  it('caps the pull at 90 px however far the finger goes', () => {
    expect(MAX_PULL_PX).toBe(90);
    expect(pullDistance(150)).toBe(90);
    expect(pullDistance(10_000)).toBe(90);
  });

  it('ignores upward and missing drags', () => {
    expect(pullDistance(-40)).toBe(0);
    expect(pullDistance(0)).toBe(0);
    expect(pullDistance(Number.NaN)).toBe(0);
  });

  it('refreshes from 60 px of damped pull, i.e. 100 px of finger travel', () => {
    expect(PULL_THRESHOLD_PX).toBe(60);
    expect(isPastThreshold(pullDistance(99))).toBe(false);
    expect(isPastThreshold(pullDistance(100))).toBe(true);
  });

  it('names the phases', () => {
    expect(pullPhase(0, false)).toBe('idle');
    expect(pullPhase(30, false)).toBe('pulling');
    expect(pullPhase(60, false)).toBe('ready');
    expect(pullPhase(0, true)).toBe('refreshing');
  });
});

function renderPullable(atTop: () => boolean) {
  const onRefresh = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  render(
    <PullToRefresh onRefresh={onRefresh} isAtTop={atTop}>
      <p>List content</p>
    </PullToRefresh>,
  );
  const surface = screen.getByText('List content');
  // fireEvent, not user-event: a finger's touchstart/touchmove/touchend (with clientY) is a touch
  // gesture user-event cannot produce; its pointer API sends pointer and mouse events only.
  const drag = (fromY: number, toY: number) => {
    fireEvent.touchStart(surface, { touches: [{ clientY: fromY }] });
    fireEvent.touchMove(surface, { touches: [{ clientY: toY }] });
  };
  return { onRefresh, surface, drag };
}

describe('PullToRefresh', () => {
  it('says Pull, then Release, then Refreshing..., and refreshes once on release past the threshold', async () => {
    const { onRefresh, surface, drag } = renderPullable(() => true);
    drag(100, 150);
    expect(screen.getByRole('status').textContent).toBe('Pull to refresh');
    fireEvent.touchMove(surface, { touches: [{ clientY: 220 }] });
    expect(screen.getByRole('status').textContent).toBe('Release to refresh');
    fireEvent.touchEnd(surface, { touches: [] });
    expect(await screen.findByText('Refreshing...')).toBeTruthy();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does nothing on release short of the threshold', async () => {
    const { onRefresh, surface, drag } = renderPullable(() => true);
    drag(100, 190); // 90 px of finger is 54 px of pull
    fireEvent.touchEnd(surface, { touches: [] });
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is an ordinary scroll when the drag starts mid-list', async () => {
    const { onRefresh, surface, drag } = renderPullable(() => false);
    drag(100, 400);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.touchEnd(surface, { touches: [] });
    await act(async () => {});
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
