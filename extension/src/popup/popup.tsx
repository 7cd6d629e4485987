import { useEffect, useState } from 'react';
import { DEFAULT_ADDRESS } from '../lib/address';
import { PENDING_MAX_AGE_MS } from '../lib/connect';
import { MESSAGES } from '../lib/messages';
import { readStored } from '../lib/storage';
import type { Stored } from '../lib/stored';
import { chooseTarget, type Target } from '../lib/target';
import { readTargetSource } from './browser';
import { ConnectView } from './connect-view';
import { SaveView } from './save-view';

/** Keys whose change switches the popup between connecting and saving. */
const WATCHED: ReadonlyArray<keyof Stored> = ['connection', 'pending'];

/**
 * The toolbar popup (and the context menu's window): connects this browser to a Vidshelf, or,
 * once connected, saves the current tab or the clicked link at once. It follows the stored
 * connection, so finishing the connect flow in connected.html (or disconnecting elsewhere)
 * shows here without reopening it.
 */
export function Popup() {
  const [stored, setStored] = useState<Stored | null>(null);
  /** The pairing code of a connect request open in a Vidshelf tab, waiting for approval. */
  const [pairingCode, setPairingCode] = useState<string | null>(null);
  /** What to save, read once: the tab or link the popup was opened for. */
  const [target, setTarget] = useState<Target | null | undefined>(undefined);
  /** Said once on the connect screen, e.g. after disconnecting. */
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void readStored().then((values) => {
        if (!live) return;
        setStored(values);
        const { pending } = values;
        const waiting =
          pending !== undefined && Date.now() - pending.createdAt < PENDING_MAX_AGE_MS;
        setPairingCode(waiting ? pending.code : null);
      });
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && WATCHED.some((key) => key in changes)) load();
    };
    load();
    void readTargetSource().then((source) => {
      if (live) setTarget(source && chooseTarget(source));
    });
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      live = false;
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, []);

  if (stored === null || target === undefined) return <p className="muted">{MESSAGES.loading}</p>;

  const { connection, pending } = stored;
  if (connection) {
    return (
      <SaveView
        // A new connection (connecting again) starts over: new collections, a new save.
        key={connection.token}
        connection={connection}
        target={target}
        lastCollectionId={stored.lastCollectionId}
        onDisconnected={setNotice}
      />
    );
  }
  return (
    <ConnectView
      initialAddress={pending?.baseUrl ?? stored.lastBaseUrl ?? DEFAULT_ADDRESS}
      pairingCode={pairingCode}
      notice={notice}
    />
  );
}
