import { swapNomination } from '@portal/contract/calls/nomination';
import type { SwapNominationRequest } from '@portal/contract/nomination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { nominationQueryKey } from './get-nomination';

export function swapNominationRequest(body: SwapNominationRequest) {
  return request(swapNomination, { body });
}

/** spec 1 §4 Swap (funeral): two rows exchange their order; then the nomination is refetched. */
export function useSwapNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SwapNominationRequest) => {
      const saved = await swapNominationRequest(body);
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
