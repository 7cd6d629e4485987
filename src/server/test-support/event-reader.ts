/** One Server-Sent Event as a client reads it; a comment line is `{ comment }`. */
export interface ReadEvent {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/**
 * Reads an event stream's body as it arrives, event by event, for tests and the bench: `next`
 * waits for the next event that `matches` (comments included), skipping others, and rejects
 * after `timeoutMs` or when the stream ends first. `closed` resolves when the server ends it.
 */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: ReadEvent[] = [];
  let waiter: (() => void) | undefined;
  let done = false;
  let buffer = '';
  const closed = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read().catch(() => ({ done: true, value: null }));
      if (ended || !value) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        queue.push(parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
      waiter?.();
    }
    done = true;
    waiter?.();
  })();

  async function next(
    matches: (event: ReadEvent) => boolean = (event) => event.comment === undefined,
    timeoutMs = 5_000,
  ): Promise<ReadEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(matches);
      if (index >= 0) {
        const [event] = queue.splice(0, index + 1).slice(-1);
        return event!;
      }
      queue.length = 0;
      if (done) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    next,
    /** Whether nothing that `matches` arrives within `ms`. */
    async quiet(ms: number, matches?: (event: ReadEvent) => boolean): Promise<boolean> {
      return next(matches, ms).then(
        () => false,
        () => true,
      );
    },
    closed,
    cancel: () => reader.cancel().catch(() => {}),
  };
}

function parse(block: string): ReadEvent {
  const event: ReadEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event' || field === 'id' || field === 'data') event[field] = value;
  }
  return event;
}

export type EventReader = ReturnType<typeof readEvents>;

/** Events of a kind: `library` for the library's changes, `ready`, `end`. */
export const named =
  (name: string) =>
  (event: ReadEvent): boolean =>
    event.event === name;
