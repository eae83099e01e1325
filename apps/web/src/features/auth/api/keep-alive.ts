import { keepAlive } from '@portal/contract/calls/auth';
import type { SessionInfo } from '@portal/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { markSignedOut, sessionQueryKey } from './get-session';

/** Extends the server session and records its new idle deadline in the session cache. */
export async function sendKeepAlive(queryClient: QueryClient): Promise<void> {
  try {
    const { idleExpiresAt, idleRemainingMs } = await request(keepAlive);
    queryClient.setQueryData<SessionInfo>(sessionQueryKey, (session) =>
      session?.authenticated ? { ...session, idleExpiresAt, idleRemainingMs } : session,
    );
  } catch (error) {
    // 401: the session has already ended; anything else is retried with the next activity.
    if (isApiError(error) && error.status === 401) markSignedOut(queryClient);
  }
}
