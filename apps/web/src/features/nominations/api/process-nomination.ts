import { processNomination } from '@portal/contract/calls/nomination';
import type { ProcessNominationRequest } from '@portal/contract/nomination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { nominationQueryKey } from './get-nomination';

export function processNominationRequest(body: ProcessNominationRequest) {
  return request(processNomination, { body });
}

/** spec 1 §4 "On submit: save call, then refetch of the nomination"; both must succeed. */
export function useProcessNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProcessNominationRequest) => {
      const saved = await processNominationRequest(body);
      // Exactly the nomination list: the value sets' key ['nominations', 'value-sets'] starts
      // with it, and their refetch is no part of the save.
      await queryClient.refetchQueries(
        { queryKey: nominationQueryKey, exact: true },
        { throwOnError: true },
      );
      return saved;
    },
  });
}
