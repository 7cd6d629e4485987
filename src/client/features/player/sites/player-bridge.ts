/**
 * What the in-app player hears from a site's embedded player, whatever the site
 * (docs/product/watching.md#player): the player is ready, where it is, what it is doing, its speed.
 */
export type PlayerEvent =
  | { type: 'ready' }
  | { type: 'time'; seconds: number; duration: number | null }
  | { type: 'state'; state: 'playing' | 'paused' | 'ended' }
  | { type: 'speed'; speed: number }
  | { type: 'error' };

/** What the in-app player can ask of it. Asked before the player is ready, it waits. */
export interface PlayerControl {
  seek(seconds: number): void;
  setSpeed(speed: number): void;
  play(): void;
  pause(): void;
  /** Stops listening; the frame itself goes with the dialog. */
  disconnect(): void;
}

/**
 * Talks to one player frame: messages go to its window at `origin` (the configured player's
 * origin) only, and messages are heard only from that window at that origin, so another frame
 * or page can neither read the player nor pose as it.
 */
export interface FrameLink {
  frame: HTMLIFrameElement;
  origin: string;
  onEvent(event: PlayerEvent): void;
}

/** Listens to the frame's messages; returns the way to stop. */
export function listenToFrame(
  { frame, origin }: FrameLink,
  onMessage: (data: unknown) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    onMessage(typeof event.data === 'string' ? parseJson(event.data) : event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Not a player message.
  }
}

/** A finite, non-negative number of seconds, or undefined. */
export function secondsOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Sends to the frame's window, at the player's origin only. */
export function postTo({ frame, origin }: FrameLink, message: unknown, asText: boolean): void {
  frame.contentWindow?.postMessage(asText ? JSON.stringify(message) : message, origin);
}
