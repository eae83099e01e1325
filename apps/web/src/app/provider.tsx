import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/** Toasts close by themselves after 5 s. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
