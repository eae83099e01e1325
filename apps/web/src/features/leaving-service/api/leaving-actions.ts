import {
  acknowledgeCounselling,
  requestTransfer,
  type ReceivingFundTypeName,
} from '@portal/contract/calls/leaving-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { leavingOptionsQueryOptions, transferRequestsQueryOptions } from './get-leaving-options';

// POST /api/LeavingService/AcknowledgeCounselling (the member read the material of this version;
// kept with the date) and RequestTransfer (a section 14 transfer, after the acknowledgement).

export function useAcknowledgeCounselling(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (materialVersion: string) =>
      (await request(acknowledgeCounselling, { body: { schemeNumber, materialVersion } }))
        .counselling,
    onSuccess: (counselling) => {
      const key = leavingOptionsQueryOptions(schemeNumber).queryKey;
      queryClient.setQueryData(key, (data) =>
        data ? { ...data, options: { ...data.options, counselling } } : data,
      );
    },
  });
}

export type TransferFields = {
  receivingFundName: string;
  receivingFundRegistration: string;
  receivingFundType: ReceivingFundTypeName;
};

export function useRequestTransfer(schemeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: TransferFields) =>
      (await request(requestTransfer, { body: { schemeNumber, ...fields } })).transfer,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: transferRequestsQueryOptions(schemeNumber).queryKey,
      }),
  });
}
