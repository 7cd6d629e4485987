import { fileURLToPath } from 'node:url';
import { buildClient, clientBuildIsStale, ClientBuildError } from './client-build';

// `npm start`: builds the client when its sources are newer than the last build, then starts the
// server, which serves the API and the built app from one port.
const root = fileURLToPath(new URL('..', import.meta.url));
if (clientBuildIsStale(root)) {
  console.log('Building the client…');
  try {
    await buildClient(root);
  } catch (error) {
    if (!(error instanceof ClientBuildError)) throw error;
    console.error(`Vidshelf cannot start. ${error.message}`);
    process.exit(1);
  }
}

await import('@server/main');
