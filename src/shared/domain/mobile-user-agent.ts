/** The user agents `/` sends to the minimal mobile page instead of /tasks. */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}
