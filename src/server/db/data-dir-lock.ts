import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** Raised when another live process holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Vidshelf process (pid ${pid}); stop it first, or use another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'vidshelf.lock';

/**
 * True when `pid` names a process that can still write. A process killed a moment ago stays a
 * zombie until its parent reaps it, and a signal-0 probe still finds it: on Linux its state in
 * /proc says so (Z, or X while being removed), so a restart right after a crash is not refused.
 * Without /proc (macOS) the probe is all there is.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombieOrGone(pid);
}

function isZombieOrGone(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // Gone since the probe, if this system has /proc at all.
    return existsSync('/proc/self/stat');
  }
  // "pid (command) state ...": the command may hold spaces and parentheses, so read after the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
  return state === 'Z' || state === 'X';
}

/** The pid a lock file names, if it names one. */
function holderOf(content: string): number | undefined {
  const pid = Number.parseInt(content.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes `content` beside `path`, then hands the whole file to `place`: a lock file is never
 * seen empty or half written (a reader would take it for a dead holder's).
 */
function withWrittenFile<T>(path: string, content: string, place: (written: string) => T): T {
  const written = `${path}.${process.pid}-${randomBytes(6).toString('hex')}`;
  writeFileSync(written, content, { flag: 'wx' });
  try {
    return place(written);
  } finally {
    rmSync(written, { force: true });
  }
}

/** Creates `path` holding `content`, unless it exists: a hard link fails then, atomically. */
function create(path: string, content: string): boolean {
  return withWrittenFile(path, content, (written) => {
    try {
      linkSync(written, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  });
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** How often a contender looks again while another process takes a stale lock over. */
const ATTEMPTS = 200;
const ATTEMPT_PAUSE_MS = 5;

/**
 * Makes `path` hold `content` (this process's pid) unless a live process holds it: answers
 * that process's pid then. A file left by a dead process is replaced, but only by the one
 * contender that first claims the right to replace that very file, which is `path` plus its
 * content's digest, taken by this same function; that claim may be stale in turn (its taker
 * died half-way) and is then taken over one level down. The claim is held while the file is
 * read again and swapped by a rename, so two processes that both found the file stale can
 * never both take it (decision 0004).
 */
function claim(path: string, content: string): number | undefined {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(path, content)) return undefined;
    const held = readIfExists(path);
    if (held === undefined) continue; // released meanwhile
    const holder = holderOf(held);
    // After a restart in a fresh PID namespace (a container) our own pid may be the one recorded.
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) return holder;
    const right = `${path}.${createHash('sha256').update(held).digest('hex').slice(0, 16)}`;
    if (claim(right, content) === undefined) {
      try {
        if (readIfExists(path) === held) {
          withWrittenFile(path, content, (written) => renameSync(written, path));
          return undefined;
        }
      } finally {
        rmSync(right, { force: true });
      }
    } else {
      // Another process is taking it over: look again once it has.
      sleep(ATTEMPT_PAUSE_MS);
    }
  }
  throw new Error(`Could not lock ${path}.`);
}

/**
 * Takes the directory for this process. PGlite serves one process per data directory and two
 * processes opening it corrupt it (pglite #327), so a second server or CLI must stop before it
 * touches anything. The lock file holds the owner's pid; a file left by a process that died
 * (SIGKILL, power loss) is taken over, which a stale-by-age lock could not do at once.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  const holder = claim(path, mine);
  if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readIfExists(path) === mine) rmSync(path, { force: true });
    },
  };
}
