import { TryLaterError } from './app-error';
import { spooledBody } from './spooled-body';

/** What downloads may take (DOWNLOADS_PER_USER, DOWNLOAD_STALL_SECONDS, DOWNLOAD_SPOOL_MAX_MB). */
export interface DownloadLimits {
  /** Downloads one user may have under way at once (written or being read). */
  perUser: number;
  /** A reader that takes nothing for this long has its answer ended. */
  stallMs: number;
  /** The most all downloads' files may take together on disk. */
  spoolMaxBytes: number;
  /** Where the files are made: the system's temporary directory unless told. */
  directory?: string;
}

/** `Retry-After` of a refused download: most are read within seconds. */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 10;

export const tooManyDownloadsMessage = (perUser: number): string =>
  perUser === 1
    ? 'You already have a download under way (an export or an import report). Try again when it has finished.'
    : `You already have ${perUser} downloads under way (exports or import reports). Try again when one has finished.`;

export const SPOOL_FULL_MESSAGE =
  'The server has too many downloads under way. Please try again shortly.';

type Produce = Parameters<typeof spooledBody>[0];

/**
 * The files the server writes for a user to download, an export or an import report, spooled
 * first (spooled-body.ts) and held to limits (docs/decisions/0082-download-limits.md): at most
 * `perUser` under way per user (429 past it), a reader that takes nothing for `stallMs` cut off,
 * and all spooled files together at most `spoolMaxBytes` (503 for a download that would pass it,
 * before it starts or while it is written). Counted in this process's memory: what they guard,
 * files and descriptors, are this process's and this machine's.
 */
export function createDownloads({ perUser, stallMs, spoolMaxBytes, directory }: DownloadLimits) {
  const underWay = new Map<string, number>();
  /** The bytes all spooled files hold now. */
  let spooled = 0;

  const spoolFull = () =>
    new TryLaterError('server_busy', 503, SPOOL_FULL_MESSAGE, DOWNLOAD_RETRY_AFTER_SECONDS);

  return {
    /** A download of `userId`'s, written by `produce` (as spooledBody's), or why not now. */
    async body(userId: string, produce: Produce): Promise<ReadableStream<Uint8Array>> {
      const mine = underWay.get(userId) ?? 0;
      if (mine >= perUser) {
        throw new TryLaterError(
          'rate_limited',
          429,
          tooManyDownloadsMessage(perUser),
          DOWNLOAD_RETRY_AFTER_SECONDS,
        );
      }
      if (spooled >= spoolMaxBytes) throw spoolFull();
      underWay.set(userId, mine + 1);
      /** This file's bytes, as counted in `spooled`. */
      let size = 0;
      return spooledBody(produce, {
        stallMs,
        ...(directory === undefined ? {} : { directory }),
        resized: (bytes) => {
          if (spooled - size + bytes > spoolMaxBytes) throw spoolFull();
          spooled += bytes - size;
          size = bytes;
        },
        closed: () => {
          spooled -= size;
          size = 0;
          const left = (underWay.get(userId) ?? 1) - 1;
          if (left > 0) underWay.set(userId, left);
          else underWay.delete(userId);
        },
      });
    },
  };
}

export type Downloads = ReturnType<typeof createDownloads>;
