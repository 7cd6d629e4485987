import { CollectionSchema, VideoSchema } from '@shared/contracts/library';
import { FREE_VIDEO_LIMIT } from '@shared/constants';
import { KnownLibrary, type LibraryWrite } from './known-library';
import { fetchLibrary } from './library-fixtures';
import type { ApiRequest } from './test-app';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One signed-in client sending writes back to back, each once its previous one was answered,
 * and keeping what the server acknowledged. Because it waits for each answer, at most one of its
 * writes is unanswered when the server dies: whether that one happened is the server's secret.
 */
export class LibraryWriter {
  /** The write in flight when the connection died; it may have happened or not. */
  unanswered: LibraryWrite | undefined;
  /** Answers other than a success with the video or collection: none are expected. */
  readonly refusals: string[] = [];
  private stopped = false;
  private sent = 0;

  constructor(
    readonly name: string,
    readonly user: { id: string; token: string },
    public known: KnownLibrary,
  ) {}

  /** Sends writes until stop() or until one goes unanswered (or is refused). */
  async run(request: ApiRequest, onAcknowledged: () => void): Promise<void> {
    this.stopped = false;
    this.unanswered = undefined;
    while (!this.stopped) {
      const write = this.nextWrite();
      let res;
      try {
        res = await sendWrite(request, this.user.token, write);
      } catch {
        // No answer, or one cut short: the client cannot tell whether the write happened.
        this.unanswered = write;
        return;
      }
      const result = (write.kind === 'rename' ? CollectionSchema : VideoSchema).safeParse(res.body);
      if (res.status >= 300 || !result.success) {
        this.refusals.push(`${JSON.stringify(write)}: ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      this.known.acknowledge(write, result.data);
      onAcknowledged();
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /** Starts again from what the server holds now (after checking it against `known`). */
  resync(request: ApiRequest): Promise<void> {
    return fetchLibrary(request, this.user.token).then((library) => {
      this.known = new KnownLibrary(library);
      this.unanswered = undefined;
    });
  }

  /** Mostly adds and drops, some renames; links stay under the free plan's limit. */
  private nextWrite(): LibraryWrite {
    const n = ++this.sent;
    const collections = this.known.collectionList;
    const videos = this.known.videoList;
    const roll = Math.random();
    if (videos.length === 0 || (roll < 0.4 && videos.length < FREE_VIDEO_LIMIT - 10)) {
      // A distinct, non-YouTube link: nothing to look up, and recognisable if it was saved.
      const url = `https://example.com/${this.name}/${n}`;
      return { kind: 'add', url, collectionId: pick(collections).id };
    }
    const renamable = collections.filter((c) => !c.isDefault);
    if (roll < 0.85 || renamable.length === 0) {
      const video = pick(videos);
      const collectionId = pick(collections).id;
      const neighbours = this.known.videosIn(collectionId).filter((v) => v.id !== video.id);
      const after = Math.random() < 0.3 || neighbours.length === 0 ? null : pick(neighbours);
      return {
        kind: 'move',
        videoId: video.id,
        collectionId: collectionId,
        afterId: after?.id ?? null,
      };
    }
    return { kind: 'rename', collectionId: pick(renamable).id, name: `${this.name} list ${n}` };
  }
}

/** Sends one write as the web app does. */
export function sendWrite(request: ApiRequest, token: string, write: LibraryWrite) {
  switch (write.kind) {
    case 'add':
      return request('POST', '/api/videos', {
        token,
        body: { url: write.url, categoryId: write.collectionId },
      });
    case 'move':
      return request('POST', `/api/videos/${write.videoId}/move`, {
        token,
        body: { categoryId: write.collectionId, afterId: write.afterId },
      });
    case 'rename':
      return request('PATCH', `/api/categories/${write.collectionId}`, {
        token,
        body: { name: write.name },
      });
  }
}
