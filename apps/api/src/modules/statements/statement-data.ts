import { addDays, formatDisplayDate, taxYearOf } from '@portal/domain/dates';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import {
  TAX_FREE_SAVINGS_PRODUCT_NAME,
  TFSA_LIFETIME_LIMIT_CENTS,
  tfsaAnnualLimit,
} from '@portal/domain/tax-certificates';
import { annuityYearOf, monthlyPaye } from '@portal/domain/living-annuity';
import { toCents, type Cents } from '@portal/domain/money';
import {
  statementName,
  statementReconciliation,
  type StatementPeriod,
  type StatementReconciliation,
} from '@portal/domain/statements';
import type { FundPortfolio, GroupCover } from '@portal/contract/fund-details';
import type { FundCosts } from '@portal/contract/costs';
import type { FundProjection } from '@portal/contract/projection';
import { FEE_NAMES } from '@portal/domain/period';
import { NominationTypeId } from '@portal/domain/nomination';
import { DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS } from '@portal/domain/savings-withdrawal';
import type { Db } from '../../db/client';
import { fundIdentityOf, type FundIdentity } from '../../fund-identity';
import {
  savingsWithdrawalsPaidIn,
  type SavingsWithdrawalTold,
} from '../claims/savings-withdrawal-told';
import { positionsOn } from '../fund/fund.repository';
import {
  portfoliosOfMembership,
  type TransactionRow,
} from '../fund-details/fund-details.repository';
import { portfolioItems } from '../fund-details/fund-details.service';
import { fundValueAt, fundWindow } from '../fund-details/fund-valuation';
import { groupCoverOfMembershipById } from '../fund-details/group-cover';
import { fundCostsOf } from '../costs/costs.service';
import { beneficiariesDetails } from '../nomination/nomination.service';
import { findMemberById } from '../profile/profile.repository';
import { projectionAt } from '../projection/projection.service';
import {
  contributionsUpTo,
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
  member: { fullName: string; idNumberLastFour: string | null; dateOfBirth?: string };
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
  /** A living annuity's income in the period; absent for every other product. */
  annuity?: AnnuityIncome | null;
  /** A tax-free savings account's contributions against the limits; absent for every other product. */
  taxFree?: TaxFreeLimits | null;
  /**
   * The retirement projection as at the period's end (DESIGN §1e "One projection": the portal's
   * one projection of the same inputs), or null for a product it does not project.
   */
  projection?: FundProjection | null;
  /**
   * The Effective Annual Cost as at the period's end (docs/decisions/040-effective-annual-cost.md):
   * the costs route's one computation for that date, or null when there is nothing to cost.
   */
  costs?: FundCosts | null;
  /**
   * The savings withdrawals paid in the period, each told in full (issue 45): gross, fee, tax with
   * its directive, net, the pot left and the earliest next one. Absent or empty: none.
   */
  savingsWithdrawals?: SavingsWithdrawalTold[];
  /** The fund's identity (fund-identity.ts): its letterhead, registration and complaints route. */
  identity?: FundIdentity;
  /** The period's charges by kind and as a percentage of the period's average value. */
  charges?: StatementCharges;
  /**
   * The beneficiaries nominated on the fund's own (retirement) nomination and on the unapproved
   * life cover under the same product, as GET /beneficiaries/GetBeneficiariesDetails answers them.
   */
  beneficiaries?: { fund: NominatedBeneficiary[]; lifeCover: NominatedBeneficiary[] | null };
  /** The administrator's fee for a savings withdrawal (config SAVINGS_WITHDRAWAL_FEE), in cents. */
  savingsWithdrawalFeeCents?: number;
};

export type NominatedBeneficiary = {
  name: string;
  relationship: string;
  /** The share of the benefit nominated, in percent (two decimals). */
  sharePct: number;
};

/**
 * The charges the member bore in the period (the reconciliation's "Fees and premiums", DESIGN
 * §1e): each kind of fee row added up, and the total as a percentage of the period's average
 * value, the mean of the opening and the closing values.
 */
export type StatementCharges = {
  lines: { label: string; cents: Cents; pct: number | null }[];
  total: Cents;
  totalPct: number | null;
  averageValue: Cents;
};

/** How each fee row's name is told on the statement's charges table (period.ts FEE_NAMES). */
const CHARGE_LABELS: readonly [string, string][] = [
  [FEE_NAMES.admin, 'Administration fees'],
  [FEE_NAMES.asset, 'Asset-based fees'],
  [FEE_NAMES.risk, 'Group risk premiums (your insured benefits)'],
  ['Savings withdrawal fee', 'Savings withdrawal fees'],
  ['Switch fee', 'Switch fees'],
];

/** A charge in cents as a percentage of `base`, two decimals; null when there is no base. */
function percentOf(cents: number, base: number): number | null {
  return base > 0 ? Math.round((cents / base) * 10_000) / 100 : null;
}

/**
 * The period's charges from its fee rows (signed from the fund's side, so negative), by kind in
 * the order of CHARGE_LABELS, then any other fee by its own name; their total is the
 * reconciliation's fees to the cent.
 */
export function chargesOf(
  rows: readonly Pick<TransactionRow, 'type' | 'name' | 'amountCents'>[],
  openingValue: number,
  closingValue: number,
): StatementCharges {
  const byName = new Map<string, number>();
  for (const row of rows)
    if (row.type === 'fee') byName.set(row.name, (byName.get(row.name) ?? 0) - row.amountCents);
  const averageValue = Math.round((openingValue + closingValue) / 2);
  const known = new Map(CHARGE_LABELS);
  const lines = [
    ...CHARGE_LABELS.filter(([name]) => byName.has(name)).map(([name, label]) => ({
      label,
      cents: byName.get(name) ?? 0,
    })),
    ...[...byName]
      .filter(([name]) => !known.has(name))
      .map(([name, cents]) => ({ label: name, cents })),
  ].map((line) => ({
    label: line.label,
    cents: toCents(line.cents),
    pct: percentOf(line.cents, averageValue),
  }));
  const total = lines.reduce((sum, line) => sum + line.cents, 0);
  return {
    lines,
    total: toCents(total),
    totalPct: percentOf(total, averageValue),
    averageValue: toCents(averageValue),
  };
}

/** The beneficiaries of the fund's nomination and of the life cover under the same product. */
async function beneficiariesOf(
  db: Db,
  memberId: number,
  fund: StatementMembershipRow,
): Promise<NonNullable<StatementData['beneficiaries']>> {
  const nominations = await beneficiariesDetails(db, memberId);
  const told = (list: (typeof nominations)[number] | undefined) =>
    (list?.beneficiaries ?? []).map((b) => ({
      name: [b.name, b.surname].filter(Boolean).join(' '),
      relationship: b.relationship,
      sharePct: b.allocation,
    }));
  const own = nominations.find(
    (n) =>
      n.nominationTypeId === NominationTypeId.Retirement && n.caseMbrKey === fund.caseMemberKey,
  );
  const life = nominations.find(
    (n) => n.nominationTypeId === NominationTypeId.LifeCover && n.productCaseKey === fund.caseKey,
  );
  return { fund: told(own), lifeCover: life ? told(life) : null };
}

/**
 * A tax-free savings account's contributions at the period's end against the law's limits
 * (domain tax-certificates.ts): the tax year's so far against its annual limit, and every
 * contribution since the account opened against the lifetime limit. Transfers in from another
 * tax-free account do not count.
 */
export type TaxFreeLimits = {
  taxYear: string;
  yearContributions: Cents;
  annualLimit: Cents;
  annualRemaining: Cents;
  lifetimeContributions: Cents;
  lifetimeLimit: Cents;
  lifetimeRemaining: Cents;
};

/** The tax-free account's contributions up to the period's end, against the limits. */
async function taxFreeLimitsOf(
  db: Db,
  fund: StatementMembershipRow,
  period: StatementPeriod,
): Promise<TaxFreeLimits | null> {
  if (fund.fullProductName !== TAX_FREE_SAVINGS_PRODUCT_NAME) return null;
  const taxYear = taxYearOf(period.end);
  const { year, lifetime } = await contributionsUpTo(
    db,
    fund.membershipId,
    taxYear.start,
    period.end,
  );
  const annualLimit = tfsaAnnualLimit(taxYear);
  return {
    taxYear: taxYearLabel(period.end),
    yearContributions: toCents(year),
    annualLimit,
    annualRemaining: toCents(Math.max(0, annualLimit - year)),
    lifetimeContributions: toCents(lifetime),
    lifetimeLimit: TFSA_LIFETIME_LIMIT_CENTS,
    lifetimeRemaining: toCents(Math.max(0, TFSA_LIFETIME_LIMIT_CENTS - lifetime)),
  };
}

/**
 * A living annuity's income over a statement's period (domain living-annuity.ts): each payment
 * with the PAYE withheld from it and what reached the member, the annuity year the period ends in
 * (its anniversary and the next), and the rate the income is of the value on that anniversary.
 */
export type AnnuityIncome = {
  startDate: string;
  anniversary: string;
  nextAnniversary: string;
  /** The value at the end of the day before the anniversary, on which the year's income is set. */
  valueAtAnniversary: Cents;
  /** The year's monthly income (its latest payment), or null when none was paid in the year yet. */
  monthlyIncome: Cents | null;
  /** monthlyIncome × 12 ÷ valueAtAnniversary, in percent to two decimals. */
  drawdownPct: number | null;
  payments: { date: string; gross: Cents; paye: Cents; net: Cents }[];
  gross: Cents;
  paye: Cents;
  net: Cents;
};

/** The annuity's income in the period, PAYE withheld by the annualised method. */
async function annuityIncomeOf(
  db: Db,
  fund: StatementMembershipRow,
  dateOfBirth: string,
  period: StatementPeriod,
  transactions: readonly TransactionRow[],
): Promise<AnnuityIncome | null> {
  if (!fund.isLivingAnnuity || fund.annuityStartDate === null) return null;
  if (period.end < fund.annuityStartDate) return null;
  const year = annuityYearOf(fund.annuityStartDate, period.end);
  const valueAtAnniversary = await fundValueAt(
    db,
    fund.membershipId,
    addDays(year.anniversary, -1),
  );
  // Income payments are the annuity's withdrawals (each day's rows together: one payment a day).
  const byDay = new Map<string, number>();
  for (const row of transactions)
    if (row.type === 'withdrawal')
      byDay.set(row.date, (byDay.get(row.date) ?? 0) - row.amountCents);
  const payments = [...byDay].map(([date, gross]) => {
    const { payeCents } = monthlyPaye({ monthlyIncomeCents: gross, dateOfBirth, paidOn: date });
    return { date, gross: toCents(gross), paye: payeCents, net: toCents(gross - payeCents) };
  });
  const inYear = payments.filter((p) => p.date >= year.anniversary);
  const monthlyIncome = inYear.at(-1)?.gross ?? null;
  const sum = (pick: (p: (typeof payments)[number]) => number) =>
    toCents(payments.reduce((total, p) => total + pick(p), 0));
  return {
    startDate: fund.annuityStartDate,
    anniversary: year.anniversary,
    nextAnniversary: year.nextAnniversary,
    valueAtAnniversary,
    monthlyIncome,
    drawdownPct:
      monthlyIncome !== null && valueAtAnniversary > 0
        ? Math.round(((monthlyIncome * 12) / valueAtAnniversary) * 10_000) / 100
        : null,
    payments,
    gross: sum((p) => p.gross),
    paye: sum((p) => p.paye),
    net: sum((p) => p.net),
  };
}

/** The figures and lines of one statement of the member's own membership. */
export async function statementDataOf(
  db: Db,
  memberId: number,
  fund: StatementMembershipRow,
  period: StatementPeriod,
  options: { savingsWithdrawalFeeCents?: number } = {},
): Promise<StatementData> {
  const [member, window, positions, portfolioRows, covers] = await Promise.all([
    findMemberById(db, memberId),
    fundWindow(db, fund.membershipId, period.start, period.end),
    positionsOn(db, fund.membershipId, period.end),
    portfoliosOfMembership(db, fund.membershipId),
    statementCoversOf(db, memberId, fund.membershipId, fund.caseKey),
  ]);
  if (!member) throw new Error(`member ${memberId} not found`);
  const [groupCover, annuity, taxFree, projection, costs, savingsWithdrawals, beneficiaries] =
    await Promise.all([
      groupCoverOfMembershipById(db, fund.membershipId),
      annuityIncomeOf(db, fund, member.dateOfBirth, period, window.transactions),
      taxFreeLimitsOf(db, fund, period),
      projectionAt(db, memberId, fund.schemeNumber, period.end),
      fundCostsOf(db, memberId, fund.schemeNumber, period.end, period.end),
      savingsWithdrawalsPaidIn(db, fund.membershipId, period.start, period.end),
      beneficiariesOf(db, memberId, fund),
    ]);
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
      fullName: memberFullName(member),
      idNumberLastFour: idNumber ? idNumber.slice(-4) : null,
      dateOfBirth: member.dateOfBirth,
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
    annuity,
    taxFree,
    projection,
    costs,
    savingsWithdrawals,
    identity: fundIdentityOf(fund.fundName),
    charges: chargesOf(window.transactions, window.openingValue, window.closingValue),
    beneficiaries,
    savingsWithdrawalFeeCents:
      options.savingsWithdrawalFeeCents ?? DEFAULT_SAVINGS_WITHDRAWAL_FEE_CENTS,
  };
}

/**
 * The member's title and name as their statement gives them ('Dr Aisha Patel'); every letter to
 * the member names them the same way.
 */
export function memberFullName(member: {
  title: string | null;
  firstName: string;
  lastName: string;
}): string {
  return [member.title, member.firstName, member.lastName].filter(Boolean).join(' ');
}

/** '1 Mar 2025 to 28 Feb 2026'. */
export function periodText(period: Pick<StatementPeriod, 'start' | 'end'>): string {
  return `${formatDisplayDate(period.start)} to ${formatDisplayDate(period.end)}`;
}
