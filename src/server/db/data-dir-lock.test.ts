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

  it('takes over an unreadable lock file', () => {
    fresh();
    writeFileSync(lockFile(), 'garbage');
    lockDataDir(dir).release();
  });
});
