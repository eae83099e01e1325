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
  toCents,
} from '@portal/domain/money';
import {
  movementOf,
  periodFlows,
  periodOf,
  type FundInPeriod,
  type PeriodFlows,
} from '@portal/domain/period';
import {
  allocationShares,
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
import { claimsAllowedOf, savingsClaimFactsOf } from '../claims/claim-allowed.service';
import { externalFundsOf } from '../external-funds/external-funds.repository';
import { toExternalFund } from '../external-funds/external-funds.service';
import { valuesOf } from '../fund-details/fund-valuation';
import { internalRateOfReturn } from '../fund-details/irr';
import { membershipsOf } from '../fund/fund.repository';
import { groupCoverLinesOfMember } from '../fund-details/group-cover';
import { coversOfMember } from '../policies/policies.repository';
import { dailyFlowsBetween, fundValuesOn, type FundValueOnDate } from './portfolio.repository';

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

/**
 * Each fund's IRR from `from` to `to` as the fund details page works it out for the same dates:
 * the value at the end of the day before `from` paid in, each day's flows, the value at the end of
 * `to` received.
 */
function irrOfPeriod(
  membershipId: number,
  range: { from: string; to: string },
  values: readonly FundValueOnDate[],
  flows: readonly DailyFlow[],
) {
  const { openingDate } = periodOf(range.from, range.to);
  return internalRateOfReturn({
    startDate: range.from,
    endDate: range.to,
    openingValue: toCents(valuesByMembership(values, openingDate)(membershipId)),
    closingValue: toCents(valuesByMembership(values, range.to)(membershipId)),
    transactions: flows.filter((flow) => flow.membershipId === membershipId),
  });
}

/** GET /api/Portfolio/GetPortfolioSummary. */
export async function portfolioSummary(
  db: Db,
  memberId: number,
  today: string,
): Promise<PortfolioSummary> {
  const irrRange = defaultIrrRange(today);
  // Every read at once; the values, portfolio values and savings pots all come from the positions
  // at each fund's calculation date (the fund details page's figures).
  const [rows, facts, externalRows, covers, irrValues, irrFlows, groupCovers] = await Promise.all([
    membershipsOf(db, memberId),
    savingsClaimFactsOf(db, memberId, today),
    externalFundsOf(db, memberId),
    coversOfMember(db, memberId),
    fundValuesOn(
      db,
      memberId,
      [periodOf(irrRange.from, irrRange.to).openingDate, irrRange.to],
      null,
    ),
    dailyFlowsBetween(db, memberId, irrRange.from, irrRange.to),
    groupCoverLinesOfMember(db, memberId),
  ]);
  // Each fund's value (the dashboard's) and its portfolios' parts, at its calculation date.
  const funds = rows.map((row) => {
    const { calculationDate, positions } = facts.positions.get(row.membership.id) ?? {
      calculationDate: null,
      positions: [],
    };
    const values = calculationDate
      ? valuesOf(positions, calculationDate)
      : { total: toCents(0), byPortfolio: new Map<number, number>() };
    const names = new Map(
      (facts.portfolios.get(row.membership.id) ?? []).map((p) => [p.portfolioId, p.name]),
    );
    return {
      row,
      value: { valueCents: values.total, calculationDate },
      portfolios: [...values.byPortfolio].map(([portfolioId, valueCents]) => ({
        name: names.get(portfolioId) ?? '',
        valueCents,
      })),
    };
  });
  const portfolioValues = funds.flatMap((fund) => fund.portfolios);
  const irrs = rows.map((row) => irrOfPeriod(row.membership.id, irrRange, irrValues, irrFlows));
  const claims = { memberships: claimsAllowedOf(rows, facts, today) };
  const claimBy = new Map(claims.memberships.map((claim) => [claim.schemeNumber, claim]));

  const internal = funds.map(({ row, value }, index) => {
    const { membership, product } = row;
    const claim = claimBy.get(product.schemeNumber);
    const irr = irrs[index];
    return {
      membershipId: membership.id,
      cents: value.valueCents,
      item: {
        schemeNumber: product.schemeNumber,
        name: product.fullProductName,
        productTypeCategory: product.productTypeCategory,
        category: internalFundCategory(product),
        value: randFromCents(value.valueCents),
        calculationDate: value.calculationDate,
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
    // The member's own policies, then the group cover of the employer funds (decision 037).
    covers: [...coversOf(covers), ...groupCovers],
    allocation: { byProduct, byProductType, byPortfolio },
    savingsPot: {
      total: randFromCents(sumCents(twoPotClaims.map((claim) => centsFromRand(claim.savingsPot)))),
      claimableSchemeNumbers: twoPotClaims
        .filter((claim) => claim.isAllowed)
        .map((claim) => claim.schemeNumber),
    },
  };
}

type DailyFlow = Awaited<ReturnType<typeof dailyFlowsBetween>>[number];

/** Each fund of the member over the period, as the domain's `periodFlows` takes them. */
function fundsInPeriod(
  membershipIds: readonly number[],
  openingOf: (membershipId: number) => number,
  closingOf: (membershipId: number) => number,
  flows: readonly DailyFlow[],
): FundInPeriod[] {
  return membershipIds.map((membershipId) => ({
    openingValue: openingOf(membershipId),
    closingValue: closingOf(membershipId),
    transactions: flows
      .filter((flow) => flow.membershipId === membershipId)
      .map((flow) => ({ date: flow.date, type: flow.type, amount: flow.amountCents })),
  }));
}

function returnOfPeriod(period: PeriodFlows): PortfolioReturn {
  return { ...returnOf(xirr(period.cashFlows)), from: period.from, to: period.to };
}

function valuesByMembership(values: readonly FundValueOnDate[], date: string) {
  const byMembership = new Map<number, number>();
  for (const value of values)
    if (value.date === date) byMembership.set(value.membershipId, value.valueCents);
  return (membershipId: number) => byMembership.get(membershipId) ?? 0;
}

/**
 * The money-weighted return of all the member's internal funds together from `from` to `to`
 * (domain `periodFlows`, the period every figure reads: the funds' values at the end of the day
 * before `from` paid in, every transaction of any of them from `from` to `to` inclusive, their
 * values at the end of `to` received). For one fund it is that fund's IRR (fund details) for the
 * same dates.
 */
export async function combinedReturnOf(
  db: Db,
  memberId: number,
  from: string,
  to: string,
): Promise<PortfolioReturn> {
  const { openingDate } = periodOf(from, to);
  const [funds, values, flows] = await Promise.all([
    membershipsOf(db, memberId),
    fundValuesOn(db, memberId, [openingDate, to], null),
    dailyFlowsBetween(db, memberId, from, to),
  ]);
  const ids = funds.map(({ membership }) => membership.id);
  return returnOfPeriod(
    periodFlows(
      from,
      to,
      fundsInPeriod(
        ids,
        valuesByMembership(values, openingDate),
        valuesByMembership(values, to),
        flows,
      ),
    ),
  );
}

/**
 * GET /api/Portfolio/GetPortfolioHistory?years: the internal funds' values over the window from
 * `from` to today, read as every period is (domain period.ts): the first point is the opening,
 * the values at the end of the day before `from` (dated that day, nothing put in and no growth
 * yet), then every month end in the window and today (the dashboard's figures), from the
 * positions in one read; the money put in (less money taken out) from `from` up to each point; the
 * growth the markets added; and the money-weighted return of all the funds together over the
 * window (`combinedReturnOf`'s flows).
 */
export async function portfolioHistory(
  db: Db,
  memberId: number,
  years: number,
  today: string,
): Promise<PortfolioHistory> {
  const { from, to } = historyWindow(today, years);
  const dates = historyDates(from, to);
  const { openingDate } = periodOf(from, to);
  const [funds, values, closings, flows] = await Promise.all([
    membershipsOf(db, memberId),
    fundValuesOn(db, memberId, dates, to),
    // The return's closing values are the values at the end of `to` (DESIGN §1a), as each fund's
    // IRR reads them. They differ from today's (dashboard) figures only when units changed between
    // a fund's calculation date and today.
    fundValuesOn(db, memberId, [to], null),
    dailyFlowsBetween(db, memberId, from, to),
  ]);
  const opening = valuesByMembership(values, openingDate);
  const closing = valuesByMembership(closings, to);
  const ids = funds.map(({ membership }) => membership.id);
  const period = periodFlows(from, to, fundsInPeriod(ids, opening, closing, flows));
  const valueOf = new Map(values.map((v) => [`${v.membershipId}|${v.date}`, v.valueCents]));
  let flowIndex = 0;
  let netCents = 0;
  const points = dates.map((date) => {
    while (flowIndex < period.transactions.length) {
      const flow = period.transactions[flowIndex];
      if (flow === undefined || flow.date > date) break;
      // Money put in less money paid out: charges stay in the growth (after charges, DESIGN §1e)
      // and a switch between the member's own portfolios is neither.
      const movement = movementOf(flow.type);
      if (movement === 'paid-in' || movement === 'paid-out') netCents += flow.amount;
      flowIndex += 1;
    }
    const fundValues: Record<string, number> = {};
    let totalCents = 0;
    for (const { membership, product } of funds) {
      const cents = valueOf.get(`${membership.id}|${date}`) ?? 0;
      fundValues[product.schemeNumber] = randFromCents(cents);
      totalCents += cents;
    }
    return {
      date,
      value: randFromCents(totalCents),
      netContributions: randFromCents(netCents),
      growth: randFromCents(totalCents - period.openingValue - netCents),
      funds: fundValues,
    };
  });
  return {
    years,
    from,
    to,
    points,
    // Each fund over the same window as the whole: one period for every figure of the card.
    funds: funds.map(({ membership, product }) => ({
      schemeNumber: product.schemeNumber,
      name: product.fullProductName,
      periodReturn: returnOfPeriod(
        periodFlows(from, to, fundsInPeriod([membership.id], opening, closing, flows)),
      ),
    })),
    combinedReturn: returnOfPeriod(period),
  };
}
