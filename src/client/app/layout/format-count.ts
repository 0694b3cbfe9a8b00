/** SPEC 9 badge caps: the sidebar shows '99+', the header bell '9+'. */
export function formatCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
