import { useId, useState, type MouseEvent } from 'react';
import { MESSAGES } from '../lib/messages';
import { isAlert, openInVidshelfUrl, outcomeMessage, type Outcome } from '../lib/outcome';
import type { Connection } from '../lib/stored';
import type { Target } from '../lib/target';
import { connectAgain, disconnect, openTab } from './browser';
import type { Busy } from './save-flow';
import { useSave } from './use-save';

interface Props {
  connection: Connection;
  target: Target | null;
  lastCollectionId: string | undefined;
  onDisconnected(notice: string): void;
}

function busyText(busy: Busy): string {
  switch (busy.kind) {
    case 'loading':
      return MESSAGES.loading;
    case 'saving':
      return MESSAGES.saving;
    case 'moving':
      return MESSAGES.moving(busy.to);
  }
}

/** A link to a Vidshelf page, opened as a tab of the browser rather than inside the popup. */
function TabLink({ href, children }: { href: string; children: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    openTab(href);
  }
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/** Connected: what is being saved, where to, and how it went. */
export function SaveView({ connection, target, lastCollectionId, onDisconnected }: Props) {
  const flow = useSave(connection, target, lastCollectionId);
  const [leaving, setLeaving] = useState(false);
  const selectId = useId();
  const { busy, outcome } = flow;
  const status = busy
    ? busyText(busy)
    : outcome && !isAlert(outcome)
      ? outcomeMessage(outcome)
      : '';
  const alert = !busy && outcome && isAlert(outcome) ? outcomeMessage(outcome) : '';

  async function onDisconnect() {
    setLeaving(true);
    const { revoked } = await disconnect(connection);
    onDisconnected(
      revoked ? MESSAGES.disconnected : MESSAGES.disconnectedNotRevoked(connection.baseUrl),
    );
  }

  return (
    <>
      <h1>{MESSAGES.saveHeading}</h1>
      {target && (
        <div className="target">
          <p className="title">{target.title ?? target.url}</p>
          {target.title && <p className="muted">{target.url}</p>}
        </div>
      )}
      {flow.collections && flow.collections.length > 0 && (
        <div>
          <label htmlFor={selectId}>{MESSAGES.collectionLabel}</label>
          <select
            id={selectId}
            value={flow.selectedId}
            disabled={busy !== null}
            onChange={(event) => flow.choose(event.target.value)}
          >
            {flow.collections.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p role="status">{status}</p>
      <p role="alert">{alert}</p>
      {!busy && outcome && (
        <OutcomeActions
          outcome={outcome}
          connection={connection}
          retry={flow.retry}
          onSaveAgain={flow.saveAgain}
        />
      )}
      <footer>
        <p className="muted">
          {MESSAGES.connectedAs(new URL(connection.baseUrl).host, connection.email)}
        </p>
        <button type="button" disabled={leaving} onClick={() => void onDisconnect()}>
          {MESSAGES.disconnect}
        </button>
      </footer>
    </>
  );
}

function OutcomeActions({
  outcome,
  connection,
  retry,
  onSaveAgain,
}: {
  outcome: Outcome;
  connection: Connection;
  retry: (() => void) | null;
  onSaveAgain(): void;
}) {
  const actions = (() => {
    switch (outcome.kind) {
      case 'already':
        return (
          <>
            <TabLink href={openInVidshelfUrl(connection.baseUrl, outcome.videoId)}>
              {MESSAGES.openInVidshelf}
            </TabLink>
            <button type="button" onClick={onSaveAgain}>
              {MESSAGES.saveAgain}
            </button>
          </>
        );
      case 'limit':
        return <TabLink href={outcome.upgradeUrl}>{MESSAGES.upgrade}</TabLink>;
      case 'not-connected':
        return (
          <button type="button" className="primary" onClick={() => void connectAgain(connection)}>
            {MESSAGES.connectAgain}
          </button>
        );
      default:
        return retry ? (
          <button type="button" onClick={retry}>
            {MESSAGES.tryAgain}
          </button>
        ) : null;
    }
  })();
  return actions && <div className="actions">{actions}</div>;
}
