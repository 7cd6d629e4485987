/** Off the critical path: `task` runs when the page is idle (within a few seconds). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}
