import { getDataArchives } from '@portal/contract/calls/my-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// GET /api/MyData/GetArchives: the member's data archives, the latest first, with the first day
// a new one may be asked for. An archive is prepared in the background, so the list is asked
// again now and then while one is being prepared.

export const dataArchivesQueryKey = ['my-data', 'archives'] as const;

/** How often a list with an archive being prepared is looked at again. */
export const PREPARING_REFRESH_MS = 3_000;

export function dataArchivesQueryOptions() {
  return queryOptions({
    queryKey: dataArchivesQueryKey,
    queryFn: ({ signal }) => request(getDataArchives, { signal }),
    refetchInterval: (query) =>
      query.state.data?.archives.some((archive) => archive.status === 'Preparing')
        ? PREPARING_REFRESH_MS
        : false,
  });
}

export function useDataArchives() {
  return useQuery(dataArchivesQueryOptions());
}
