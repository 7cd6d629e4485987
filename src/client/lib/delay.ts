/** Resolves after `ms`; the spec's pauses (SPEC §9) are awaited with it. */
export const delay = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
