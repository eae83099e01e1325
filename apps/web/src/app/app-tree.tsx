import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import { AppProvider } from './provider';

// The app's tree, the same on the server (app/server-render.tsx) and in the browser (main.tsx):
// React's ids (useId: every label, tab and menu of a page) follow the tree's shape, so a page drawn
// on the server keeps its ids in the browser only if both draw the same shape around the routes.

type AppTreeProps = {
  queryClient: QueryClient;
  /** The router: React Router's static one on the server, the browser's in the browser. */
  router: ReactNode;
  /** Called once the browser has taken the page over (never on the server). */
  onTakenOver?: () => void;
};

export function AppTree({ queryClient, router, onTakenOver }: AppTreeProps) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>{router}</AppProvider>
      <TakenOver onTakenOver={onTakenOver} />
    </StrictMode>
  );
}

/** Draws nothing, on either side; in the browser, says when the page has been taken over. */
function TakenOver({ onTakenOver }: { onTakenOver: (() => void) | undefined }) {
  useEffect(() => {
    onTakenOver?.();
  }, [onTakenOver]);
  return null;
}
