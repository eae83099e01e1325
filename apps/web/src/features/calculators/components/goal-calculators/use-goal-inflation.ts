import { EDUCATION_INFLATION_PERCENT, INFLATION_PERCENT } from '@portal/domain/goals';
import { createContext, useContext } from 'react';

/** The inflation the calculators ask for (spec 3 §9), from the portal's configuration. */
export type GoalInflation = { inflationPercent: number; educationInflationPercent: number };

/** spec 3 §9: 6 % (education 7 %) until the configuration says otherwise. */
export const DEFAULT_GOAL_INFLATION: GoalInflation = {
  inflationPercent: INFLATION_PERCENT,
  educationInflationPercent: EDUCATION_INFLATION_PERCENT,
};

const GoalInflationContext = createContext<GoalInflation>(DEFAULT_GOAL_INFLATION);

/** Set by the calculator's modal from what the page passes down. */
export const GoalInflationProvider = GoalInflationContext.Provider;

export function useGoalInflation(): GoalInflation {
  return useContext(GoalInflationContext);
}
