import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, compareDates } from './dates';
import { toCents } from './money';
import {
  checkStatementPeriod,
  contributorOf,
  periodCheckMessages,
  publishedStatementPeriods,
  quarterOf,
  reconciles,
  statementName,
  statementReconciliation,
  STATEMENT_TRANSACTION_TYPES,
  type StatementTransaction,
} from './statements';
import { transactionSummary } from './transaction-summary';

describe('quarterOf', () => {
  it.each([
    ['2026-03-01', '2026-03-01', '2026-05-31'],
    ['2026-05-31', '2026-03-01', '2026-05-31'],
    ['2026-06-01', '2026-06-01', '2026-08-31'],
    ['2026-11-25', '2026-09-01', '2026-11-30'],
    ['2026-12-01', '2026-12-01', '2027-02-28'],
    ['2028-01-15', '2027-12-01', '2028-02-29'],
    ['2028-02-29', '2027-12-01', '2028-02-29'],
  ])('puts %s in the quarter %s to %s', (date, start, end) => {
    expect(quarterOf(date)).toEqual({ start, end });
  });
});

describe('publishedStatementPeriods', () => {
  it('lists completed tax years and quarters since joining, newest first, the first from the date joined', () => {
    const periods = publishedStatementPeriods({
      dateJoined: '2025-04-10',
      latestPriceDate: '2026-11-24',
      today: '2026-11-25',
    });
    expect(periods).toEqual([
      { type: 'Quarterly', start: '2026-06-01', end: '2026-08-31' },
      { type: 'Quarterly', start: '2026-03-01', end: '2026-05-31' },
      { type: 'Annual', start: '2025-04-10', end: '2026-02-28' },
      { type: 'Quarterly', start: '2025-12-01', end: '2026-02-28' },
      { type: 'Quarterly', start: '2025-09-01', end: '2025-11-30' },
      { type: 'Quarterly', start: '2025-06-01', end: '2025-08-31' },
      { type: 'Quarterly', start: '2025-04-10', end: '2025-05-31' },
    ]);
  });

  it('publishes a period only once it has ended and prices reach its end', () => {
    const input = { dateJoined: '2020-01-01', today: '2026-12-01' };
    // 30 Nov has ended, but its prices are not in yet.
    expect(publishedStatementPeriods({ ...input, latestPriceDate: '2026-11-27' })[0]?.end).toBe(
      '2026-08-31',
    );
    expect(publishedStatementPeriods({ ...input, latestPriceDate: '2026-11-30' })[0]?.end).toBe(
      '2026-11-30',
    );
    // On its last day a period is not completed yet.
    expect(
      publishedStatementPeriods({ ...input, today: '2026-11-30', latestPriceDate: '2026-11-30' })[0]
        ?.end,
    ).toBe('2026-08-31');
    expect(publishedStatementPeriods({ ...input, latestPriceDate: null })).toEqual([]);
  });

  it('has nothing for a member who joined in the current quarter', () => {
    expect(
      publishedStatementPeriods({
        dateJoined: '2026-09-15',
        latestPriceDate: '2026-11-24',
        today: '2026-11-25',
      }),
    ).toEqual([]);
  });

  it('covers every day from joining to the last completed period exactly once per type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (joinedOffset, span) => {
          const dateJoined = addDays('2012-01-01', joinedOffset);
          const today = addDays(dateJoined, span);
          const periods = publishedStatementPeriods({
            dateJoined,
            latestPriceDate: addDays(today, -1),
            today,
          });
          for (const type of ['Annual', 'Quarterly'] as const) {
            const ofType = periods.filter((p) => p.type === type).reverse();
            let next = dateJoined;
            for (const period of ofType) {
              expect(period.start).toBe(next);
              expect(compareDates(period.start, period.end)).toBeLessThanOrEqual(0);
              expect(compareDates(period.end, today)).toBe(-1);
              next = addDays(period.end, 1);
            }
            // What is left is the period still running.
            expect(compareDates(next, today)).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('checkStatementPeriod', () => {
  const base = { dateJoined: '2020-03-15', latestPriceDate: '2026-11-24' };

  it('accepts a period within membership and prices, up to five years long', () => {
    expect(checkStatementPeriod({ ...base, from: '2020-03-15', to: '2025-03-14' })).toEqual({
      isValid: true,
    });
    expect(checkStatementPeriod({ ...base, from: '2026-11-24', to: '2026-11-24' })).toEqual({
      isValid: true,
    });
  });

  it.each([
    ['2020-03-14', '2021-01-01', 'from', periodCheckMessages.beforeJoined('2020-03-15')],
    ['2026-01-01', '2026-11-25', 'to', periodCheckMessages.afterPrices('2026-11-24')],
    ['2021-01-01', '2026-01-01', 'to', periodCheckMessages.tooLong],
    ['2026-02-01', '2026-01-01', 'from', periodCheckMessages.order],
    ['2026-02-30', '2026-03-01', 'from', 'From date must be a valid date'],
  ])('refuses %s to %s on %s', (from, to, field, message) => {
    expect(checkStatementPeriod({ ...base, from, to })).toEqual({ isValid: false, field, message });
  });

  it('says in words why a fund without prices cannot be stated', () => {
    expect(
      checkStatementPeriod({
        ...base,
        latestPriceDate: null,
        from: '2021-01-01',
        to: '2021-02-01',
      }),
    ).toEqual({ isValid: false, field: 'to', message: periodCheckMessages.noPrices });
  });

  it('names the refusals in words a member understands', () => {
    expect(periodCheckMessages.beforeJoined('2020-03-15')).toBe(
      'A statement cannot start before you joined the fund on 15 Mar 2020.',
    );
    expect(periodCheckMessages.afterPrices('2026-11-24')).toBe(
      'A statement cannot end after 24 Nov 2026, the latest date for which prices are available.',
    );
  });

  it('allows exactly five years less a day and no more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1500 }), (offset) => {
        const from = addDays('2020-03-15', offset);
        const last = addDays(addYears(from, 5), -1);
        const latestPriceDate = addDays(last, 10);
        expect(
          checkStatementPeriod({ from, to: last, dateJoined: '2020-03-15', latestPriceDate }),
        ).toEqual({ isValid: true });
        expect(
          checkStatementPeriod({
            from,
            to: addDays(last, 1),
            dateJoined: '2020-03-15',
            latestPriceDate,
          }).isValid,
        ).toBe(false);
      }),
    );
  });
});

describe('contributorOf', () => {
  it.each([
    ['Employer contribution', 'employer'],
    ['Employer contribution (savings)', 'employer'],
    ['Member contribution (retirement)', 'member'],
    ['Debit order contribution', 'member'],
  ] as const)('reads %s as paid by the %s', (name, who) => {
    expect(contributorOf(name)).toBe(who);
  });
});

describe('statementReconciliation', () => {
  const row = (type: StatementTransaction['type'], amount: number, name = 'x') => ({
    date: '2026-01-01',
    type,
    name,
    amount,
  });

  it('splits the period into its parts, which add up to the closing value', () => {
    const r = statementReconciliation({
      from: '2025-03-01',
      to: '2026-02-28',
      openingValue: 100_000_00,
      closingValue: 112_345_67,
      transactions: [
        row('contribution', 1_000_00, 'Member contribution'),
        row('contribution', 2_000_00, 'Employer contribution'),
        row('transfer_in', 5_000_00),
        row('switch_out', -3_000_00),
        row('switch_in', 3_000_00),
        row('withdrawal', -2_500_00),
        row('fee', -150_00),
      ],
    });
    expect(r).toMatchObject({
      contributions: 3_000_00,
      memberContributions: 1_000_00,
      employerContributions: 2_000_00,
      transfersIn: 5_000_00,
      switchesIn: 3_000_00,
      switchesOut: 3_000_00,
      withdrawals: 2_500_00,
      fees: 150_00,
      investmentReturn: 112_345_67 - 100_000_00 - 3_000_00 - 5_000_00 + 2_500_00 + 150_00,
    });
    expect(reconciles(r)).toBe(true);
  });

  it('counts only the rows of its period, as the transaction summary does', () => {
    const input = {
      from: '2026-01-01',
      to: '2026-01-31',
      openingValue: 10_000,
      closingValue: 12_000,
      transactions: [
        { ...row('contribution', 500), date: '2025-12-31' },
        { ...row('contribution', 1_000), date: '2026-01-01' },
        { ...row('fee', -100), date: '2026-01-31' },
        { ...row('withdrawal', -700), date: '2026-02-01' },
      ],
    };
    const r = statementReconciliation(input);
    expect(r).toMatchObject({ contributions: 1_000, fees: 100, withdrawals: 0 });
    expect(r.investmentReturn).toBe(12_000 - 10_000 - 1_000 + 100);
    expect(r.summary).toEqual(transactionSummary(input));
    expect(reconciles(r)).toBe(true);
  });

  it('holds to the cent and agrees with the transaction summary for any rows', () => {
    const transaction = fc
      .record({
        type: fc.constantFrom(...STATEMENT_TRANSACTION_TYPES),
        cents: fc.integer({ min: 0, max: 50_000_000 }),
        isEmployer: fc.boolean(),
      })
      .map(({ type, cents, isEmployer }) => {
        const isIn = type === 'contribution' || type === 'transfer_in' || type === 'switch_in';
        return row(
          type,
          isIn ? cents : -cents,
          isEmployer ? 'Employer contribution' : 'Member contribution',
        );
      });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(transaction, { maxLength: 60 }),
        (opening, closing, rows) => {
          const r = statementReconciliation({
            from: '2026-01-01',
            to: '2026-01-01',
            openingValue: opening,
            closingValue: closing,
            transactions: rows,
          });
          expect(reconciles(r)).toBe(true);
          expect(r.memberContributions + r.employerContributions).toBe(r.contributions);
          const summary = transactionSummary({
            from: '2026-01-01',
            to: '2026-01-01',
            openingValue: opening,
            closingValue: closing,
            transactions: rows,
          });
          expect(r.summary).toEqual(summary);
          // Switches are neither money in nor money out: their two legs net on the money-in line.
          expect(r.contributions + r.transfersIn + r.switchesIn - r.switchesOut).toBe(
            summary.contributionsAndSwitches,
          );
          expect(r.withdrawals + r.fees).toBe(summary.withdrawalsFeesAndExpenses);
          expect(r.investmentReturn).toBe(summary.investmentReturn);
          expect(r.closingValue).toBe(toCents(closing));
        },
      ),
    );
  });
});

describe('statementName', () => {
  it('names the type and the period', () => {
    expect(statementName({ type: 'Annual', start: '2025-03-01', end: '2026-02-28' })).toBe(
      'Annual benefit statement 1 Mar 2025 – 28 Feb 2026',
    );
  });
});
