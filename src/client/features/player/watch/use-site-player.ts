import { useEffect, useRef, useState } from 'react';
import { PLAYER_READY_TIMEOUT_MS } from '@shared/constants';
import type { Embed } from '@shared/embed';
import { connectPlayer } from '../sites/connect-player';
import type { PlayerControl, PlayerEvent } from '../sites/player-bridge';

/**
 * Connects to the player frame once it is in the page, before it loads, so that its first
 * message is heard (one frame per mount: a new video or start is a new PlayingFrame). `reporting` is null while the player has not spoken, true once it said it
 * is ready, false when it stayed silent for PLAYER_READY_TIMEOUT_MS (an embed that failed, a
 * player without the API): then resume is not available (docs/product/watching.md#player).
 */
export function useSitePlayer(
  provider: Embed['provider'] | undefined,
  src: string | undefined,
  onEvent: (event: PlayerEvent, control: PlayerControl) => void,
) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [reporting, setReporting] = useState<boolean | null>(null);
  const control = useRef<PlayerControl | null>(null);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });

  useEffect(() => {
    if (!frame || !provider || !src) return;
    const connected: PlayerControl = connectPlayer(provider, {
      frame,
      origin: new URL(src).origin,
      onEvent: (event) => {
        if (event.type === 'ready') setReporting(true);
        latest.current(event, connected);
      },
    });
    control.current = connected;
    const silent = setTimeout(
      () => setReporting((now) => (now === null ? false : now)),
      PLAYER_READY_TIMEOUT_MS,
    );
    return () => {
      clearTimeout(silent);
      connected.disconnect();
      control.current = null;
    };
  }, [frame, provider, src]);

  return { frameRef: setFrame, control, reporting };
}
