/**
 * SPEC 2: the error screen's 'Login Again' and 'Force Refresh' both reload the page. One function,
 * so tests can stand in for a reload jsdom cannot do.
 */
export function reloadPage(): void {
  window.location.reload();
}
