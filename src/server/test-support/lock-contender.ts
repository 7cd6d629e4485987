import { DataDirInUseError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';

// A process that takes a data directory's lock when told to (data-dir-lock.test.ts): several
// of them started together race for one lock, as two servers started at once would.

type Command = { lock: string; at: number } | 'release';

let held: DataDirLock | undefined;

process.on('message', (command: Command) => {
  if (command === 'release') {
    held?.release();
    held = undefined;
    process.send?.('released');
    return;
  }
  // Every contender waits for the same instant, then goes at once.
  while (Date.now() < command.at);
  try {
    held = lockDataDir(command.lock);
    process.send?.('won');
  } catch (error) {
    process.send?.(error instanceof DataDirInUseError ? 'refused' : `failed: ${String(error)}`);
  }
});
process.send?.('ready');
