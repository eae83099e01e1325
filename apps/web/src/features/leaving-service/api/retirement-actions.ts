import {
  acknowledgeRetirementCounselling,
  startRetirementClaim,
  type AnnuityKindName,
  type RetirementCashChoice,
} from '@portal/contract/calls/retirement-options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { retirementOptionsQueryOptions } from './get-retirement-options';

// POST /api/Retirement/AcknowledgeCounselling (the member read the material of this version; kept
// with the date) and StartClaim (a retirement claim, after the acknowledgement).

export function useAcknowledgeRetirementCounselling(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (materialVersion: string) =>
      (await request(acknowledgeRetirementCounselling, { body: { schemeNumber, materialVersion } }))
        .counselling,
    onSuccess: (counselling) => {
      const key = retirementOptionsQueryOptions(schemeNumber).queryKey;
      queryClient.setQueryData(key, (data) =>
        data ? { ...data, options: { ...data.options, counselling } } : data,
      );
    },
  });
}

export type RetirementClaimChoice = { cash: RetirementCashChoice; annuity: AnnuityKindName };

export function useStartRetirementClaim(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: RetirementClaimChoice) =>
      (await request(startRetirementClaim, { body: { schemeNumber, ...choice } })).claim,
    onSuccess: (claim) => {
      const key = retirementOptionsQueryOptions(schemeNumber).queryKey;
      queryClient.setQueryData(key, (data) =>
        data ? { ...data, options: { ...data.options, retirementClaim: claim } } : data,
      );
      // The claims pages list it from now on.
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
    },
  });
}
