// What the extension keeps in chrome.storage.local (its own, per profile): the names and shapes
// only, so that the browser tests can read and seed them too.

/** A connection to one Vidshelf: its origin, the API token made for this browser, whose it is. */
export interface Connection {
  baseUrl: string;
  token: string;
  email: string;
}

/** Step 1 of the connect flow, waiting for connected.html (step 3). */
export interface PendingConnection {
  baseUrl: string;
  /** Random, 32 hex characters: connected.html accepts only the answer that carries it. */
  state: string;
  /**
   * The pairing code the popup shows while it waits; the connect page shows it too for the
   * person to match, and hands it back with the token.
   */
  code: string;
  /** Date.now() when the Vidshelf tab was opened. */
  createdAt: number;
}

export interface Stored {
  connection?: Connection;
  pending?: PendingConnection;
  /** The collection the user last chose in the popup; the next save goes there. */
  lastCollectionId?: string;
  /** The address last connected to, offered again after disconnecting. */
  lastBaseUrl?: string;
}
