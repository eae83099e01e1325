import type {
  AllocationSlice,
  PortfolioHistory,
  PortfolioReturn,
  PortfolioSummary,
} from '@portal/contract/portfolio';
import { defaultIrrRange } from '@portal/domain/date-ranges';
import { categoryOfProductType, valueAgeDays } from '@portal/domain/external-fund';
import {
  centsFromRand,
  percentFromBasisPoints,
  randFromCents,
  sumCents,
} from '@portal/domain/money';
import {
  allocationShares,
  combinedCashFlows,
  historyDates,
  historyWindow,
  internalFundCategory,
  returnOf,
  returnOfIrrStatus,
  sumByLabel,
  type AllocationInput,
} from '@portal/domain/portfolio';
import { xirr } from '@portal/domain/xirr';
import type { Db } from '../../db/client';
import { claimsAllowed } from '../claims/claim-allowed.service';
import { externalFundsOf } from '../external-funds/external-funds.repository';
import { toExternalFund } from '../external-funds/external-funds.service';
import { fundWindow } from '../fund-details/fund-valuation';
import { internalRateOfReturn } from '../fund-details/irr';
import { membershipsOf } from '../fund/fund.repository';
import { fundsWithValues } from '../fund/fund.service';
import { coversOfMember } from '../policies/policies.repository';
import { dailyFlowsBetween, fundValuesOn, portfolioValuesOf } from './portfolio.repository';

// My portfolio (spec 1 §2.1 'portfolios'; the portfolio issue): everything the member holds in one
// answer. Every internal figure is the one the other pages show: a fund's value is the dashboard's
// (GET /api/Fund/Internal), its 12-month IRR the fund details IRR of the last 12 months, its
// savings pot and whether a savings withdrawal may be claimed CheckClaimAllowed's.

function slicesOf(parts: readonly AllocationInput[]): AllocationSlice[] {
  return allocationShares(parts).map((share) => ({
    label: share.label,
    value: randFromCents(share.cents),
    percentage: percentFromBasisPoints(share.basisPoints),
  }));
}

/** Labels made unique: a repeated name gets its scheme number (or a counter) after it. */
function distinctLabels(names: readonly { name: string; suffix: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const { name } of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return names.map(({ name, suffix }) =>
    (counts.get(name) ?? 0) > 1 ? `${name} (${suffix})` : name,
  );
}

/** Life and funeral cover: for a funeral cover, the main member's amount (the first). */
function coversOf(rows: Awaited<ReturnType<typeof coversOfMember>>): PortfolioSummary['covers'] {
  return rows.map(({ cover, amounts }) => {
    const isFuneral = cover.header === 'Unapproved Funeral Cover';
    const cents = isFuneral
      ? (amounts[0]?.amountCents ?? 0)
      : sumCents(amounts.map((amount) => amount.amountCents));
    return {
      name: cover.fundName,
      kind: isFuneral ? 'Funeral cover' : 'Life cover',
      amount: randFromCents(cents),
    };
  });
}

/** GET /api/Portfolio/GetPortfolioSummary. */
export async function portfolioSummary(
  db: Db,
  memberId: number,
  today: string,
): Promise<PortfolioSummary> {
  const irrRange = defaultIrrRange(today);
  const [funds, externalRows, covers, portfolioValues, claims] = await Promise.all([
    fundsWithValues(db, memberId),
    externalFundsOf(db, memberId),
    coversOfMember(db, memberId),
    portfolioValuesOf(db, memberId),
    claimsAllowed(db, memberId, today),
  ]);
  const irrs = await Promise.all(
    funds.map(async ({ row }) =>
      internalRateOfReturn(await fundWindow(db, row.membership.id, irrRange.from, irrRange.to)),
    ),
  );
  const claimBy = new Map(claims.memberships.map((claim) => [claim.schemeNumber, claim]));

  const internal = funds.map(({ row, value }, index) => {
    const { membership, product } = row;
    const claim = claimBy.get(product.schemeNumber);
    const irr = irrs[index];
    return {
      membershipId: membership.id,
      cents: value?.valueCents ?? 0,
      item: {
        schemeNumber: product.schemeNumber,
        name: product.fullProductName,
        productTypeCategory: product.productTypeCategory,
        category: internalFundCategory(product),
        value: randFromCents(value?.valueCents ?? 0),
        calculationDate: value?.calculationDate ?? null,
        savingsPot: claim ? claim.savingsPot : null,
        canClaimSavings: claim?.isAllowed ?? false,
        irr12Months: {
          ...returnOfIrrStatus(irr?.irrStatus ?? 'unavailable', irr?.irrPct ?? null),
          from: irrRange.from,
          to: irrRange.to,
        },
      },
    };
  });
  const external = externalRows.map((row) => ({
    cents: row.valueCents,
    item: { ...toExternalFund(row), valueAgeDays: valueAgeDays(row.valueDate, today) },
  }));

  const internalCents = sumCents(internal.map((fund) => fund.cents));
  const externalCents = sumCents(external.map((fund) => fund.cents));
  const labels = distinctLabels([
    ...internal.map((fund) => ({ name: fund.item.name, suffix: fund.item.schemeNumber })),
    ...external.map((fund, index) => ({
      name: fund.item.productName,
      suffix: `${fund.item.providerName} ${index + 1}`,
    })),
  ]);
  const byProduct = slicesOf(
    [...internal, ...external].map((fund, index) => ({
      label: labels[index] ?? '',
      cents: fund.cents,
    })),
  );
  const byProductType = slicesOf(
    sumByLabel([
      ...internal.map((fund) => ({ label: fund.item.category, cents: fund.cents })),
      ...externalRows.map((row) => ({
        label: categoryOfProductType(row.productTypeId),
        cents: row.valueCents,
      })),
    ]).sort((a, b) => (a.label === b.label ? 0 : a.label === 'Retirement' ? -1 : 1)),
  );
  const byPortfolio = slicesOf(
    sumByLabel(portfolioValues.map((row) => ({ label: row.name, cents: row.valueCents })))
      .filter((part) => part.cents !== 0)
      .sort((a, b) => b.cents - a.cents || (a.label < b.label ? -1 : 1)),
  );
  const twoPotClaims = claims.memberships;
  return {
    asOf: today,
    totals: {
      total: randFromCents(internalCents + externalCents),
      internal: randFromCents(internalCents),
      external: randFromCents(externalCents),
    },
    internalFunds: internal.map((fund) => fund.item),
    externalFunds: external.map((fund) => fund.item),
    covers: coversOf(covers),
    allocation: { byProduct, byProductType, byPortfolio },
    savingsPot: {
      total: randFromCents(sumCents(twoPotClaims.map((claim) => centsFromRand(claim.savingsPot)))),
      claimableSchemeNumbers: twoPotClaims
        .filter((claim) => claim.isAllowed)
        .map((claim) => claim.schemeNumber),
    },
  };
}

/**
 * GET /api/Portfolio/GetPortfolioHistory?years: the internal funds' values at the window's start,
 * every month end in it and today, from the positions in one read; the money put in (less money
 * taken out) since the start; the growth the markets added; and the money-weighted return of all
 * the funds together over the window (the opening value paid in at the start, every transaction,
 * the closing value received today).
 */
export async function portfolioHistory(
  db: Db,
  memberId: number,
  years: number,
  today: string,
): Promise<PortfolioHistory> {
  const { from, to } = historyWindow(today, years);
  const dates = historyDates(from, to);
  const [funds, values, flows] = await Promise.all([
    membershipsOf(db, memberId),
    fundValuesOn(db, memberId, dates, to),
    dailyFlowsBetween(db, memberId, from, to),
  ]);
  const valueOf = new Map(values.map((v) => [`${v.membershipId}|${v.date}`, v.valueCents]));
  let flowIndex = 0;
  let netCents = 0;
  let openingCents = 0;
  const points = dates.map((date, index) => {
    while (flowIndex < flows.length && (flows[flowIndex]?.date ?? '') <= date) {
      netCents += flows[flowIndex]?.amountCents ?? 0;
      flowIndex += 1;
    }
    const fundValues: Record<string, number> = {};
    let totalCents = 0;
    for (const { membership, product } of funds) {
      const cents = valueOf.get(`${membership.id}|${date}`) ?? 0;
      fundValues[product.schemeNumber] = randFromCents(cents);
      totalCents += cents;
    }
    if (index === 0) openingCents = totalCents;
    return {
      date,
      totalCents,
      point: {
        date,
        value: randFromCents(totalCents),
        netContributions: randFromCents(netCents),
        growth: randFromCents(totalCents - openingCents - netCents),
        funds: fundValues,
      },
    };
  });
  const closingCents = points.at(-1)?.totalCents ?? 0;
  const combined = returnOf(
    xirr(
      combinedCashFlows({
        from,
        to,
        openingValueCents: openingCents,
        closingValueCents: closingCents,
        transactions: flows,
      }),
    ),
  );
  const combinedReturn: PortfolioReturn = { ...combined, from, to };
  return {
    years,
    from,
    to,
    points: points.map((p) => p.point),
    funds: funds.map(({ product }) => ({
      schemeNumber: product.schemeNumber,
      name: product.fullProductName,
    })),
    combinedReturn,
  };
}
