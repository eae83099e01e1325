// First: zod's settings apply to the schemas built after them.
import './lib/zod-setup';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createHydratingRouter, hydrateQueries, takeDrawnPageState } from './app/hydration';
import { AppTree } from './app/app-tree';
import { createRoutes } from './app/router';
import { markSignedOut, sessionQueryOptions } from './features/auth/api/get-session';
import { cspNonce } from './lib/csp-nonce';
import { configQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';
import { setDrawnForPhone } from './lib/viewport';

// Each Mantine component's stylesheet comes with the component in a build
// (build/mantine-styles.ts); the dev server pre-bundles Mantine, so it loads them all.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');

// The style elements react-remove-scroll adds (modals, drawers) carry the page's CSP nonce;
// Mantine's take it from the provider (app/provider.tsx).
const nonce = cspNonce();
if (nonce) setNonce(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The only module with side effects: create the clients and mount the app.
const queryClient = createQueryClient({ onUnauthorized: markSignedOut });
// A signed-in page the server drew (DESIGN §1c) starts from the state it was drawn from.
const drawn = takeDrawnPageState(container);
if (drawn) {
  hydrateQueries(queryClient, drawn);
  setDrawnForPhone(drawn.isPhone);
}
// Every page waits for the session and the configuration: ask for both now, while the router
// loads the page's code, rather than once the page's guards first render.
void queryClient.prefetchQuery(sessionQueryOptions());
void queryClient.prefetchQuery(configQueryOptions());
const routes = createRoutes({ queryClient });

/**
 * Once the app has hydrated the page the server drew, its controls take taps again (index.html
 * holds them back until then).
 */
function takenOver() {
  if (container) delete container.dataset.drawn;
}

/** The app as the server drew it, if it did: the same providers, routes and shape (app-tree.tsx). */
function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <AppTree
      queryClient={queryClient}
      router={<RouterProvider router={router} />}
      onTakenOver={takenOver}
    />
  );
}

// The first render as a transition: React draws (or hydrates) it in slices and lets the browser
// answer input between them, rather than holding the main thread for the whole page at once.
if (drawn) {
  void createHydratingRouter(routes, drawn).then((router) => {
    startTransition(() => {
      hydrateRoot(container, app(router), {
        onRecoverableError: (error) => {
          // The browser drew (part of) the page again: what it drew differed from the server's.
          console.error('The page drawn on the server was drawn again in the browser:', error);
        },
      });
    });
  });
} else {
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  startTransition(() => root.render(app(router)));
}
