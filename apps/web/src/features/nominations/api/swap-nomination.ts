import { swapNomination } from '@portal/contract/nomination';
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
      await queryClient.refetchQueries({ queryKey: nominationQueryKey }, { throwOnError: true });
      return saved;
    },
  });
}
