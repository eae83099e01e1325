import { MantineProvider } from '@mantine/core';
import type { MantineProviderProps } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Deferred } from '@/components/ui/deferred';
import { TOAST_AUTO_CLOSE_MS } from '@/components/ui/toast';
import { cspNonce } from '@/lib/csp-nonce';
import { registerIdentityCheckHost, useIdentityCheckOpen } from '@/lib/step-up';
import { useUserType } from '@/lib/user-type';
import { cssVariablesResolver, themeFor } from '@/theme/theme';
import { UserTypeProvider } from './user-type-provider';

/** Toasts close by themselves after 5 s (spec 3 §9). */
export const NOTIFICATION_AUTO_CLOSE_MS = TOAST_AUTO_CLOSE_MS;

const Toasts = lazy(() => import('./toasts').then(({ Toasts }) => ({ default: Toasts })));
const StepUpDialog = lazy(() =>
  import('@/components/ui/step-up-dialog').then(({ StepUpDialog }) => ({ default: StepUpDialog })),
);

type AppProviderProps = {
  queryClient: QueryClient;
  /** 'test' turns Mantine's transitions off in component tests. */
  mantineEnv?: MantineProviderProps['env'];
  children: ReactNode;
};

/** Server state, the member's type (which picks the theme), Mantine and the toasts. */
export function AppProvider({ queryClient, mantineEnv, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserTypeProvider>
        <ThemedMantine env={mantineEnv}>
          {/* Toasts inside a labelled region: content outside landmarks is lost to screen-reader
              navigation (and axe reports it). */}
          <div role="region" aria-label="Notifications">
            <ToastsOnDemand />
          </div>
          <StepUpOnDemand />
          {children}
        </ThemedMantine>
      </UserTypeProvider>
    </QueryClientProvider>
  );
}

/** Mantine's style elements carry the page's CSP nonce (none in tests: an empty attribute). */
function styleNonce(): string {
  return cspNonce() ?? '';
}

/** Spec 1 §4: the view a member is shown as applies its theme (its own accent colour). */
function ThemedMantine({
  env,
  children,
}: {
  env: MantineProviderProps['env'];
  children: ReactNode;
}) {
  const userType = useUserType();
  const view = userType.status === 'ready' ? userType.view : 'Institutional';
  const theme = useMemo(() => themeFor(view), [view]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

/** The toasts' container, from the first toast on (the notifications store holds it till then). */
function ToastsOnDemand() {
  const { notifications } = useNotifications();
  return (
    <Deferred when={notifications.length > 0}>
      <Toasts />
    </Deferred>
  );
}

/**
 * The step-up dialog (lib/step-up.ts), loaded the first time a call needs the member to confirm
 * who they are. Mounted, the app can ask: the API client then holds such a call rather than fail it.
 */
function StepUpOnDemand() {
  const isOpen = useIdentityCheckOpen();
  useEffect(() => registerIdentityCheckHost(), []);
  return isOpen ? (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  ) : null;
}
