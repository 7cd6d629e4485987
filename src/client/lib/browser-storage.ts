/**
 * Empties local and session storage: the last resort of a failed sign-out (docs/product/states.md),
 * so no token outlives the user's wish to leave. Storage that cannot be reached has nothing to
 * clear.
 */
export function clearBrowserStorage(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[area].clear();
    } catch {
      // Blocked storage: nothing was kept there.
    }
  }
}
