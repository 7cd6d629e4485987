/**
 * Off the critical path: `task` runs when the page is idle (within a few seconds), told how long
 * the idle period has left where the browser says so.
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}
