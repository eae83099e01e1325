import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

type CreateQueryClientOptions = {
  /** Called when a query or a change answers 401: the server session is gone (DESIGN §1a). */
  onUnauthorized?: (client: QueryClient) => void;
  defaultOptions?: DefaultOptions;
};

const MAX_RETRIES = 2;

/** Retry only what may pass on a second try: network trouble and 5xx, never a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && (error.code === 'INVALID_RESPONSE' || error.code === 'UNSUCCESSFUL')) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient({
  onUnauthorized,
  defaultOptions,
}: CreateQueryClientOptions = {}) {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) onUnauthorized?.(client);
      },
    }),
    // A change answered 401 says the same: the session has ended.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiError(error) && error.status === 401) onUnauthorized?.(client);
      },
    }),
    defaultOptions: {
      ...defaultOptions,
      queries: {
        // Spec 1 §4: member data loads once per visit; nothing refetches behind the member's back.
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        ...defaultOptions?.queries,
      },
      mutations: { retry: false, ...defaultOptions?.mutations },
    },
  });
  return client;
}
