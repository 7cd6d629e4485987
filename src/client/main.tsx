import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@client/lib/router';
import { AppRoutes } from './app/app-routes';
import { localLibraryOf } from './features/library';
import { Providers } from './app/providers';
import { createAuthClient } from './lib/auth';
import './styles.css';

// The composition root: the one auth client and the one router of this page.
const authClient = createAuthClient();
// The local library copy follows the signed-in user from the first page on, the sign-in screen
// too, where no library loads: a session found expired there deletes it. Made before the first
// render, so the restored user's copy is already being read while React renders the shell
// (docs/decisions/0060-local-library-copy.md).
localLibraryOf(authClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers authClient={authClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
