import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'vidshelf-lock-')));
const lockFile = () => join(dir, 'vidshelf.lock');

describe('lockDataDir', () => {
  it('records this process and removes the file on release', () => {
    const lock = lockDataDir(fresh());
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('creates the directory when it does not exist yet', () => {
    fresh();
    const nested = join(dir, 'a', 'b');
    lockDataDir(nested).release();
    expect(existsSync(nested)).toBe(true);
  });

  it('refuses a directory held by a live process, leaving its lock alone', () => {
    fresh();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFile(), `${holder.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        `is in use by another Vidshelf process (pid ${holder.pid})`,
      );
      expect(readFileSync(lockFile(), 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    fresh();
    const dead = spawnSync('true').pid;
    writeFileSync(lockFile(), `${dead}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose holder was killed and is not yet reaped (a zombie)',
    async () => {
      fresh();
      // `sleep 0` exits at once; its parent becomes `sleep 30` (exec), which never reaps it.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30']);
      try {
        const zombie = await new Promise<number>((resolve) =>
          parent.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim()))),
        );
        await until(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').includes(') Z '));
        writeFileSync(lockFile(), `${zombie}\n`);
        const lock = lockDataDir(dir);
        expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
        lock.release();
      } finally {
        parent.kill();
      }
    },
  );

  it('takes over an unreadable lock file', () => {
    fresh();
    writeFileSync(lockFile(), 'garbage');
    lockDataDir(dir).release();
  });
});

/** Polls `check` until it holds (a process's state changes asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
