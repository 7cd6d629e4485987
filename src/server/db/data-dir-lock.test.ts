import { createHash } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, SPAWN_TEST_TIMEOUT_MS } from '../test-support/server-process';
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

  it('takes over a stale lock whose last taker died half-way, leaving its claim', () => {
    fresh();
    const stale = `${spawnSync('true').pid}\n`;
    writeFileSync(lockFile(), stale);
    const claim = `${lockFile()}.${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
    writeFileSync(claim, `${spawnSync('true').pid}\n`);
    const lock = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['vidshelf.lock']);
    expect(readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    fresh();
    writeFileSync(lockFile(), 'garbage');
    lockDataDir(dir).release();
  });
});

describe('lockDataDir, two processes at once against a stale lock', () => {
  const ROUNDS = 40;

  it(
    `lets exactly one of them take it over, every time (${ROUNDS} rounds)`,
    async () => {
      fresh();
      const contenders = [contender(), contender()];
      try {
        await Promise.all(contenders.map((c) => c.next()));
        for (let round = 0; round < ROUNDS; round++) {
          writeFileSync(lockFile(), `${spawnSync('true').pid}\n`);
          const at = Date.now() + 50;
          const answers = await Promise.all(contenders.map((c) => c.ask({ lock: dir, at })));
          expect([...answers].sort(), `round ${round}`).toEqual(['refused', 'won']);
          const winner = contenders[answers.indexOf('won')];
          expect(Number(readFileSync(lockFile(), 'utf8'))).toBe(winner?.pid);
          await winner?.ask('release');
          // Nothing is left behind: no takeover claim, no half-written file.
          expect(readdirSync(dir)).toEqual([]);
        }
      } finally {
        for (const c of contenders) c.kill();
      }
    },
    SPAWN_TEST_TIMEOUT_MS,
  );
});

/** A process of its own that takes the lock when asked (test-support/lock-contender.ts). */
function contender() {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './scripts/register-tsx.mjs', 'src/server/test-support/lock-contender.ts'],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const next = () => new Promise<string>((resolve) => child.once('message', resolve));
  return {
    pid: child.pid,
    next,
    ask(command: unknown) {
      const answer = next();
      child.send(command as object);
      return answer;
    },
    kill: () => child.kill(),
  };
}

/** Polls `check` until it holds (a process's state changes asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
