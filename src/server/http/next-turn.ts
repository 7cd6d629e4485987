/**
 * Resolves in a later turn of the event loop, after the I/O callbacks waiting now: a long piece
 * of main-thread work broken up with it lets other requests be answered in between.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Turns of the event loop for a long run of small steps of main-thread work: the function it
 * returns waits for the next turn once `budgetMs` have passed since the last, and otherwise not
 * at all. A step's cost is not known ahead: code the engine has not optimised yet (the first
 * large file a process reads) runs ten times slower than later, so steps are kept small and
 * the time they took decides when to let other requests in.
 */
export function turnsEvery(budgetMs: number): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}
