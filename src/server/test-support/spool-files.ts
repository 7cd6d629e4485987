import { readdir, readlink } from 'node:fs/promises';

/**
 * This process's open spooled files (unlinked, so only /proc still sees them): all of them, or
 * those made in `directory`.
 */
export async function openSpoolFiles(directory = ''): Promise<number> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter(
    (target) => target.startsWith(directory) && target.includes('vidshelf-spool-'),
  ).length;
}
