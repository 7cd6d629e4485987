import { acceptConnection } from '../lib/connect';
import { MESSAGES } from '../lib/messages';
import { forgetStored, readStored, writeStored } from '../lib/storage';
import '../styles.css';

// connected.html, step 3 of the connect flow: Vidshelf's connect page comes here with
// `#state=…&code=…&token=…&email=…` once the user approved. The token is kept only when the
// state and the pairing code are the ones this browser's popup asked with.

function say(text: string, role: 'status' | 'alert'): void {
  const message = document.getElementById('message');
  if (!message) return;
  message.setAttribute('role', role);
  message.textContent = text;
}

async function finish(): Promise<void> {
  const hash = location.hash;
  // The token leaves the address bar and the history entry at once.
  if (hash !== '') history.replaceState(null, '', location.pathname);
  const stored = await readStored();
  const connection = acceptConnection(hash, stored.pending, Date.now());
  if (connection) {
    await writeStored({ connection, lastBaseUrl: connection.baseUrl });
    await forgetStored('pending');
    say(MESSAGES.connectedPage(connection.email), 'status');
  } else if (hash === '' && stored.connection) {
    // This page reloaded after connecting: the fragment is gone, the connection is kept.
    say(MESSAGES.connectedPage(stored.connection.email), 'status');
  } else {
    say(MESSAGES.notAskedFor, 'alert');
  }
}

void finish();
