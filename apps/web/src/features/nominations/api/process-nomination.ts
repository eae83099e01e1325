import { processNomination } from '@portal/contract/nomination';
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
      await queryClient.refetchQueries({ queryKey: nominationQueryKey }, { throwOnError: true });
      return saved;
    },
  });
}
