import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { markSignedOut } from './features/auth/api/get-session';
import { createQueryClient } from './lib/query-client';

// The only module with side effects: create the clients and mount the app.
const queryClient = createQueryClient({ onUnauthorized: markSignedOut });
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
