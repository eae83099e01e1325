import type { CostHolding, FundCosts, FundCostsResponse } from '@portal/contract/costs';
import {
  EAC_ASSUMED_GROWTH_BP,
  EAC_RETIREMENT_AGE,
  eacTable,
  eacTerms,
  hasEac,
  showsOther,
  type EacInputs,
} from '@portal/domain/eac';
import { allocationShares } from '@portal/domain/portfolio';
import { formatRand, fromCents, percentFromBasisPoints } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { positionsAtCalculationDate, positionsOn } from '../fund/fund.repository';
import {
  findMembershipBySchemeNumber,
  portfoliosOfMembership,
} from '../fund-details/fund-details.repository';
import { valuesOf } from '../fund-details/fund-valuation';
import {
  dateOfBirthOf,
  fundFactsOf,
  portfolioFactsOf,
  type FundFacts,
} from '../projection/projection.repository';
import { productClassOf } from '../projection/product-class';
import { contributionOf } from '../projection/fund-inputs';

// The member's Effective Annual Cost for one fund (docs/decisions/040-effective-annual-cost.md):
// the value and holdings on the fund's calculation date (the fund details' positions), this
// month's contribution (the projection's rule), the fund's charges on the membership and each
// portfolio's TER and TC; then the domain's one EAC of them. The fund details' Costs section, the
// disclosure PDF and the annual statement all show this answer.

const rate = (bp: number) => percentFromBasisPoints(bp);
const percentWords = (bp: number) => `${percentFromBasisPoints(bp).toFixed(2)} %`;

export const ADVICE_FOOTNOTE =
  'No advice fee was supplied for your membership, so none could be included: the advice figure is 0.00 %. If you pay a financial adviser directly, their fee is not in these figures.';
export const VAT_FOOTNOTE = 'All figures include VAT.';
export const OTHER_FOOTNOTE =
  'Your fund has no charge for leaving it at the end of any of these terms, so there is no “other” cost to show.';
export const PAST_FOOTNOTE =
  'The Effective Annual Cost is an estimate of the charges a year on your own savings, using today’s charges. It is not a forecast of your returns, and actual charges can differ.';

/** The method in plain sentences, with the member's own figures. */
function methodOf(inputs: EacInputs, ticBp: number): string[] {
  const cap =
    inputs.adminFeeCapBp === null
      ? ''
      : `, never more than ${percentWords(inputs.adminFeeCapBp)} a year of your savings`;
  return [
    'The Effective Annual Cost (EAC) shows what your savings cost you each year, as a percentage of their value, following the Association for Savings and Investment South Africa (ASISA) standard. It adds up four parts: investment management, advice, administration and other costs.',
    `Investment management is the total investment charge of your portfolios: each portfolio’s total expense ratio plus its transaction costs, weighted by how much you hold in it. Yours is ${percentWords(ticBp)} a year. These charges are taken in the unit prices.`,
    `Administration is the fund’s asset-based fee of ${percentWords(inputs.assetFeeBp)} a year plus its administration fee of ${formatRand(inputs.adminFeeCents)} a month${cap}. A fixed fee in rand weighs more on a smaller amount, so we grow your savings and contributions at ${percentWords(EAC_ASSUMED_GROWTH_BP)} a year before charges, once with the fee and once without, and show how much lower the yearly growth is with it.`,
    'Each figure is rounded to two decimals, and the total is the sum of the parts.',
  ];
}

/**
 * The member's EAC for one scheme on `on` (the fund's calculation date when not given: the date
 * the fund details' figures are of), or null when there is nothing to cost; 404 for a scheme the
 * member does not hold.
 */
export async function fundCostsOf(
  db: Db,
  memberId: number,
  schemeNumber: string,
  today: string,
  on?: string,
): Promise<FundCosts | null> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  const { membership, product } = held;
  const [valued, portfolioRows, dateOfBirth] = await Promise.all([
    on === undefined
      ? positionsAtCalculationDate(db, membership.id)
      : positionsOn(db, membership.id, on).then((positions) => ({
          calculationDate: on,
          positions,
        })),
    portfoliosOfMembership(db, membership.id),
    dateOfBirthOf(db, memberId),
  ]);
  const valueDate = valued.calculationDate ?? today;
  const { total, byPortfolio } = valuesOf(valued.positions, valueDate);
  // Holdings by value; by contribution allocation when nothing is held yet (as the projection).
  const valuedIds = [...byPortfolio].filter(([, cents]) => cents > 0);
  const weights =
    valuedIds.length > 0
      ? valuedIds.map(([portfolioId, cents]) => ({ portfolioId, weight: cents, cents }))
      : portfolioRows
          .filter((row) => (row.allocationBp ?? 0) > 0)
          .map((row) => ({
            portfolioId: row.portfolioId,
            weight: row.allocationBp ?? 0,
            cents: 0,
          }));
  const productClass = productClassOf(product);
  const [facts, portfolios] = await Promise.all([
    fundFactsOf(db, [{ membershipId: membership.id, date: valueDate }]),
    portfolioFactsOf(db, [], [...new Set(weights.map((w) => w.portfolioId))]),
  ]);
  const holdingsHeld = weights.flatMap((w) => {
    const portfolio = portfolios.byId.get(w.portfolioId);
    return portfolio ? [{ ...w, portfolio }] : [];
  });
  const paysIncome =
    productClass === 'livingAnnuity' ||
    (productClass !== 'employer' && membership.pensionServiceCommencementDate !== null);
  const fundFacts: FundFacts = facts.get(membership.id) ?? {
    membershipId: membership.id,
    feesLastYearCents: 0,
    lastContributionDate: null,
    lastMonthContributionCents: 0,
    contributedCents: 0,
    riskPremiumBp: 0,
  };
  const monthlyContributionCents = paysIncome
    ? 0
    : contributionOf(membership, productClass, fundFacts, valueDate).monthlyCents;

  const inputs: EacInputs = {
    valueCents: total,
    monthlyContributionCents,
    holdings: holdingsHeld.map((h) => ({
      weight: h.weight,
      terBp: h.portfolio.terBp,
      tcBp: h.portfolio.tcBp,
    })),
    adminFeeCents: membership.adminFeeCents ?? 0,
    adminFeeCapBp: membership.adminFeeCapBp,
    assetFeeBp: membership.assetFeeBp ?? 0,
    adviceFeeBp: 0,
    terminationChargeCents: 0,
  };
  if (!hasEac(inputs)) return null;

  const terms = eacTerms({
    isRetirementAnnuity: productClass === 'retirementAnnuity' && !paysIncome,
    dateOfBirth: dateOfBirth ?? null,
    today: valueDate,
  });
  const rows = eacTable(inputs, terms);
  const shares = allocationShares(
    holdingsHeld.map((h) => ({ label: String(h.portfolioId), cents: h.weight })),
  );
  const holdings: CostHolding[] = holdingsHeld.map((h, index) => ({
    portfolioCode: h.portfolio.code,
    portfolioName: h.portfolio.name,
    share: rate(shares[index]?.basisPoints ?? 0),
    value: fromCents(h.cents),
    totalExpenseRatio: rate(h.portfolio.terBp),
    transactionCosts: rate(h.portfolio.tcBp),
    totalInvestmentCharge: rate(h.portfolio.terBp + h.portfolio.tcBp),
  }));
  const ticBp = rows[0]?.figures.investmentManagement ?? 0;
  const other = showsOther(rows);
  const footnotes = [ADVICE_FOOTNOTE, VAT_FOOTNOTE, ...(other ? [] : [OTHER_FOOTNOTE])];
  if (terms.some((term) => term.toAge55))
    footnotes.push(
      `As this is a retirement annuity and you are younger than ${EAC_RETIREMENT_AGE}, the table also shows the cost up to your ${EAC_RETIREMENT_AGE}th birthday.`,
    );
  footnotes.push(PAST_FOOTNOTE);
  return {
    schemeNumber: product.schemeNumber,
    productName: product.fullProductName,
    terms: rows.map((row) => ({
      label: row.term.label,
      months: row.term.months,
      toAge55: row.term.toAge55,
      figures: {
        investmentManagement: rate(row.figures.investmentManagement),
        advice: rate(row.figures.advice),
        administration: rate(row.figures.administration),
        other: rate(row.figures.other),
        total: rate(row.figures.totalBp),
      },
    })),
    showsOther: other,
    inputs: {
      valueDate,
      value: fromCents(total),
      monthlyContribution: fromCents(monthlyContributionCents),
      holdings,
      monthlyAdminFee: fromCents(inputs.adminFeeCents),
      adminFeeCap: inputs.adminFeeCapBp === null ? null : rate(inputs.adminFeeCapBp),
      assetBasedFee: rate(inputs.assetFeeBp),
      adviceFee: rate(inputs.adviceFeeBp),
      assumedGrowth: rate(EAC_ASSUMED_GROWTH_BP),
    },
    method: methodOf(inputs, ticBp),
    footnotes,
  };
}

/** GET /api/Fund/Costs/{schemeNumber}. */
export async function fundCostsAnswer(
  db: Db,
  memberId: number,
  schemeNumber: string,
  today: string,
): Promise<FundCostsResponse> {
  return { success: true, costs: await fundCostsOf(db, memberId, schemeNumber, today) };
}
