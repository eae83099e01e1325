import { compareDates, taxYearOf } from '@portal/domain/dates';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import type { Rng } from './random';

// A member's income, kept as an administrator's records would: a salary history for each job
// (increases every March, an occasional promotion), from which the fund's contributions follow
// month by month, and the year's taxable income SARS knows (the simulated register), from the
// same salaries less the retirement contributions SARS allows as a deduction. So a claim's tax,
// the register and the Information tab tell one story (docs/decisions/019-demo-fund-book.md).

/** Salary increases each March: inflation plus a little, 4.5 % to 7.5 %. */
const INCREASE_MIN = 0.045;
const INCREASE_SPREAD = 0.03;
/** A promotion in a month: about one in fourteen years' months, +10 % to +20 %. */
const PROMOTION_CHANCE = 0.006;
const PROMOTION_MIN = 0.1;
const PROMOTION_SPREAD = 0.1;

/**
 * The annual salary (cents, whole rand) in force on each monthly date, oldest first, ending at
 * `currentAnnualCents` on the last. Walked back from today's salary: a March date is the month of
 * that year's increase, and any month may bring a promotion. Every month draws three numbers
 * whatever its date holds, so the stream keeps its shape on every day.
 */
export function salaryHistory(
  dates: readonly string[],
  currentAnnualCents: number,
  rng: Rng,
): number[] {
  const factors = dates.map((date) => {
    const [promotionRoll = 1, promotionSize = 0, increaseSize = 0] = [
      rng.next(),
      rng.next(),
      rng.next(),
    ];
    let factor = 1;
    if (date.slice(5, 7) === '03') factor *= 1 + INCREASE_MIN + increaseSize * INCREASE_SPREAD;
    if (promotionRoll < PROMOTION_CHANCE)
      factor *= 1 + PROMOTION_MIN + promotionSize * PROMOTION_SPREAD;
    return factor;
  });
  const salaries = new Array<number>(dates.length);
  let salary = currentAnnualCents;
  for (let m = dates.length - 1; m >= 0; m -= 1) {
    salaries[m] = Math.round(salary / 100) * 100;
    salary /= factors[m] ?? 1;
  }
  return salaries;
}

/** A rate (basis points) of a month's pay (annual salary ÷ 12), to the cent. */
export function monthlyShare(annualSalaryCents: number, rateBp: number): number {
  return Math.round((annualSalaryCents * rateBp) / 120_000);
}

/** One source of a member's income: an employment's salaries by monthly date, oldest first. */
export type IncomeSource = { dates: readonly string[]; annualSalaries: readonly number[] };

/**
 * Income Tax Act s11F (reference "Retirement annuity contributions"): retirement fund
 * contributions are deductible up to 27.5 % of the greater of remuneration or taxable income,
 * at most R350 000 a year (R430 000 from 1 March 2026).
 */
function deductionCap(taxYearStart: string, incomeCents: number): number {
  const capCents = compareDates(taxYearStart, '2026-03-01') >= 0 ? 43_000_000 : 35_000_000;
  return Math.min(Math.round(incomeCents * 0.275), capCents);
}

/**
 * The year's taxable income SARS knows for each tax year ('2025/26') from `fromDate`'s to
 * `today`'s: each source's salaries over the year's twelve months (a month before a source's
 * first date at its first salary, after its last at its last: the member earns it elsewhere or
 * goes on earning it), plus other income, less the deductible retirement contributions the member
 * paid in the year (member contributions and retirement annuity debit orders, by date).
 */
export function taxableIncomes(input: {
  fromDate: string;
  today: string;
  sources: readonly IncomeSource[];
  otherAnnualIncomeCents: number;
  deductibleContributions: readonly { date: string; cents: number }[];
}): Map<string, number> {
  const incomes = new Map<string, number>();
  let year = taxYearOf(input.fromDate);
  const last = taxYearOf(input.today).label;
  for (;;) {
    let salaries = input.otherAnnualIncomeCents;
    for (let month = 0; month < 12; month += 1) {
      const monthStart = monthOfTaxYear(year.start, month);
      for (const source of input.sources) salaries += salaryInMonth(source, monthStart) / 12;
    }
    const paid = input.deductibleContributions
      .filter((c) => compareDates(c.date, year.start) >= 0 && compareDates(c.date, year.end) <= 0)
      .reduce((sum, c) => sum + c.cents, 0);
    const income = Math.round(salaries);
    const taxable = income - Math.min(paid, deductionCap(year.start, income));
    incomes.set(taxYearLabel(year.start), Math.max(0, Math.round(taxable / 100) * 100));
    if (year.label === last) break;
    year = taxYearOf(monthOfTaxYear(year.start, 12));
  }
  return incomes;
}

/** The first day of the month `months` after a tax year's first day (1 March). */
function monthOfTaxYear(start: string, months: number): string {
  const year = Number(start.slice(0, 4)) + Math.floor((2 + months) / 12);
  const month = ((2 + months) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The annual salary of a source in the calendar month holding `monthStart`. */
export function salaryInMonth(source: IncomeSource, monthStart: string): number {
  const month = monthStart.slice(0, 7);
  let salary = source.annualSalaries[0] ?? 0;
  for (let i = 0; i < source.dates.length; i += 1) {
    const date = source.dates[i] ?? '';
    if (date.slice(0, 7) > month) break;
    salary = source.annualSalaries[i] ?? salary;
  }
  return salary;
}
