import { todayInJohannesburg } from '@portal/domain/dates';
import { getConfig } from '@portal/contract/calls/config';
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

/**
 * Today as the portal's one clock has it (GET /api/Config, DESIGN §1a), so the browser's date
 * rules agree with the server's. Pages wait for the configuration (PageGate); until it arrives
 * (a component shown on its own) the device's Johannesburg date stands in.
 */
export function useToday(): string {
  const { data } = usePortalConfig();
  return data?.today ?? todayInJohannesburg(new Date());
}
