import { taxYearOf } from '@portal/domain/dates';
import { TFSA_LIFETIME_LIMIT_CENTS, tfsaAnnualLimit } from '@portal/domain/tax-certificates';
import { kindOf, type EmployerTerms } from './catalogue';
import type { MemberPlan } from './declared';
import { monthlyDates, type HistoryInput } from './history';
import { monthlyShare, salaryHistory, salaryInMonth, type IncomeSource } from './income';
import { streamOf, type Rng } from './random';

// A demo member's salary histories, and what each of its holdings pays in every month (generate.ts
// draws the members): an employer fund's rates of the salary, a retirement annuity's and the
// investments' debit orders, within the tax-free savings limits.

/** Monthly dates of a member's salary history: longer than any fund's history. */
const INCOME_MONTHS = 10 * 12 + 1;

/**
 * Today's annual salary of a member of an umbrella fund: lognormal, median R270 000 and a spread
 * (σ 0.55 in logs) that puts one in ten under about R135 000 and one in ten over about R545 000,
 * kept within R60 000 to R3 000 000 (docs/decisions/035-a-market-like-south-africas.md: an
 * approximation of umbrella funds' membership, from Stats SA's earnings survey and the
 * administrators' published benchmark surveys).
 */
export const SALARY_MEDIAN_CENTS = 27_000_000;
const SALARY_SIGMA = 0.55;

export function drawSalaryCents(rng: Rng): number {
  const rand = (SALARY_MEDIAN_CENTS / 100) * Math.exp(SALARY_SIGMA * rng.normal());
  return Math.round(Math.min(3_000_000, Math.max(60_000, rand))) * 100;
}

/** A member's income (income.ts) and the deductible contributions its funds record. */
export type MemberIncome = {
  sources: IncomeSource[];
  /** The salary history behind each employer fund, by holding index. */
  byHolding: ReadonlyMap<number, IncomeSource>;
  /** Contributions SARS allows as a deduction (member contributions, retirement annuities). */
  deductible: { date: string; cents: number }[];
  /** The member's total annual salary in the month of a date. */
  totalOn: (date: string) => number;
};

/**
 * A member's salary histories (one per employer fund; a member with none earns a salary
 * elsewhere), each over the longest history's monthly dates from its own stream, and the list
 * its funds fill with the deductible contributions the member pays.
 */
export function memberIncome(
  seed: number,
  today: string,
  number: number,
  plan: MemberPlan,
): MemberIncome {
  const dates = monthlyDates(today, INCOME_MONTHS);
  const sourceOf = (label: string | number, declaredCents: number | undefined) => {
    const rng = streamOf(seed, 'member', number, 'salary', label);
    const drawn = drawSalaryCents(rng);
    return { dates, annualSalaries: salaryHistory(dates, declaredCents ?? drawn, rng) };
  };
  const byHolding = new Map<number, IncomeSource>();
  plan.holdings.forEach((holding, index) => {
    if (kindOf(holding.kind).category === 'Institutional')
      byHolding.set(index, sourceOf(index, holding.salaryCents));
  });
  const sources = byHolding.size > 0 ? [...byHolding.values()] : [sourceOf('elsewhere', undefined)];
  return {
    sources,
    byHolding,
    deductible: [],
    totalOn: (date) => sources.reduce((sum, source) => sum + salaryInMonth(source, date), 0),
  };
}

/**
 * What a holding's contributions are each month, or undefined for a product that takes none (a
 * preservation fund or a living annuity), recording the deductible ones in the member's income:
 *  - an employer fund: the fund's member and employer rates of the month's salary ÷ 12;
 *  - a retirement annuity: a debit order of 5–12 % of the member's salary, to the rand;
 *  - a tax-free savings account: a debit order of R500–R3 000 raised 5 % each March, never more
 *    than the tax year's limit nor the lifetime limit (it stops there);
 *  - a discretionary investment: a debit order of R500–R5 000 raised 5 % each March.
 */
export function contributionsFor(
  kind: string,
  income: MemberIncome,
  terms: EmployerTerms | undefined,
  salaryOn: (date: string) => number,
  rng: Rng,
): HistoryInput['contributionOf'] {
  if (terms)
    return (_month, date) => {
      const member = monthlyShare(salaryOn(date), terms.memberRateBp);
      income.deductible.push({ date, cents: member });
      return { member, employer: monthlyShare(salaryOn(date), terms.employerRateBp) };
    };
  if (kind === 'RA') {
    const rateBp = rng.int(500, 1200);
    return (_month, date) => {
      const member = Math.round(monthlyShare(income.totalOn(date), rateBp) / 100) * 100;
      income.deductible.push({ date, cents: member });
      return { member, employer: 0 };
    };
  }
  if (kind === 'TFSA') return escalatingDebitOrder(rng.int(50, 300) * 1_000, tfsaLimits());
  if (kind === 'DS') return escalatingDebitOrder(rng.int(50, 500) * 1_000, undefined);
  return undefined;
}

/** A debit order raised 5 % (to the rand) each March after its first month, within `limit`. */
function escalatingDebitOrder(
  startCents: number,
  limit: ((date: string, cents: number) => number) | undefined,
): NonNullable<HistoryInput['contributionOf']> {
  let debit = startCents;
  return (month, date) => {
    if (month > 0 && date.slice(5, 7) === '03') debit = Math.round((debit * 1.05) / 100) * 100;
    const cents = limit ? limit(date, debit) : debit;
    return cents > 0 ? { member: cents, employer: 0 } : null;
  };
}

/**
 * A tax-free savings account's limits (reference "Tax-free savings"): what may still go in this
 * tax year and in the member's lifetime; a debit order that would pass either is cut to it.
 */
function tfsaLimits(): (date: string, cents: number) => number {
  const byYear = new Map<string, number>();
  let lifetime = 0;
  return (date, cents) => {
    const year = taxYearOf(date);
    const used = byYear.get(year.label) ?? 0;
    const allowed = Math.max(
      0,
      Math.min(cents, tfsaAnnualLimit(year) - used, TFSA_LIFETIME_LIMIT_CENTS - lifetime),
    );
    byYear.set(year.label, used + allowed);
    lifetime += allowed;
    return allowed;
  };
}
