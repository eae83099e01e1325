import { cancelClaim } from '@portal/contract/calls/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { claimsQueryKey } from './get-member-claims';

// spec 3 §7 cancelClaim: while the claim can still be cancelled; the claim's views are renewed.
export function useCancelClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseNo: string) => request(cancelClaim, { body: { caseNo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimsQueryKey }),
  });
}
