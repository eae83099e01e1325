import { dateOnly, formatMonthYear } from './dates';
import { ProductCategory, UserType } from './member';
import { centsFromRand, toCents, type Cents } from './money';

// Rules of the fund details page (spec 2 §2, §4, §6): the right-hand panel, what retail members
// see, the overview chips and the grouping of the transaction list.

export const FundSidePanel = {
  EmergencyFund: 'emergency-fund',
  TransactionSummary: 'transaction-summary',
  Irr: 'irr',
} as const;
export type FundSidePanel = (typeof FundSidePanel)[keyof typeof FundSidePanel];

export type FundForDetails = {
  productTypeCategory?: string | null;
  twoPotIndicator?: boolean | string | null;
};

export function isRetailProduct(fund: FundForDetails): boolean {
  return fund.productTypeCategory?.trim().toLowerCase() === ProductCategory.Retail.toLowerCase();
}

function isTwoPot(fund: FundForDetails): boolean {
  const value = fund.twoPotIndicator;
  return (
    value === true ||
    (typeof value === 'string' && ['y', 'yes', 'true'].includes(value.trim().toLowerCase()))
  );
}

/**
 * spec 2 §2, §6: the emergency fund calculator for retail users, or hybrid users on a retail
 * product that is not two-pot; otherwise the transaction summary for an institutional product,
 * or the internal rate of return.
 */
export function fundSidePanel(userType: UserType, fund: FundForDetails): FundSidePanel {
  const retailProduct = isRetailProduct(fund);
  if (userType === UserType.Retail) return FundSidePanel.EmergencyFund;
  if (userType === UserType.Hybrid && retailProduct && !isTwoPot(fund))
    return FundSidePanel.EmergencyFund;
  return retailProduct ? FundSidePanel.Irr : FundSidePanel.TransactionSummary;
}

/**
 * spec 2 §2, §6: retail users and retail products get no beneficiary Add, Edit or Delete (a
 * form to submit instead), and contribution rates and pensionable salary are hidden for them.
 */
export function isRetailView(userType: UserType, fund: FundForDetails): boolean {
  return userType === UserType.Retail || isRetailProduct(fund);
}

/**
 * A retail two-pot product: its savings withdrawals are made and followed on its own page (retail
 * members have no Claims page, spec 1 §2.1).
 */
export function hasProductSavingsWithdrawals(fund: FundForDetails): boolean {
  return isRetailProduct(fund) && isTwoPot(fund);
}

/**
 * spec 2 §2: institutional and custom-view members see the pot chips, retail members one total;
 * a retail two-pot product (a retirement annuity, a preservation fund) shows its pots too, since
 * its member withdraws from its savings pot on its page (docs/decisions/spec-readings.md).
 */
export function showsPots(
  isRetailViewOfFund: boolean,
  isCustomView: boolean,
  fund: FundForDetails,
): boolean {
  return !isRetailViewOfFund || isCustomView || hasProductSavingsWithdrawals(fund);
}

/** spec 2 §2: the Beneficiaries tab needs nobIndicator Y and the feature on. */
export function hasBeneficiariesTab(
  nobIndicator: string | null | undefined,
  isFeatureOn: boolean,
): boolean {
  return isFeatureOn && nobIndicator?.trim().toUpperCase() === 'Y';
}

/** spec 2 §2: the Vested chip shows available plus notAvailable. */
export function vestedCents(available: Cents | number, notAvailable: Cents | number): Cents {
  return toCents(available + notAvailable);
}

/** spec 2 §2, §9: each month shows 3 items before an expand arrow with a count of the rest. */
export const ITEMS_PER_MONTH = 3;

export type MonthGroup<T> = { monthYear: string; shown: T[]; hiddenCount: number; items: T[] };
export type YearGroup<T> = { year: string; months: MonthGroup<T>[] };

/**
 * spec 2 §2: transactions grouped by year, then month ('March 2026'), newest first; each month
 * shows its first 3 and counts the rest. Dates are 'YYYY-MM-DD' (or timestamps starting so).
 */
export function groupTransactionsByMonth<T extends { date: string }>(
  transactions: readonly T[],
): YearGroup<T>[] {
  const sorted = [...transactions].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const years: YearGroup<T>[] = [];
  for (const transaction of sorted) {
    const year = transaction.date.slice(0, 4);
    const monthYear = formatMonthYear(dateOnly(transaction.date));
    let yearGroup = years[years.length - 1];
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] };
      years.push(yearGroup);
    }
    let month = yearGroup.months[yearGroup.months.length - 1];
    if (month?.monthYear !== monthYear) {
      month = { monthYear, shown: [], hiddenCount: 0, items: [] };
      yearGroup.months.push(month);
    }
    month.items.push(transaction);
    if (month.shown.length < ITEMS_PER_MONTH) month.shown.push(transaction);
    else month.hiddenCount += 1;
  }
  return years;
}

/**
 * A month's net total in the transaction list: its transactions' signed amounts (DESIGN §1a:
 * money in positive, out negative), each taken to the cent from its wire rand and added as
 * integers, so the total is exactly the sum of the rows as shown.
 */
export function transactionsTotalCents(transactions: readonly { amount: number }[]): Cents {
  return toCents(transactions.reduce((sum, row) => sum + centsFromRand(row.amount), 0));
}

/**
 * spec 3 §3: the plan headings treated as Glacier (administered on the investment hub), for which
 * the hub flyover is offered (spec 2 §2, §6).
 */
export const GLACIER_PLAN_HEADINGS = [
  'Discretionary Saving',
  'Post Retirement',
  'Tax Free Savings Account',
] as const;

export function isGlacierPlanHeading(heading: string): boolean {
  const wanted = heading.trim().toLowerCase();
  return GLACIER_PLAN_HEADINGS.some((glacier) => glacier.toLowerCase() === wanted);
}
