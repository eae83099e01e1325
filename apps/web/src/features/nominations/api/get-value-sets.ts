import { getValueSets } from '@portal/contract/calls/nomination';
import type { ValueSet, ValueSetType } from '@portal/contract/nomination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export type ValueSetOptions = Record<ValueSetType, { value: string; label: string }[]>;

function toOptions(sets: ValueSet[]): ValueSetOptions {
  const empty: ValueSetOptions = {
    titles: [],
    relationship: [],
    beneficiarytype: [],
    nominationtype: [],
    actions: [],
    gender: [],
  };
  for (const set of sets) {
    empty[set.type] = set.values.map((item) => ({ value: String(item.id), label: item.name }));
  }
  return empty;
}

// spec 1 §7: GET /Nomination/valuesets/all; the lookups change rarely, so they are kept.
export function valueSetsQueryOptions() {
  return queryOptions({
    queryKey: ['nominations', 'value-sets'],
    queryFn: ({ signal }) => request(getValueSets, { signal }),
    select: (data) => toOptions(data.value.result),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useValueSets() {
  return useQuery(valueSetsQueryOptions());
}
