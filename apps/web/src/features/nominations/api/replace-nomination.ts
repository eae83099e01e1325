import { replaceNomination } from '@portal/contract/calls/nomination';
import type { ReplaceNominationRequest } from '@portal/contract/nomination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { nominationQueryKey } from './get-nomination';

export function replaceNominationRequest(body: ReplaceNominationRequest) {
  return request(replaceNomination, { body });
}

/** spec 1 §4 Replace (funeral): every beneficiary is replaced; then the nomination is refetched. */
export function useReplaceNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReplaceNominationRequest) => {
      const saved = await replaceNominationRequest(body);
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
