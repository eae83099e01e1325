import { calculateInflatedAmount } from '@portal/contract/calls/goals';
import type { calculateInflatedAmount as calculateInflatedAmountRoute } from '@portal/contract/goals';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';

type Query = z.input<typeof calculateInflatedAmountRoute.query>;

// spec 2 §7, spec 3 §7: GET CalculateInflatedAmount; driven by the Calculate button, so a mutation
// (its result and error belong to that press, and a new press replaces them).
export function fetchInflatedAmount(query: Query) {
  return request(calculateInflatedAmount, { query });
}

export function useCalculateInflatedAmount() {
  return useMutation({ mutationFn: fetchInflatedAmount });
}
