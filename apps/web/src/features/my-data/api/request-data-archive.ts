import { requestDataArchive } from '@portal/contract/calls/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { dataArchivesQueryKey } from './get-data-archives';

// POST /api/MyData/RequestArchive: asks for an archive of the member's data (once a day; a second
// time the same day is a 429 whose message says when the next may be asked for). It answers the
// member's archives as they now are, which the page shows at once.

export function useRequestDataArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(requestDataArchive, { body: {} }),
    onSuccess: ({ archive: _archive, ...archives }) =>
      queryClient.setQueryData(dataArchivesQueryKey, archives),
  });
}
