import type { ExternalFundInput } from '@portal/contract/portfolio';
import {
  addExternalFund,
  deleteExternalFund,
  updateExternalFund,
} from '@portal/contract/calls/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { externalFundsQueryKey } from './get-external-funds';

// spec 1 §7 AddExternalFund, UpdateExternalFund and DeleteExternalFund. After each change the
// member's external funds load again, and `onChanged` lets the page refresh what is built from
// them (the portfolio's totals and allocation).

type ChangeOptions = { onChanged?: (() => void) | undefined };

function useRefreshAfterChange({ onChanged }: ChangeOptions) {
  const queryClient = useQueryClient();
  return async () => {
    onChanged?.();
    await queryClient.invalidateQueries({ queryKey: externalFundsQueryKey });
  };
}

export function useAddExternalFund(options: ChangeOptions = {}) {
  const refresh = useRefreshAfterChange(options);
  return useMutation({
    mutationFn: (body: ExternalFundInput) => request(addExternalFund, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateExternalFund(options: ChangeOptions = {}) {
  const refresh = useRefreshAfterChange(options);
  return useMutation({
    mutationFn: (body: ExternalFundInput & { fundId: string }) =>
      request(updateExternalFund, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteExternalFund(options: ChangeOptions = {}) {
  const refresh = useRefreshAfterChange(options);
  return useMutation({
    mutationFn: (fundId: string) => request(deleteExternalFund, { query: { fundid: fundId } }),
    onSuccess: refresh,
  });
}
