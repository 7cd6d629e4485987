/**
 * Resolves in a later turn of the event loop, after the I/O callbacks waiting now: a long piece
 * of main-thread work broken up with it lets other requests be answered in between.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
