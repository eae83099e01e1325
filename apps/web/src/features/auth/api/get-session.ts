import { getSession } from '@portal/contract/calls/auth';
import type { SessionInfo } from '@portal/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { broadcastSignedOut } from '@/lib/session-channel';

export const sessionQueryKey = ['auth', 'session'] as const;

const SIGNED_OUT: SessionInfo = { authenticated: false };

/** Who is signed in. A 401 (no session, or a rejected apikey) simply means "not signed in". */
export async function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  try {
    return await request(getSession, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return SIGNED_OUT;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    // Coming back to the tab re-checks the session (the server ends it after 15 idle minutes).
    // This is a single call on focus, not polling.
    refetchOnWindowFocus: true,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Called when any call answers 401 or a session check finds none: the guards then send the member
 * to sign in (the loading page shows its Error), and every other tab of the portal leaves too.
 */
export function markSignedOut(queryClient: QueryClient): void {
  const wasSignedIn = queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.authenticated;
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT);
  if (wasSignedIn) broadcastSignedOut();
}
