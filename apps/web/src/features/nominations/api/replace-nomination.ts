import { replaceNomination } from '@portal/contract/nomination';
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
      await queryClient.refetchQueries({ queryKey: nominationQueryKey }, { throwOnError: true });
      return saved;
    },
  });
}
