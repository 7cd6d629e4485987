/** How long to wait for frames that may never come: a hidden tab paints nothing. */
const NO_FRAME_MS = 200;

/**
 * Resolves once the browser has painted what the page was asked to show until now, so that work
 * which would hold back a frame comes after it. React renders a change in a task of its own,
 * which may run after the next frame: so the frame after that, whose requestAnimationFrame
 * callback runs before its style, layout and paint; a task queued from there runs after them.
 * Where no frame comes (a hidden tab pauses animation frames; a test's DOM has none), it
 * resolves after NO_FRAME_MS.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, NO_FRAME_MS);
    globalThis.requestAnimationFrame?.(() => requestAnimationFrame(() => setTimeout(resolve)));
  });
