import type { Proposal } from '@portal/contract/goals';
import { EDUCATION_TYPES, GoalCategory, educationAnnualCostCents } from '@portal/domain/goals';
import { fieldLabels } from '@portal/domain/messages';
import { centsFromRand } from '@portal/domain/money';
import type { MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { whenNeedMoneyLabel } from './goal-calculators/goal-calculator-texts';

// What the proposal page shows of a stored proposal (spec 3 §3 proposal request): the goal's own
// details, an education goal's yearly expenses, and the figures of the saving plan. Amounts are
// written with the page's MoneyFormat (components/ui/money.tsx), which follows the privacy switch.

/** A label and its value, as one row of a description list. */
export type ProposalRow = { label: string; value: string };

/** The goal categories by the names of their cards (spec 3 §2.1). */
export const GOAL_CATEGORY_LABELS: Record<number, string> = {
  [GoalCategory.EmergencyFund]: 'Emergency fund',
  [GoalCategory.Education]: 'Education',
  [GoalCategory.Wedding]: 'Wedding',
  [GoalCategory.Holiday]: 'Holiday',
  [GoalCategory.JustSaving]: 'Just invest',
};

const NONE = '—';

/** The goal's category, or null when its name already says it (an education goal's default name). */
export function proposalCategoryLabel(proposal: Proposal): string | null {
  const label = GOAL_CATEGORY_LABELS[proposal.goalCategory] ?? 'Goal';
  return label.toLowerCase() === proposal.goalName.trim().toLowerCase() ? null : label;
}

/** The details the member gave for this goal (spec 3 §2.5–§2.7). */
export function proposalGoalRows(proposal: Proposal, money: MoneyFormat): ProposalRow[] {
  switch (proposal.goalCategory) {
    case GoalCategory.Wedding:
      return datedGoalRows(fieldLabels.weddingDate, proposal.weddingDate, proposal);
    case GoalCategory.Holiday:
      return datedGoalRows(fieldLabels.holidayDate, proposal.startingDate, proposal);
    case GoalCategory.EmergencyFund:
      return [{ label: 'Monthly income', value: amount(proposal.income, money) }];
    case GoalCategory.Education:
      return educationRows(proposal);
    default:
      return [];
  }
}

function datedGoalRows(dateLabel: string, date: string | null, proposal: Proposal): ProposalRow[] {
  return [
    { label: dateLabel, value: calendarDate(date) },
    {
      label: fieldLabels.whenNeedMoney,
      value: proposal.whenNeedMoney === null ? NONE : whenNeedMoneyLabel(proposal.whenNeedMoney),
    },
    { label: 'Withdrawal date', value: calendarDate(proposal.withdrawalDate) },
  ];
}

function educationRows(proposal: Proposal): ProposalRow[] {
  const type = EDUCATION_TYPES.find((entry) => entry.id === proposal.educationType);
  const years = proposal.noOfPayments;
  return [
    ...(proposal.forWho ? [{ label: fieldLabels.beneficiaryName, value: proposal.forWho }] : []),
    { label: fieldLabels.educationType, value: type?.name ?? NONE },
    { label: fieldLabels.duration, value: years === 1 ? '1 year' : `${years} years` },
    { label: fieldLabels.withResidence, value: proposal.withResidence ? 'Yes' : 'No' },
    { label: fieldLabels.startDate, value: calendarDate(proposal.startingDate) },
  ];
}

/** An education goal's five yearly expenses and their total (spec 3 §2.7); null for other goals. */
export function proposalExpenseRows(proposal: Proposal, money: MoneyFormat): ProposalRow[] | null {
  if (proposal.goalCategory !== GoalCategory.Education) return null;
  const withResidence = proposal.withResidence === true;
  const items = {
    tuitionFees: centsFromRand(proposal.tuitionFees ?? 0),
    residence: centsFromRand(proposal.residence ?? 0),
    books: centsFromRand(proposal.books ?? 0),
    travel: centsFromRand(proposal.travel ?? 0),
    aftercare: centsFromRand(proposal.aftercare ?? 0),
  };
  return [
    { label: fieldLabels.tuitionFees, value: money.cents(items.tuitionFees) },
    // Residence is part of the budget only with residence (spec 3 §2.7, our reading).
    {
      label: fieldLabels.residence,
      value: withResidence ? money.cents(items.residence) : 'Not included',
    },
    { label: fieldLabels.books, value: money.cents(items.books) },
    { label: fieldLabels.travel, value: money.cents(items.travel) },
    { label: fieldLabels.aftercare, value: money.cents(items.aftercare) },
    { label: 'Total per year', value: money.cents(educationAnnualCostCents(items, withResidence)) },
  ];
}

/**
 * The saving plan's figures. Just invest calculates nothing (spec 3 §2.4): only its once-off
 * contribution.
 */
export function proposalSavingRows(proposal: Proposal, money: MoneyFormat): ProposalRow[] {
  const deposit = {
    label: fieldLabels.startingDeposit,
    value: amount(proposal.startingDeposit, money),
  };
  if (proposal.goalCategory === GoalCategory.JustSaving) return [deposit];
  return [
    { label: 'Target in today’s money', value: amount(proposal.targetAmount, money) },
    { label: 'Target with inflation', value: amount(proposal.adjustedTargetAmount, money) },
    { label: 'Inflation', value: `${proposal.inflationPercent}% a year` },
    deposit,
    { label: 'Monthly saving', value: amount(proposal.monthlySaving, money) },
    { label: 'Target month', value: proposal.targetMonth ?? NONE },
  ];
}

function amount(value: number | null, money: MoneyFormat): string {
  return value === null ? NONE : money.rand(value);
}

function calendarDate(value: string | null): string {
  return value === null ? NONE : formatCalendarDate(value);
}
