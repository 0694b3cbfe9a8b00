/** Whether this tab hears live updates now (its own stream or another tab's): the bell polls only while not. */
let up = false;
const listeners = new Set<() => void>();

export function liveUpdatesUp(): boolean {
  return up;
}

export function setLiveUpdatesUp(value: boolean): void {
  if (value === up) return;
  up = value;
  for (const listener of listeners) listener();
}

export function onLiveUpdatesStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
