import type {
  FundDetailsResponse,
  FundPortfolio,
  FundTransaction,
  InternalRateOfReturn,
  TransactionDetailsResponse,
} from '@portal/contract/fund-details';
import { DEFAULT_TRANSACTION_FILTER, transactionFilterRange } from '@portal/domain/date-ranges';
import { irrDatesFormSchema, TransactionFilterFormSchema } from '@portal/domain/date-range-forms';
import { addMonths } from '@portal/domain/dates';
import {
  groupTransactionsByMonth,
  isRetailProduct,
  vestedCents,
} from '@portal/domain/fund-details';
import { fundValueOn } from '@portal/domain/fund-value';
import { contributionsStoppedOn } from '@portal/domain/group-cover';
import {
  numberFromPriceMicro,
  numberFromUnits,
  percentFromBasisPoints,
  randFromCents,
  toCents,
} from '@portal/domain/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { parseOrBadRequest } from '../../lib/validation';
import { positionsAtCalculationDate, type PositionRow } from '../fund/fund.repository';
import {
  findMembershipBySchemeNumber,
  portfoliosOfMembership,
  type MembershipPortfolioRow,
  type MembershipRow,
  type ProductRow,
  type TransactionRow,
} from './fund-details.repository';
import {
  addPots,
  bucketOf,
  fundWindow,
  historiesOf,
  splitPortfolioValue,
  zeroPots,
  type PotBucket,
  type PotValues,
} from './fund-valuation';
import { groupCoverOfMembership } from './group-cover';
import { internalRateOfReturn } from './irr';

/** The member's own membership of the scheme, or 404 (DESIGN §1a: never another member's data). */
export async function membershipOfScheme(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<{ membership: MembershipRow; product: ProductRow }> {
  const found = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!found) throw notFound();
  return found;
}

/** spec 2 §3 "Fund details response": overview, information and portfolios. */
export async function fundDetails(
  db: Db,
  memberId: number,
  schemeNumber: string,
): Promise<FundDetailsResponse> {
  const { membership, product } = await membershipOfScheme(db, memberId, schemeNumber);
  const [{ calculationDate, positions }, portfolioRows, cover] = await Promise.all([
    positionsAtCalculationDate(db, membership.id),
    portfoliosOfMembership(db, membership.id),
    groupCoverOfMembership(db, membership),
  ]);
  const portfolios = portfolioItems(membership, portfolioRows, positions);
  const pots = portfolios.pots;
  // The total is DESIGN §1a's fund value; the pots split each portfolio's value exactly, so
  // available + notAvailable + savings + retirement is this total to the cent.
  const totalValue = calculationDate
    ? fundValueOn(historiesOf(positions, calculationDate), calculationDate)
    : toCents(0);
  return {
    success: true,
    portfolioSuccess: true,
    overview: {
      name: product.fullProductName,
      totalValue: randFromCents(totalValue),
      available: randFromCents(pots.available),
      notAvailable: randFromCents(pots.notAvailable),
      savings: randFromCents(pots.savings),
      retirement: randFromCents(pots.retirement),
      calculationDate,
      nobIndicator: product.nobIndicator,
      isCustomView: membership.isCustomView,
    },
    information: {
      member: {
        accountStatus: membership.accountStatus,
        masterMemberStatus: membership.masterMemberStatus,
        memberNumber: membership.membershipNumber,
        schemeNumber: product.schemeNumber,
        category: membership.category,
        dateJoined: membership.dateJoined,
        dateJoinedScheme: membership.dateJoinedScheme,
        dateOfTransfer: membership.dateOfTransfer,
        pensionableServiceDate: membership.pensionableServiceDate,
        accountStatusEffectiveDate: membership.accountStatusEffectiveDate,
        normalRetirementDate: membership.normalRetirementDate,
        annualPensionableSalary: nullableRand(membership.annualPensionableSalaryCents),
        memberContributionRate: nullablePercent(membership.memberContributionRateBp),
        employerContributionRate: nullablePercent(membership.employerContributionRateBp),
        lastContributionRate: nullablePercent(membership.lastContributionRateBp),
        contributionsStoppedOn: contributionsStoppedOn(membership),
        refNum1: membership.refNum1,
        billGroup: membership.billGroup,
        payrollRef: membership.payrollRef,
      },
      fund: {
        fundName: product.fundName,
        schemeName: product.schemeName,
        schemeNumber: product.schemeNumber,
        schemeNumberRef: product.schemeNumberRef,
        fullProductName: product.fullProductName,
        heading: product.heading,
        employerName: product.employerName,
        caseKey: product.caseKey,
        caseMemberKey: membership.caseMemberKey,
        productTypeCategory: product.productTypeCategory,
        isRetail: isRetailProduct(product),
        isRestricted: membership.isRestricted,
        twoPotIndicator: product.twoPotIndicator,
        nobIndicator: product.nobIndicator,
        pensionServiceCommencementDate: membership.pensionServiceCommencementDate,
        isGlobalProduct: product.isGlobalProduct,
        sourceSystemName: product.sourceSystemName,
      },
    },
    portfolios: portfolios.items,
    cover,
  };
}

/**
 * spec 2 §3 portfolio items at the calculation date: the portfolios the member holds units in or
 * still contributes to, with each portfolio's value split over the pots.
 */
export function portfolioItems(
  membership: Pick<MembershipRow, 'dateJoined'>,
  rows: readonly MembershipPortfolioRow[],
  positions: readonly PositionRow[],
): { items: FundPortfolio[]; pots: PotValues } {
  let total = zeroPots();
  const items: FundPortfolio[] = [];
  for (const row of rows) {
    const held = positions.filter((position) => position.portfolioId === row.portfolioId);
    const unitsByBucket = new Map<PotBucket, number>();
    for (const position of held) {
      const bucket = bucketOf(position);
      unitsByBucket.set(bucket, (unitsByBucket.get(bucket) ?? 0) + position.units);
    }
    const units = held.reduce((sum, position) => sum + position.units, 0);
    if (units === 0 && !row.allocationBp) continue;
    const price = held.find((position) => position.priceMicro !== null);
    const priceMicro = price?.priceMicro ?? null;
    const pots = priceMicro === null ? zeroPots() : splitPortfolioValue(unitsByBucket, priceMicro);
    total = addPots(total, pots);
    items.push({
      name: row.name,
      currency: row.currency,
      effectiveDate: row.effectiveDate ?? membership.dateJoined,
      contributionAllocation: percentFromBasisPoints(row.allocationBp ?? 0),
      fundCredit: randFromCents(
        vestedCents(pots.available, pots.notAvailable) + pots.savings + pots.retirement,
      ),
      available: randFromCents(pots.available),
      notAvailable: randFromCents(pots.notAvailable),
      savings: randFromCents(pots.savings),
      retirement: randFromCents(pots.retirement),
      units: numberFromUnits(units),
      unitPrice: priceMicro === null ? null : numberFromPriceMicro(priceMicro),
      priceDate: price?.priceDate ?? null,
      exchangeRate: numberFromPriceMicro(row.exchangeRateMicro),
      udwID: row.udwId,
    });
  }
  return { items, pots: total };
}

/**
 * spec 2 §2, §5, §9: the transaction list of a window, newest first, grouped by year and month.
 * Missing dates default to the last 3 months to today (a missing start is 3 months before the
 * end); From after To is refused with 'From date must be before to date.'.
 */
export async function transactionDetails(
  db: Db,
  memberId: number,
  schemeNumber: string,
  query: { startDate?: string | undefined; endDate?: string | undefined },
  today: string,
): Promise<TransactionDetailsResponse> {
  const preset = transactionFilterRange(DEFAULT_TRANSACTION_FILTER, today);
  const endDate = query.endDate ?? preset.to;
  const startDate = query.startDate ?? (query.endDate ? addMonths(endDate, -3) : preset.from);
  parseOrBadRequest(
    TransactionFilterFormSchema,
    { from: startDate, to: endDate },
    { from: 'startDate', to: 'endDate' },
  );
  const { membership } = await membershipOfScheme(db, memberId, schemeNumber);
  const window = await fundWindow(db, membership.id, startDate, endDate);
  const groups = groupTransactionsByMonth(window.transactions);
  return {
    success: true,
    startDate,
    endDate,
    transactionDetailsByYear: groups.map((year) => ({
      year: Number(year.year),
      monthYears: year.months.map((month) => ({
        monthYear: month.monthYear,
        transactions: month.items.map(toWireTransaction),
      })),
    })),
  };
}

function toWireTransaction(row: TransactionRow): FundTransaction {
  return {
    date: row.date,
    name: row.name,
    units: numberFromUnits(row.units),
    unitPrice: numberFromPriceMicro(row.unitPriceMicro),
    amount: randFromCents(row.amountCents),
    portfolio: row.portfolio,
    pot: row.pot,
  };
}

/** spec 2 §3, §5: the IRR of a window; end after today or start after end is a 400. */
export async function irrOfScheme(
  db: Db,
  memberId: number,
  schemeNumber: string,
  body: { startDate: string; endDate: string },
  today: string,
): Promise<InternalRateOfReturn> {
  parseOrBadRequest(irrDatesFormSchema(today), body);
  const { membership } = await membershipOfScheme(db, memberId, schemeNumber);
  return internalRateOfReturn(await fundWindow(db, membership.id, body.startDate, body.endDate));
}

function nullableRand(cents: number | null): number | null {
  return cents === null ? null : randFromCents(cents);
}

function nullablePercent(bp: number | null): number | null {
  return bp === null ? null : percentFromBasisPoints(bp);
}
