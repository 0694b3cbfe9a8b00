/**
 * The error screen's 'Login Again' and 'Force Refresh' both reload the page. One method on
 * an object, so a test can spy on it in place of a reload jsdom cannot do (the client tests share
 * modules between files, where replacing a whole module would not reach an importer loaded earlier).
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
