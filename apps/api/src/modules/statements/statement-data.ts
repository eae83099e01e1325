import { formatDisplayDate } from '@portal/domain/dates';
import { toCents, type Cents } from '@portal/domain/money';
import {
  statementName,
  statementReconciliation,
  type StatementPeriod,
  type StatementReconciliation,
} from '@portal/domain/statements';
import type { FundPortfolio, GroupCover } from '@portal/contract/fund-details';
import type { Db } from '../../db/client';
import { positionsOn } from '../fund/fund.repository';
import {
  portfoliosOfMembership,
  type TransactionRow,
} from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { fundWindow } from '../fund-details/fund-valuation';
import { groupCoverOfMembershipById } from '../fund-details/group-cover';
import { findMemberById } from '../profile/profile.repository';
import {
  statementCoversOf,
  type StatementCovers,
  type StatementMembershipRow,
} from './statements.repository';

// Everything a statement prints, gathered from the member's data as at the period's dates with the
// portal's one valuation (DESIGN §1a): the same opening and closing values as the IRR panel and the
// transaction summary, so the statement agrees with them to the cent.

export type StatementData = {
  name: string;
  period: StatementPeriod;
  member: { fullName: string; idNumberLastFour: string | null };
  fund: StatementMembershipRow;
  reconciliation: StatementReconciliation;
  /** Two-pot components at the closing date; they add up to the closing value. */
  pots: { available: Cents; notAvailable: Cents; savings: Cents; retirement: Cents };
  /** Portfolios held at the closing date (units > 0). */
  portfolios: FundPortfolio[];
  transactions: TransactionRow[];
  covers: StatementCovers;
  /** The employer fund's group cover (docs/decisions/037-group-cover-stated.md); absent: none. */
  groupCover?: GroupCover | null;
};

/** The figures and lines of one statement of the member's own membership. */
export async function statementDataOf(
  db: Db,
  memberId: number,
  fund: StatementMembershipRow,
  period: StatementPeriod,
): Promise<StatementData> {
  const [member, window, positions, portfolioRows, covers] = await Promise.all([
    findMemberById(db, memberId),
    fundWindow(db, fund.membershipId, period.start, period.end),
    positionsOn(db, fund.membershipId, period.end),
    portfoliosOfMembership(db, fund.membershipId),
    statementCoversOf(db, memberId, fund.membershipId, fund.caseKey),
  ]);
  const groupCover = await groupCoverOfMembershipById(db, fund.membershipId);
  if (!member) throw new Error(`member ${memberId} not found`);
  const held = portfolioItems({ dateJoined: fund.dateJoined }, portfolioRows, positions);
  const reconciliation = statementReconciliation({
    from: period.start,
    to: period.end,
    openingValue: window.openingValue,
    closingValue: window.closingValue,
    transactions: window.transactions.map((row) => ({
      date: row.date,
      type: row.type,
      name: row.name,
      amount: row.amountCents,
    })),
  });
  const idNumber = member.idNumber ?? member.passportNumber;
  return {
    name: statementName(period),
    period,
    member: {
      fullName: [member.title, member.firstName, member.lastName].filter(Boolean).join(' '),
      idNumberLastFour: idNumber ? idNumber.slice(-4) : null,
    },
    fund,
    reconciliation,
    pots: {
      available: toCents(held.pots.available),
      notAvailable: toCents(held.pots.notAvailable),
      savings: toCents(held.pots.savings),
      retirement: toCents(held.pots.retirement),
    },
    portfolios: held.items.filter((item) => item.units !== 0),
    transactions: window.transactions,
    covers,
    groupCover,
  };
}

/** '1 Mar 2025 to 28 Feb 2026'. */
export function periodText(period: Pick<StatementPeriod, 'start' | 'end'>): string {
  return `${formatDisplayDate(period.start)} to ${formatDisplayDate(period.end)}`;
}
