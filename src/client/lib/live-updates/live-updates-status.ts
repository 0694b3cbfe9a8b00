/** Whether this tab hears live updates now (its own stream or another tab's): the bell polls only while not. */
let up = false;

export function liveUpdatesUp(): boolean {
  return up;
}

export function setLiveUpdatesUp(value: boolean): void {
  up = value;
}
