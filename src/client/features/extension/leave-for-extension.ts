/**
 * Leaves Vidshelf for the extension's own page, replacing this one in the history (Back should
 * not come back to a spent connect link). Alone in its module: the one way out of the app.
 */
export function leaveForExtension(url: string): void {
  window.location.replace(url);
}
