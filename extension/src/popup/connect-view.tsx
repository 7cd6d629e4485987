import { useId, useState, type FormEvent } from 'react';
import { normaliseAddress } from '../lib/address';
import { MESSAGES } from '../lib/messages';
import { startConnecting } from './browser';

interface Props {
  /** The address last used (or being connected to), else http://localhost:3000. */
  initialAddress: string;
  /**
   * The pairing code of the connect request open in a Vidshelf tab, waiting for the user's
   * approval; null when none is.
   */
  pairingCode: string | null;
  notice: string | null;
}

/** Not connected: the Vidshelf address and Connect, which opens Vidshelf to approve this browser. */
export function ConnectView({ initialAddress, pairingCode, notice }: Props) {
  const [address, setAddress] = useState(initialAddress);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = normaliseAddress(address);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setAddress(check.baseUrl);
    setOpening(true);
    try {
      await startConnecting(check.baseUrl);
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <h1>{MESSAGES.connectHeading}</h1>
      {notice && <p role="status">{notice}</p>}
      <p>{MESSAGES.connectIntro}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={inputId}>{MESSAGES.addressLabel}</label>
        <div className="actions">
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : errorId}
          />
          <button type="submit" className="primary" disabled={opening}>
            {MESSAGES.connect}
          </button>
        </div>
        <p id={errorId} role="alert">
          {error}
        </p>
      </form>
      {pairingCode !== null && (
        <div className="pairing">
          <p className="muted">{MESSAGES.waitingForApproval}</p>
          <p>
            {MESSAGES.pairingCode} <strong className="code">{pairingCode}</strong>
          </p>
          <p className="muted">{MESSAGES.pairingCodeHint}</p>
        </div>
      )}
    </>
  );
}
