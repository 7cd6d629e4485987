/** Resolves after `ms`; the spec's pauses (docs/product/limits.md) are awaited with it. */
export const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
