import { addMonths, addYears } from '@portal/domain/dates';
import { valueCents } from '@portal/domain/money';
import type { EmployerTerms } from './catalogue';
import type { MemberIncome } from './contributions';
import type { HoldingDecl } from './declared';
import { contributionDueDate } from './employer-payments';
import { ADMIN_FEE_CAP_BP, lastMonthlyDate, type generateHistory } from './history';
import type { Pot } from './history-types';
import type { Person } from './people';
import type { Rng } from './random';
import type { DemoData } from './rows';
import type { addSharedRows } from './shared-rows';

// A membership's rows once its history is generated (generate.ts): the membership itself, its
// portfolios, its transactions and its salary ledger, and its pots' values at any date.

type History = ReturnType<typeof generateHistory>;
type PricesOf = ReturnType<typeof addSharedRows>['pricesOf'];

/** The membership's pots' values at the end of a date, from its history's rows. */
export function potValuesOf(
  rows: History['rows'],
  pricesOf: PricesOf,
): (date: string) => Record<Pot, number> {
  return (date) => {
    const units = new Map<string, number>();
    for (const row of rows)
      if (row.txDate <= date) {
        const key = `${row.pot}|${row.portfolioCode}`;
        units.set(key, (units.get(key) ?? 0) + row.units);
      }
    const pots = { vested: 0, savings: 0, retirement: 0 };
    for (const [key, held] of units) {
      const [pot = 'vested', code = ''] = key.split('|') as [Pot, string];
      pots[pot] += valueCents(held, pricesOf(code).priceOn(date));
    }
    return pots;
  };
}

export type MembershipRowsInput = {
  membershipId: number;
  memberId: number;
  productId: number;
  schemeNumber: string;
  holding: HoldingDecl;
  person: Person;
  history: History;
  salary: ReturnType<MemberIncome['byHolding']['get']>;
  terms: EmployerTerms | undefined;
  salaryOn: (date: string) => number;
  institutional: boolean;
  isAnnuity: boolean;
  stoppedMonthsAgo: number | undefined;
  adminFeeCents: number;
  assetFeeBp: number;
  today: string;
  rng: Rng;
  portfolioIds: ReadonlyMap<string, number>;
};

/** Adds the membership, its portfolios, transactions and salary ledger to `data`. */
export function addMembershipRows(data: DemoData, input: MembershipRowsInput): void {
  const {
    membershipId,
    memberId,
    productId,
    schemeNumber,
    holding,
    person,
    history,
    salary,
    terms,
    salaryOn,
    institutional,
    isAnnuity,
    stoppedMonthsAgo,
    adminFeeCents,
    assetFeeBp,
    today,
    rng,
    portfolioIds,
  } = input;
  const start = history.start;
  const lastDate = lastMonthlyDate(today);
  if (salary)
    salary.dates.forEach((date, m) => {
      if (date >= history.start)
        data.salaryLedger.push({
          membershipId,
          date,
          annualSalaryCents: salary.annualSalaries[m] ?? 0,
        });
    });
  // The administration's schedule of what was due each month (employer-payments.ts).
  if (terms)
    for (const due of history.dues)
      data.contributionSchedule.push({
        membershipId,
        month: `${due.date.slice(0, 7)}-01`,
        annualSalaryCents: salaryOn(due.date),
        memberRateBp: terms.memberRateBp,
        employerRateBp: terms.employerRateBp,
        memberDueCents: due.member,
        employerDueCents: due.employer,
        dueDate: contributionDueDate(due.date),
      });
  // A paid-up membership's status says so from the month its contributions stopped.
  const paidUpFrom =
    stoppedMonthsAgo === undefined
      ? null
      : addMonths(lastMonthlyDate(today), -(stoppedMonthsAgo - 1));
  data.memberships.push({
    id: membershipId,
    memberId,
    productId,
    membershipNumber: `${schemeNumber.slice(-2)}${String(membershipId).padStart(6, '0')}`,
    refNum1: institutional ? `E${rng.int(10000, 99999)}` : null,
    caseMemberKey: `CMK${String(membershipId).padStart(8, '0')}`,
    isRestricted: holding.restricted ?? false,
    isCustomView: false,
    accountStatus: paidUpFrom ? 'Paid-up' : 'Active',
    masterMemberStatus: paidUpFrom
      ? 'Paid-up member'
      : institutional
        ? 'Active contributing member'
        : 'Active',
    category: institutional ? rng.pick(['Monthly staff', 'Management', 'Weekly paid']) : null,
    billGroup: institutional ? `BG${rng.int(1, 9)}` : null,
    payrollRef: institutional ? `PR${rng.int(1000, 9999)}` : null,
    dateJoined: start,
    dateJoinedScheme: start,
    dateOfTransfer: null,
    pensionableServiceDate: institutional ? start : null,
    accountStatusEffectiveDate: paidUpFrom ?? start,
    normalRetirementDate: addYears(person.dateOfBirth, 65),
    pensionServiceCommencementDate: isAnnuity ? start : null,
    // The Information tab: today's pensionable salary (a paid-up member's last, of the month
    // before contributions stopped) and the rates every contribution row follows.
    annualPensionableSalaryCents: terms
      ? salaryOn(paidUpFrom ? addMonths(paidUpFrom, -1) : lastDate)
      : null,
    memberContributionRateBp: terms?.memberRateBp ?? null,
    employerContributionRateBp: terms?.employerRateBp ?? null,
    lastContributionRateBp: terms ? terms.memberRateBp + terms.employerRateBp : null,
    adminFeeCents,
    adminFeeCapBp: ADMIN_FEE_CAP_BP,
    assetFeeBp,
  });
  for (const h of history.plan) {
    data.membershipPortfolios.push({
      membershipId,
      portfolioId: portfolioIds.get(h.portfolioCode) ?? 0,
      contributionAllocationBp: h.allocationBp,
      effectiveDate: start,
    });
  }
  for (const row of history.rows) {
    // Written out field by field: a spread per row costs more than all the rest of the member.
    data.transactions.push({
      txDate: row.txDate,
      type: row.type,
      name: row.name,
      units: row.units,
      unitPriceMicro: row.unitPriceMicro,
      amountCents: row.amountCents,
      pot: row.pot,
      vestedStatus: row.vestedStatus,
      membershipId,
      portfolioId: portfolioIds.get(row.portfolioCode) ?? 0,
    });
  }
}
