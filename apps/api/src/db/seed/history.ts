import { compareDates, taxYearOf } from '@portal/domain/dates';
import { monthlyIncomeCents } from '@portal/domain/living-annuity';
import { roundHalfAwayFromZero, valueCents } from '@portal/domain/money';
import { FEE_NAMES } from '@portal/domain/period';
import type {
  ContributionDue,
  GeneratedTransaction,
  HistoryInput,
  HoldingPlan,
  Pot,
  SavingsWithdrawal,
  TxType,
  VestedStatus,
} from './history-types';
import { historyStart, monthlyDates } from './monthly-dates';
import type { Rng } from './random';

export type * from './history-types';
export { historyStart, lastMonthlyDate, monthlyDates } from './monthly-dates';

// DESIGN §1a: from 1 Sep 2024 contributions go one third to savings and two thirds to
// retirement, and the savings pot was seeded that day with 10 % of vested, at most R30 000.
export const TWO_POT_START = '2024-09-01';
const SEEDING_CAP_CENTS = 3_000_000;

/**
 * The flat administration fee never takes more than this share of a fund a year (basis points):
 * a small fund pays the lower of the flat fee and 1.2 % a year of its value.
 */
export const ADMIN_FEE_CAP_BP = 120;

export { FEE_NAMES }; // the fee rows' names (the plausibility suite counts them as explicit fees)

/** The claims issue: at least R2 000; the administrator's fee (R250 online) comes from it. */
export const SAVINGS_WITHDRAWAL_MIN_CENTS = 200_000;
export const SAVINGS_WITHDRAWAL_FEE_CENTS = 25_000;

/** Units bought or sold for an amount at a price, in ten-thousandths, rounded half away from zero. */
export function unitsFor(amountCents: number, priceMicro: number): number {
  return roundHalfAwayFromZero((amountCents * 100_000_000) / priceMicro, 0);
}

/**
 * Monthly contributions buying units, monthly fees, a switch every few years, the two-pot split
 * and seeding, and occasional withdrawals. Every row is priced at the latest unit price on or
 * before its date, so every figure the portal shows can be recomputed from these rows.
 */
export function generateHistory(
  input: HistoryInput,
  rng: Rng,
): {
  rows: GeneratedTransaction[];
  plan: HoldingPlan[];
  start: string;
  savingsWithdrawals: SavingsWithdrawal[];
  dues: ContributionDue[];
} {
  const start = historyStart(input.today, input.months, input.joinedDaysBefore);
  const dates = monthlyDates(input.today, input.months);
  const rows: GeneratedTransaction[] = [];
  const holdings = new Map<string, number>(); // `${code}|${pot}|${status}` → units
  const key = (code: string, pot: Pot, status: VestedStatus) => `${code}|${pot}|${status ?? ''}`;
  let plan = [...input.plan];

  function trade(
    code: string,
    date: string,
    type: TxType,
    name: string,
    amountCents: number,
    pot: Pot,
    status: VestedStatus,
  ): void {
    const price = input.prices(code).priceOn(date);
    const units = unitsFor(amountCents, price);
    if (units === 0 && amountCents === 0) return;
    holdings.set(key(code, pot, status), (holdings.get(key(code, pot, status)) ?? 0) + units);
    rows.push({
      portfolioCode: code,
      txDate: date,
      type,
      name,
      units,
      unitPriceMicro: price,
      amountCents,
      pot,
      vestedStatus: status,
    });
  }

  /** Sells units worth `amountCents` (or everything, if less is held); returns what was sold. */
  function sell(
    code: string,
    date: string,
    type: TxType,
    name: string,
    amountCents: number,
    pot: Pot,
    status: VestedStatus,
  ): number {
    const price = input.prices(code).priceOn(date);
    const held = holdings.get(key(code, pot, status)) ?? 0;
    let units = unitsFor(amountCents, price);
    let amount = amountCents;
    if (units > held) {
      units = held;
      amount = valueCents(held, price);
    }
    if (units <= 0 || amount <= 0) return 0;
    holdings.set(key(code, pot, status), held - units);
    rows.push({
      portfolioCode: code,
      txDate: date,
      type,
      name,
      units: -units,
      unitPriceMicro: price,
      amountCents: -amount,
      pot,
      vestedStatus: status,
    });
    return amount;
  }

  function invest(
    date: string,
    type: TxType,
    name: string,
    totalCents: number,
    pot: Pot,
    status: VestedStatus,
  ): void {
    let remaining = totalCents;
    plan.forEach((holding, index) => {
      const part =
        index === plan.length - 1
          ? remaining
          : Math.floor((totalCents * holding.allocationBp) / 10_000);
      remaining -= part;
      if (part > 0) trade(holding.portfolioCode, date, type, name, part, pot, status);
    });
  }

  /** The fund's value on a date: every holding's units at the latest price (DESIGN §1a). */
  function fundValue(date: string): number {
    let total = 0;
    for (const [k, units] of holdings) {
      const code = k.slice(0, k.indexOf('|'));
      if (units > 0) total += valueCents(units, input.prices(code).priceOn(date));
    }
    return total;
  }

  /**
   * A charge taken from every pot (the vested pot's available and not-available parts, the savings
   * and the retirement pot) in proportion to its value, each pot's share from its largest holding:
   * each pot bears its share of the fund's charges.
   */
  function charge(date: string, name: string, cents: number): void {
    if (cents <= 0) return;
    const pots = new Map<string, { value: number; code: string; largest: number }>();
    for (const [k, units] of holdings) {
      if (units <= 0) continue;
      const [code = '', pot, s] = k.split('|') as [string, Pot, string];
      const value = valueCents(units, input.prices(code).priceOn(date));
      const bucket = `${pot}|${s}`;
      const entry = pots.get(bucket) ?? { value: 0, code, largest: 0 };
      entry.value += value;
      if (value > entry.largest) Object.assign(entry, { code, largest: value });
      pots.set(bucket, entry);
    }
    const parts = [...pots].filter(([, part]) => part.value > 0);
    const total = parts.reduce((sum, [, part]) => sum + part.value, 0);
    if (total <= 0) return;
    let remaining = Math.min(cents, total);
    parts.forEach(([bucket, part], index) => {
      const [pot, s] = bucket.split('|') as [Pot, string];
      const share =
        index === parts.length - 1
          ? remaining
          : Math.min(remaining, Math.round((cents * part.value) / total));
      remaining -= share;
      if (share > 0) sell(part.code, date, 'fee', name, share, pot, (s || null) as VestedStatus);
    });
  }

  function largest(
    pot: Pot,
    status: VestedStatus,
    date: string,
  ): { code: string; value: number } | null {
    let best: { code: string; value: number } | null = null;
    for (const [k, units] of holdings) {
      const [code, p, s] = k.split('|');
      if (code === undefined || p !== pot || (s || null) !== status || units <= 0) continue;
      const value = valueCents(units, input.prices(code).priceOn(date));
      if (!best || value > best.value) best = { code, value };
    }
    return best;
  }

  // The rows of a split contribution name their pot, so a member can tell the two apart.
  function contribute(date: string, name: string, cents: number, status: VestedStatus): void {
    if (input.isTwoPot && compareDates(date, TWO_POT_START) >= 0) {
      const savings = Math.round(cents / 3);
      invest(date, 'contribution', `${name} (savings)`, savings, 'savings', null);
      invest(date, 'contribution', `${name} (retirement)`, cents - savings, 'retirement', null);
    } else {
      invest(date, 'contribution', name, cents, 'vested', status);
    }
  }

  if (input.initialTransferCents > 0) {
    invest(
      start,
      'transfer_in',
      'Transfer in from previous fund',
      input.initialTransferCents,
      'vested',
      'available',
    );
  }

  const savingsWithdrawals: SavingsWithdrawal[] = [];
  const [dues, lateDues]: [ContributionDue[], (ContributionDue & { arrived: string })[]] = [[], []];
  const payIn = (date: string, due: ContributionDue) => {
    contribute(date, 'Member contribution', due.member, 'available');
    contribute(date, 'Employer contribution', due.employer, 'notAvailable');
  };
  const withdrawalYears = new Set<string>();
  let seeded = !input.isTwoPot || compareDates(start, TWO_POT_START) >= 0;
  let lastSwitchMonth = 0;
  let annuityMonthly = 0;
  for (let month = 0; month < input.months; month += 1) {
    const date = dates[month] ?? '';
    // Every month draws the same numbers whatever its date holds, so the stream (and with it the
    // history's shape) does not depend on where the calendar puts it.
    const [switchRoll = 1, switchTo = 0, switchShare = 0, withdrawRoll = 1, withdrawShare = 0] =
      Array.from({ length: 5 }, () => rng.next());

    if (!seeded && compareDates(date, TWO_POT_START) >= 0) {
      seeded = true;
      seedSavingsPot();
    }
    // Last month's contributions the employer paid over late, on the day they arrived.
    for (const late of lateDues.splice(0)) payIn(late.arrived, late);

    if (input.annualIncomeDrawBp) {
      // A living annuity's income is chosen for a year at each anniversary (2.5 % to 17.5 % of
      // the value then, the Income Tax Act's limits) and paid in twelve equal monthly parts.
      const from = largest('vested', 'available', date);
      if (from && month > 0 && annuityMonthly > 0)
        sell(
          from.code,
          date,
          'withdrawal',
          'Annuity income payment',
          annuityMonthly,
          'vested',
          'available',
        );
      if (month % 12 === 0)
        annuityMonthly = monthlyIncomeCents(fundValue(date), input.annualIncomeDrawBp);
    } else if (input.contributionMonths !== undefined && month >= input.contributionMonths) {
      // Paid-up: no contribution this month (the month's draws above are still taken, so the
      // rest of the history keeps its shape).
    } else {
      const due = input.contributionOf?.(month, date);
      if (due && input.isInstitutional) {
        // Paid over on the date, later (before the next one) or not at all: due all the same.
        const arrived = input.receiptOf ? input.receiptOf(date) : date;
        dues.push({ date, ...due });
        if (arrived === date) payIn(date, { date, ...due });
        else if (arrived && month + 1 < input.months) lateDues.push({ arrived, date, ...due });
      } else if (due) {
        contribute(date, 'Debit order contribution', due.member + due.employer, 'available');
      }
    }

    // The fund's charges, each its own row: the group risk premium, the flat administration fee
    // (capped for a small fund) and the asset-based fee on the fund's value after the month's
    // contributions. The investment charges (TER) are in the unit prices.
    const value = fundValue(date);
    const riskPremium = input.riskPremiumOf?.(month, date) ?? 0;
    charge(date, FEE_NAMES.risk, riskPremium);
    const adminCap = Math.round((value * ADMIN_FEE_CAP_BP) / 120_000);
    charge(date, FEE_NAMES.admin, Math.min(input.adminFeeCents, adminCap));
    charge(date, FEE_NAMES.asset, Math.round((value * input.assetFeeBp) / 120_000));

    if (month - lastSwitchMonth >= 36 && switchRoll < 0.08) {
      lastSwitchMonth = month;
      switchSome(date, switchTo, switchShare);
    }
    if (input.isTwoPot && compareDates(date, TWO_POT_START) > 0) {
      // A savings withdrawal claim (the claims issue): at least R2 000, once a tax year per
      // contract; the fee is taken from the amount, as its own row.
      const isChosenMonth = month === input.savingsWithdrawalMonth;
      const isRandomMonth = withdrawRoll < 0.02 && input.savingsWithdrawalMonth !== 'none';
      const from = isRandomMonth || isChosenMonth ? largest('savings', null, date) : null;
      const taxYear = taxYearOf(date).label;
      if (from && from.value >= SAVINGS_WITHDRAWAL_MIN_CENTS && !withdrawalYears.has(taxYear)) {
        const gross = Math.round(from.value * (0.5 + withdrawShare * 0.4));
        const paid = sell(
          from.code,
          date,
          'withdrawal',
          'Savings pot withdrawal',
          gross - SAVINGS_WITHDRAWAL_FEE_CENTS,
          'savings',
          null,
        );
        const fee = sell(
          from.code,
          date,
          'fee',
          'Savings withdrawal fee',
          SAVINGS_WITHDRAWAL_FEE_CENTS,
          'savings',
          null,
        );
        withdrawalYears.add(taxYear);
        savingsWithdrawals.push({ date, grossCents: paid + fee, feeCents: fee });
      }
    } else if (
      !input.isInstitutional &&
      !input.isTwoPot &&
      !input.annualIncomeDrawBp &&
      withdrawRoll < 0.01
    ) {
      const from = largest('vested', 'available', date);
      if (from && from.value >= 500_000) {
        sell(
          from.code,
          date,
          'withdrawal',
          'Partial withdrawal',
          Math.round(from.value * 0.1),
          'vested',
          'available',
        );
      }
    }
  }
  return { rows, plan, start, savingsWithdrawals, dues };

  function seedSavingsPot(): void {
    const date = TWO_POT_START;
    let vested = 0;
    for (const [k, units] of holdings) {
      const [code, pot] = k.split('|');
      if (code !== undefined && pot === 'vested')
        vested += valueCents(units, input.prices(code).priceOn(date));
    }
    let target = Math.min(Math.round(vested / 10), SEEDING_CAP_CENTS);
    for (const status of ['available', 'notAvailable'] as const) {
      const from = largest('vested', status, date);
      if (!from || target <= 0) continue;
      const moved = sell(
        from.code,
        date,
        'switch_out',
        'Savings pot seeding from vested',
        target,
        'vested',
        status,
      );
      if (moved > 0)
        trade(from.code, date, 'switch_in', 'Savings pot seeding', moved, 'savings', null);
      target -= moved;
    }
  }

  /**
   * The member moves part of the first portfolio of its choice into another, and future
   * contributions follow: which portfolios are chosen depends only on the draws, never on values.
   */
  function switchSome(date: string, toDraw: number, shareDraw: number): void {
    const [first, ...rest] = plan;
    if (!first) return;
    const candidates = input.switchCandidates.filter(
      (code) => !plan.some((h) => h.portfolioCode === code),
    );
    const to = candidates[Math.floor(toDraw * candidates.length)];
    if (to === undefined) return;
    plan = [{ portfolioCode: to, allocationBp: first.allocationBp }, ...rest];
    const held = holdings.get(key(first.portfolioCode, 'vested', 'available')) ?? 0;
    const value = valueCents(held, input.prices(first.portfolioCode).priceOn(date));
    const moved = sell(
      first.portfolioCode,
      date,
      'switch_out',
      'Switch out',
      Math.round(value * (0.3 + shareDraw * 0.4)),
      'vested',
      'available',
    );
    if (moved > 0) trade(to, date, 'switch_in', 'Switch in', moved, 'vested', 'available');
  }
}
