import { getConfig } from '@portal/contract/config';
import { EDUCATION_INFLATION_PERCENT, INFLATION_PERCENT } from '@portal/domain/goals';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/**
 * spec 3 §9: the inflation the calculators ask for: 6 % (education 7 %) unless the portal's
 * configuration (DESIGN §1a, GET /api/Config, cached once under the 'config' key the whole app
 * shares) says otherwise.
 */
export function useGoalInflation(): {
  inflationPercent: number;
  educationInflationPercent: number;
} {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => request(getConfig, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    inflationPercent: data?.constants.inflationPercent ?? INFLATION_PERCENT,
    educationInflationPercent:
      data?.constants.educationInflationPercent ?? EDUCATION_INFLATION_PERCENT,
  };
}
