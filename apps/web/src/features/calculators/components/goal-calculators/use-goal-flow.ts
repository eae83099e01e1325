import type { CreateProposalRequest } from '@portal/contract/goals';
import { useEffect, useRef, useState } from 'react';
import {
  type fetchInflatedAmount,
  useCalculateInflatedAmount,
} from '../../api/calculate-inflated-amount';
import { useCreateProposal } from '../../api/create-proposal';
import type { GoalView } from './goal-calculator-texts';
import { openPendingTab, showInTab } from './open-proposal-tab';

type InflatedAmountQuery = Parameters<typeof fetchInflatedAmount>[0];
type InflatedAmountAnswer = Awaited<ReturnType<typeof fetchInflatedAmount>>;

type Step<TResult> = { view: 'form' } | { view: 'result'; result: TResult } | { view: 'error' };

export type GoalFlowOptions = {
  /** Told of every view change (the modal's width follows the view, spec 3 §2.8). */
  onViewChange: (view: GoalView) => void;
  /** Closes the modal once the proposal link has opened. */
  onDone: () => void;
  /** Called when the form shows again after a result or an error (to put the focus back on it). */
  onFormShown?: () => void;
};

/** What the modal gives each calculator. */
export type GoalCalculatorProps = Pick<GoalFlowOptions, 'onViewChange' | 'onDone'>;

/**
 * spec 3 §2.8, the calculator flow: form → Calculate → result → Back (values kept) or Start
 * investment (proposal link in a new tab, then the modal closes). A failed calculation or
 * proposal shows the error view, whose Reset calculator returns to a cleared form.
 */
export function useGoalFlow<TResult>({ onViewChange, onDone, onFormShown }: GoalFlowOptions) {
  const calculation = useCalculateInflatedAmount();
  const proposal = useCreateProposal();
  const [step, setStep] = useState<Step<TResult>>({ view: 'form' });

  const previousView = useRef<GoalView>('form');

  useEffect(() => {
    onViewChange(step.view);
    if (step.view === 'form' && previousView.current !== 'form') onFormShown?.();
    previousView.current = step.view;
    // onFormShown is read when the view changes, not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.view, onViewChange]);

  async function calculate(
    query: InflatedAmountQuery,
    toResult: (answer: InflatedAmountAnswer) => TResult,
  ): Promise<void> {
    try {
      const answer = await calculation.mutateAsync(query);
      setStep({ view: 'result', result: toResult(answer) });
    } catch {
      setStep({ view: 'error' });
    }
  }

  async function startInvestment(body: CreateProposalRequest): Promise<void> {
    const tab = openPendingTab();
    try {
      const answer = await proposal.mutateAsync(body);
      showInTab(tab, answer.redirectUrl);
      onDone();
    } catch {
      tab?.close();
      setStep({ view: 'error' });
    }
  }

  function back(): void {
    setStep({ view: 'form' });
  }

  /** Back to the form; the calculator clears its fields itself. */
  function reset(): void {
    calculation.reset();
    proposal.reset();
    setStep({ view: 'form' });
  }

  return {
    view: step.view,
    result: step.view === 'result' ? step.result : null,
    isCalculating: calculation.isPending,
    isStarting: proposal.isPending,
    calculate,
    startInvestment,
    back,
    reset,
  };
}

export type GoalFlow<TResult> = ReturnType<typeof useGoalFlow<TResult>>;
