/** How far a pull must go, and how the finger's travel is damped. */
export const PULL_THRESHOLD_PX = 60;
const PULL_DAMPING = 0.6;
export const MAX_PULL_PX = PULL_THRESHOLD_PX * 1.5;

export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing';

/**
 * How far the indicator moves for a finger dragged `dragPx` down: damped so the list feels
 * elastic, and capped so a long drag never pushes it off screen. Upward drags do not pull.
 */
export function pullDistance(dragPx: number): number {
  if (!(dragPx > 0)) return 0;
  return Math.min(dragPx * PULL_DAMPING, MAX_PULL_PX);
}

/** Releasing at this distance (damped, not the raw finger travel) refreshes. */
export function isPastThreshold(distance: number): boolean {
  return distance >= PULL_THRESHOLD_PX;
}

export function pullPhase(distance: number, refreshing: boolean): PullPhase {
  if (refreshing) return 'refreshing';
  if (distance <= 0) return 'idle';
  return isPastThreshold(distance) ? 'ready' : 'pulling';
}

export const PULL_PHASE_TEXT: Record<Exclude<PullPhase, 'idle'>, string> = {
  pulling: 'Pull to refresh',
  ready: 'Release to refresh',
  refreshing: 'Refreshing...',
};
