import { getConfig } from '@portal/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { request } from '@/lib/api-client';

// DESIGN §1a: portal name, feature flags, links and constants; no sign-in needed.
export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => request(getConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePortalConfig() {
  return useQuery(configQueryOptions());
}

/** The configured portal name, or the build-time default until the configuration arrives. */
export function usePortalName(): string {
  const { data } = usePortalConfig();
  return data?.portalName ?? env.VITE_PORTAL_NAME;
}
