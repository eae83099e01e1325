// First: zod's settings apply to the schemas built after them.
import './lib/zod-setup';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { markSignedOut, sessionQueryOptions } from './features/auth/api/get-session';
import { cspNonce } from './lib/csp-nonce';
import { configQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';

// Each Mantine component's stylesheet comes with the component in a build
// (build/mantine-styles.ts); the dev server pre-bundles Mantine, so it loads them all.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');

// The style elements react-remove-scroll adds (modals, drawers) carry the page's CSP nonce;
// Mantine's take it from the provider (app/provider.tsx).
const nonce = cspNonce();
if (nonce) setNonce(nonce);

// The only module with side effects: create the clients and mount the app.
const queryClient = createQueryClient({ onUnauthorized: markSignedOut });
// Every page waits for the session and the configuration: ask for both now, while the router
// loads the page's code, rather than once the page's guards first render.
void queryClient.prefetchQuery(sessionQueryOptions());
void queryClient.prefetchQuery(configQueryOptions());
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The first render as a transition: React draws it in slices and lets the browser answer input
// between them, rather than holding the main thread for the whole page at once.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
