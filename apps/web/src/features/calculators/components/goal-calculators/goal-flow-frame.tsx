import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMoney } from '@/components/ui/money';
import {
  CALCULATOR_ERROR_MESSAGE,
  CALCULATOR_ERROR_TITLE,
  GOAL_RESULT_HEADERS,
} from './goal-calculator-texts';
import type { GoalCalculatorKind } from './goal-calculator-texts';
import { GoalErrorView } from './goal-error-view';
import { GoalResultView, outcomeMonthlySaving } from './goal-result-view';
import type { GoalOutcome } from './goal-result-view';
import type { GoalFlow } from './use-goal-flow';
import { useProposalConsent } from '../proposal-consent';

export type GoalResultText = { intro: ReactNode; due: string };

type GoalFlowFrameProps<TResult extends { outcome: GoalOutcome }> = {
  kind: GoalCalculatorKind;
  /** The flow's state: its view, result, whether a proposal is being created, and Back. */
  flow: Pick<GoalFlow<TResult>, 'view' | 'result' | 'isStarting' | 'back'>;
  /** The form (spec 3 §2.8: kept, with its values, while a result shows). */
  children: ReactNode;
  describe: (result: TResult) => GoalResultText;
  onStart: (result: TResult) => void;
  onReset: () => void;
};

/**
 * One calculator's views (spec 3 §2.8): the form, the result or the error view, and a polite live
 * region that reads out the result or the failure for screen readers. Start investment first asks
 * whether an adviser may be told (proposal-consent.tsx); only Confirm makes the proposal.
 */
export function GoalFlowFrame<TResult extends { outcome: GoalOutcome }>({
  kind,
  flow,
  children,
  describe,
  onStart,
  onReset,
}: GoalFlowFrameProps<TResult>) {
  const { view, result, isStarting, back: onBack } = flow;
  const money = useMoney();
  const consent = useProposalConsent(onStart);
  const header = GOAL_RESULT_HEADERS[kind];
  const text = result ? describe(result) : null;
  let announcement = '';
  if (view === 'error') announcement = `${CALCULATOR_ERROR_TITLE}. ${CALCULATOR_ERROR_MESSAGE}`;
  else if (result && text)
    announcement = `${header}: ${money.rand(result.outcome.targetRand)} ${text.due}. Save about ${money.cents(
      outcomeMonthlySaving(result.outcome),
    )} a month.`;

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {view === 'error' ? (
        <GoalErrorView header={kind === 'emergency' ? header : undefined} onReset={onReset} />
      ) : view === 'result' && result && text ? (
        <GoalResultView
          header={header}
          outcome={result.outcome}
          intro={text.intro}
          due={text.due}
          isStarting={isStarting}
          onBack={onBack}
          onStart={() => consent.ask(result)}
        />
      ) : (
        children
      )}
      {consent.dialog}
    </>
  );
}
