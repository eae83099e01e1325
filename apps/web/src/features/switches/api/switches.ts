import {
  cancelSwitchInstruction,
  createSwitchInstruction,
  getSwitchInstructions,
  getSwitchOptions,
  previewSwitch,
} from '@portal/contract/calls/switches';
import type { SwitchRequest } from '@portal/contract/switches';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

// An online switch's calls (docs/decisions/041-online-switches.md): the fund's range and the
// member's allocation now, the effect of a switch before confirming, the instruction confirmed
// at a step-up bound to its details (the API client asks for it), its cancellation before the
// cut-off, and the history. None is kept long: the answers depend on the time of day (the cut-off).

export const switchesQueryKey = ['switches'] as const;

export function switchOptionsQueryOptions(schemeNumber: string) {
  return queryOptions({
    queryKey: [...switchesQueryKey, 'options', schemeNumber] as const,
    queryFn: ({ signal }) => request(getSwitchOptions, { params: { schemeNumber }, signal }),
  });
}

export function useSwitchOptions(schemeNumber: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...switchOptionsQueryOptions(schemeNumber), enabled: options.isEnabled });
}

export function switchInstructionsQueryOptions() {
  return queryOptions({
    queryKey: [...switchesQueryKey, 'instructions'] as const,
    queryFn: ({ signal }) => request(getSwitchInstructions, { signal }),
    select: (data) => data.instructions,
  });
}

export function useSwitchInstructions() {
  return useQuery(switchInstructionsQueryOptions());
}

/** The switch's effect before confirming: now and after, side by side. */
export function usePreviewSwitch() {
  return useMutation({
    mutationFn: (body: SwitchRequest) => request(previewSwitch, { body }),
  });
}

/** Confirms the switch (the step-up is asked for by the API client when the server names it). */
export function useCreateSwitchInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwitchRequest) => request(createSwitchInstruction, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: switchesQueryKey }),
  });
}

export function useCancelSwitchInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(cancelSwitchInstruction, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: switchesQueryKey }),
  });
}
