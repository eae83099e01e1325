// The goal calculators' public face: the Tools and calculators page renders these modals.
export { GoalCalculatorModal } from './goal-calculator-modal';
export type { GoalCalculatorKind } from './goal-calculator-texts';
export type { GoalInflation } from './use-goal-inflation';
