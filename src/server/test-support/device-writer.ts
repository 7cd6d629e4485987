import { VideoSchema, type Library } from '@shared/contracts/library';
import type { LibraryWrite } from './known-library';
import { sendWrite } from './library-writer';
import type { ApiRequest, TestResponse } from './test-app';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** What a reverse proxy answers when the process died with the request in flight. */
const BAD_GATEWAY = 502;

/**
 * One of several devices writing to one account at once, each adding YouTube links and dragging
 * only the videos it added itself, one write at a time. Other devices' videos interleave with
 * its own, but a drag writes only the dragged row, so the order of its own videos in each
 * collection is exactly what its acknowledged writes made it (an add goes first; a drop goes
 * right after the video named), whatever the others did meanwhile. A write answered 502 (its
 * process killed) is sent again until answered: a drop is the same drop twice, and an add done
 * the first time is answered 409 already_saved, naming the video.
 */
export class DeviceWriter {
  /** Its own videos in each collection, in the order its acknowledged writes made. */
  private readonly lists = new Map<string, string[]>();
  /** Writes answered 502 and sent again. */
  resent = 0;
  private sent = 0;

  constructor(
    /** Short, letters and digits: it is part of the YouTube ids this device saves. */
    readonly name: string,
    private readonly token: string,
    private readonly collectionIds: readonly string[],
  ) {}

  get videoIds(): string[] {
    return [...this.lists.values()].flat();
  }

  /** Sends its next write until answered, and keeps what the server acknowledged. */
  async writeOne(request: ApiRequest): Promise<void> {
    const write = this.nextWrite();
    let res = await sendWrite(request, this.token, write);
    let again = false;
    while (res.status === BAD_GATEWAY) {
      this.resent++;
      again = true;
      res = await sendWrite(request, this.token, write);
    }
    this.acknowledge(write, acknowledgedId(write, res, again));
  }

  /** Where `library` breaks the order of this device's own videos; empty when it keeps it. */
  orderProblems(library: Library): string[] {
    return [...this.lists].flatMap(([collectionId, expected]) => {
      const own = new Set(expected);
      const found = library.videos
        .filter((video) => video.categoryId === collectionId && own.has(video.id))
        .map((video) => video.id);
      const same = found.length === expected.length && found.every((id, i) => id === expected[i]);
      return same
        ? []
        : [`${this.name} in ${collectionId}: expected ${expected.join()}, found ${found.join()}`];
    });
  }

  private list(collectionId: string): string[] {
    const list = this.lists.get(collectionId) ?? [];
    this.lists.set(collectionId, list);
    return list;
  }

  private acknowledge(write: LibraryWrite, videoId: string): void {
    if (write.kind === 'add') return void this.list(write.collectionId).unshift(videoId);
    if (write.kind !== 'move') throw new Error(`a device sends no ${write.kind}`);
    for (const list of this.lists.values()) {
      const at = list.indexOf(videoId);
      if (at >= 0) list.splice(at, 1);
    }
    const target = this.list(write.collectionId);
    const after = write.afterId === null ? -1 : target.indexOf(write.afterId);
    target.splice(after + 1, 0, videoId);
  }

  /** An add when it has fewer than two videos, else an add or a drag of one of its own. */
  private nextWrite(): LibraryWrite {
    const n = ++this.sent;
    const own = this.videoIds;
    const collectionId = pick(this.collectionIds);
    if (own.length < 2 || Math.random() < 0.4) {
      const youtubeId = `${this.name}-${n}`.padEnd(11, '_');
      return { kind: 'add', url: `https://www.youtube.com/watch?v=${youtubeId}`, collectionId };
    }
    const videoId = pick(own);
    const neighbours = this.list(collectionId).filter((id) => id !== videoId);
    const afterId = neighbours.length === 0 || Math.random() < 0.3 ? null : pick(neighbours);
    return { kind: 'move', videoId, collectionId, afterId };
  }
}

/** The video a write's answer acknowledges; anything but a success (or a repeat's) is a failure. */
function acknowledgedId(write: LibraryWrite, res: TestResponse<any>, repeated: boolean): string {
  const alreadyDone =
    repeated &&
    write.kind === 'add' &&
    res.status === 409 &&
    res.body?.error?.code === 'already_saved';
  if (alreadyDone) return res.body.error.video.id as string;
  const video = VideoSchema.safeParse(res.body);
  if (res.status < 300 && video.success) return video.data.id;
  throw new Error(`${JSON.stringify(write)}: ${res.status} ${JSON.stringify(res.body)}`);
}
