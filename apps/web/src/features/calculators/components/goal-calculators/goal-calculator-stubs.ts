import { calculateInflatedAmount } from '@portal/domain/goals';
import type { GoalCategory } from '@portal/domain/goals';
import { centsFromRand, randFromCents } from '@portal/domain/money';
import type { RecordedCall } from '@/testing/api-stub';
import { jsonResponse } from '@/testing/render';

// Test answers for the goal calculators' calls, worked out with the same domain maths the server
// uses, so that a result on screen can be checked against the domain's own figure.

/** CalculateInflatedAmount answered from its query, as the server would. */
export function answerInflatedAmount(call: RecordedCall): Response {
  const query = new URL(call.url, 'http://localhost').searchParams;
  const inflation = query.get('inflationPercent');
  const payments = query.get('noOfPayments');
  const result = calculateInflatedAmount({
    amount: centsFromRand(Number(query.get('amount'))),
    timeHorizonMonths: Number(query.get('timeHorizonMonths')),
    isTarget: query.get('isTarget') === 'true',
    goalType: Number(query.get('goalType')) as GoalCategory,
    ...(payments === null ? {} : { noOfPayments: Number(payments) }),
    ...(inflation === null ? {} : { inflationPercent: Number(inflation) }),
  });
  return jsonResponse({
    success: true,
    inflatedTargetAmount: randFromCents(result.inflatedTargetAmount),
    percentage: result.percentage,
  });
}

export const PROPOSAL_URL = 'http://localhost/proposals/p-1';

export const proposalAnswer = { success: true, redirectUrl: PROPOSAL_URL };

/** The query of the first recorded call to `path`. */
export function queryOf(calls: RecordedCall[], path: string): URLSearchParams {
  const call = calls.find((entry) => entry.url.startsWith(path));
  if (!call) throw new Error(`No call to ${path}`);
  return new URL(call.url, 'http://localhost').searchParams;
}

/** A stand-in for the tab the proposal link opens in. */
export function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: () => undefined };
}

/**
 * Whether a form's button is waiting for the form (components/ui/guarded-button.tsx): shown and
 * announced as unavailable, with a note of what is missing.
 */
export function isWaiting(button: HTMLElement): boolean {
  return button.getAttribute('aria-disabled') === 'true';
}
