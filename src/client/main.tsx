import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { createAuthClient } from './lib/auth';
import './styles.css';

// The composition root: the one auth client and the one router of this page.
const authClient = createAuthClient();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers authClient={authClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
