/**
 * The badge caps, given as the catalogue writes them ('99+' for the sidebar, '9+' for the bell):
 * a count above the cap's number shows the cap itself.
 */
export function formatCount(count: number, cap: string): string {
  return count > Number.parseInt(cap, 10) ? cap : String(count);
}
