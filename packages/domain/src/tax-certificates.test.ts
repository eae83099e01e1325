import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, taxYearOf } from './dates';
import {
  bearsMembershipCertificate,
  isPaidUpStatus,
  isTaxYearPublished,
  paidUpSince,
  publishedTaxYears,
  raDeductionCap,
  retirementAnnuityCertificate,
  taxCertificateTypeOf,
  taxFreeSavingsCertificate,
  taxYearLabelled,
  tfsaAnnualLimit,
  type CertificateTransaction,
} from './tax-certificates';

const Y2026 = taxYearOf('2025-06-01');
const Y2027 = taxYearOf('2026-06-01');

describe('taxCertificateTypeOf / bearsMembershipCertificate', () => {
  it.each([
    ['AF Retirement Annuity', 'Retail', 'RetirementAnnuityContributions', false],
    ['AF Tax Free Savings Account', 'Retail', 'TaxFreeSavings', false],
    ['AF Preservation Pension Fund', 'Retail', null, false],
    ['AF Investment Plan', 'Retail', null, false],
    ['AF Retirement Income Solution LA', 'Retail', null, false],
    ['AF Umbrella Pension Fund', 'Institutional', null, true],
    ['AF Staff Pension Fund', 'Institutional', null, true],
    ['AF Retirement Annuity', 'Institutional', null, true],
  ] as const)('%s (%s) → %s', (fullProductName, productTypeCategory, type, membership) => {
    const product = { fullProductName, productTypeCategory };
    expect(taxCertificateTypeOf(product)).toBe(type);
    expect(bearsMembershipCertificate(product)).toBe(membership);
  });
});

describe('publishing', () => {
  it.each([
    ['2026-02-28', false],
    ['2026-03-01', true],
    ['2026-11-25', true],
  ])('the 2026 tax year on %s is published: %s', (today, published) => {
    expect(isTaxYearPublished(Y2026, today)).toBe(published);
  });

  it.each([
    ['joined this tax year', '2026-04-10', '2026-11-25', []],
    ['joined last tax year', '2025-04-10', '2026-11-25', ['2026']],
    ['joined on the first day of a year', '2023-03-01', '2026-03-01', ['2024', '2025', '2026']],
    ['joined on the last day of a year', '2024-02-29', '2026-02-28', ['2024', '2025']],
    ['joined in the future', '2027-01-01', '2026-11-25', []],
  ])('%s', (_name, dateJoined, today, labels) => {
    expect(publishedTaxYears(dateJoined, today).map((y) => y.label)).toEqual(labels);
  });

  it('lists consecutive ended years whatever the dates', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(day, day, (dateJoined, today) => {
        const years = publishedTaxYears(dateJoined, today);
        for (const [index, year] of years.entries()) {
          expect(year.end < today).toBe(true);
          expect(year).toEqual(taxYearOf(year.start));
          if (index === 0) expect(year).toEqual(taxYearOf(dateJoined));
          else expect(year.start).toBe(addDays(years[index - 1]?.end ?? '', 1));
        }
        // The year after the last one listed has not ended yet.
        const next = years.length > 0 ? taxYearOf(addDays(years.at(-1)?.end ?? '', 1)) : null;
        if (next) expect(isTaxYearPublished(next, today)).toBe(false);
      }),
    );
  });

  it('names a tax year by its label', () => {
    expect(taxYearLabelled('2026')).toEqual({
      start: '2025-03-01',
      end: '2026-02-28',
      label: '2026',
    });
    expect(taxYearLabelled('2028').end).toBe('2028-02-29');
    expect(() => taxYearLabelled('abc')).toThrow(RangeError);
  });
});

const row = (
  date: string,
  type: CertificateTransaction['type'],
  amount: number,
): CertificateTransaction => ({ date, type, amount });

describe('retirementAnnuityCertificate (source code 4006)', () => {
  it.each([
    ['no contributions', [], 0],
    [
      'both ends of the year count, the days around them do not',
      [
        row('2025-02-28', 'contribution', 100),
        row('2025-03-01', 'contribution', 2_000),
        row('2026-02-28', 'contribution', 3_000),
        row('2026-03-01', 'contribution', 400),
      ],
      5_000,
    ],
    [
      'only contributions: transfers, switches, fees and withdrawals do not count',
      [
        row('2025-05-01', 'contribution', 150_000),
        row('2025-05-01', 'transfer_in', 1_000_000),
        row('2025-05-01', 'switch_in', 50_000),
        row('2025-05-01', 'switch_out', -50_000),
        row('2025-05-01', 'fee', -3_500),
        row('2025-06-01', 'withdrawal', -20_000),
      ],
      150_000,
    ],
  ])('%s', (_name, rows, total) => {
    const certificate = retirementAnnuityCertificate(rows, Y2026);
    expect(certificate.sourceCode).toBe('4006');
    expect(certificate.totalContributions).toBe(total);
  });
});

describe('the TFSA annual limit', () => {
  it.each([
    ['2016', 3_000_000],
    ['2018', 3_300_000],
    ['2020', 3_300_000],
    ['2021', 3_600_000],
    ['2026', 3_600_000],
    ['2027', 4_600_000],
    ['2030', 4_600_000],
  ])('tax year %s: %i cents', (label, cents) => {
    expect(tfsaAnnualLimit(taxYearLabelled(label))).toBe(cents);
  });
});

describe('taxFreeSavingsCertificate (IT3(s))', () => {
  it('reports the flows, the return to the cent and the limits', () => {
    const certificate = taxFreeSavingsCertificate({
      taxYear: Y2026,
      openingValue: 10_000_000,
      closingValue: 14_123_457,
      rows: [
        row('2024-06-01', 'contribution', 3_600_000),
        row('2025-03-01', 'contribution', 2_000_000),
        row('2025-09-01', 'contribution', 2_100_000),
        row('2025-10-01', 'transfer_in', 500_000),
        row('2025-11-01', 'withdrawal', -250_000),
        row('2025-12-01', 'fee', -1_234),
        row('2026-01-01', 'switch_out', -99_999),
        row('2026-01-01', 'switch_in', 99_999),
        row('2026-03-02', 'contribution', 700_000),
      ],
    });
    expect(certificate).toMatchObject({
      contributions: 4_100_000,
      withdrawals: 250_000,
      transfersIn: 500_000,
      transfersOut: 0,
      netFlows: 4_350_000,
      netReturn: 14_123_457 - 10_000_000 - 4_350_000,
      annualLimit: 3_600_000,
      lifetimeLimit: 50_000_000,
      contributionsToDate: 7_700_000,
      lifetimeRemaining: 42_300_000,
      overAnnualLimit: 500_000,
      overLifetimeLimit: 0,
      excess: 500_000,
      excessTaxRateBp: 4_000,
      taxOnExcess: 200_000,
    });
  });

  it('counts transfers out as flows, not as withdrawals', () => {
    const certificate = taxFreeSavingsCertificate({
      taxYear: Y2027,
      openingValue: 1_000_000,
      closingValue: 0,
      rows: [row('2026-04-01', 'transfer_out', -1_010_000)],
    });
    expect(certificate).toMatchObject({
      transfersOut: 1_010_000,
      withdrawals: 0,
      netReturn: 10_000,
    });
  });

  it.each([
    ['2026: R36 000 contributed is within the limit', Y2026, 3_600_000, 0],
    ['2026: R36 000.01 is a cent over', Y2026, 3_600_001, 1],
    ['2027: R46 000 is within the new limit', Y2027, 4_600_000, 0],
    ['2027: R40 000 is no longer over', Y2027, 4_000_000, 0],
    ['2027: R46 500 is R500 over', Y2027, 4_650_000, 50_000],
  ])('%s', (_name, taxYear, contributed, over) => {
    const certificate = taxFreeSavingsCertificate({
      taxYear,
      openingValue: 0,
      closingValue: contributed,
      rows: [row(taxYear.start, 'contribution', contributed)],
    });
    expect(certificate.overAnnualLimit).toBe(over);
    expect(certificate.taxOnExcess).toBe(Math.round(over * 0.4));
  });

  it('taxes the part over the lifetime limit once, with the annual excess inside it', () => {
    const certificate = taxFreeSavingsCertificate({
      taxYear: Y2026,
      openingValue: 0,
      closingValue: 0,
      rows: [
        row('2020-06-01', 'contribution', 49_000_000),
        row('2025-06-01', 'contribution', 4_000_000),
      ],
    });
    expect(certificate).toMatchObject({
      contributionsToDate: 53_000_000,
      lifetimeRemaining: 0,
      overAnnualLimit: 400_000,
      overLifetimeLimit: 3_000_000,
      excess: 3_000_000,
      taxOnExcess: 1_200_000,
    });
  });

  it('holds its identities for any history (property)', () => {
    const types = [
      'contribution',
      'transfer_in',
      'transfer_out',
      'switch_in',
      'switch_out',
      'withdrawal',
      'fee',
    ] as const;
    const rowArb = fc
      .record({
        day: fc.integer({ min: 0, max: 3_000 }),
        type: fc.constantFrom(...types),
        cents: fc.integer({ min: 0, max: 10_000_000 }),
      })
      .map(({ day, type, cents }) =>
        row(
          addDays('2019-01-01', day),
          type,
          ['contribution', 'transfer_in', 'switch_in'].includes(type) ? cents : -cents,
        ),
      );
    const yearArb = fc
      .integer({ min: 2019, max: 2027 })
      .map((year) => taxYearOf(formatIsoDate({ year, month: 6, day: 1 })));
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 60 }),
        yearArb,
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (rows, taxYear, openingValue, closingValue) => {
          const c = taxFreeSavingsCertificate({ rows, taxYear, openingValue, closingValue });
          // Opening + flows + return = closing, to the cent.
          expect(c.openingValue + c.netFlows + c.netReturn).toBe(c.closingValue);
          expect(c.netFlows).toBe(c.contributions + c.transfersIn - c.withdrawals - c.transfersOut);
          for (const value of [c.contributions, c.withdrawals, c.transfersIn, c.transfersOut])
            expect(value).toBeGreaterThanOrEqual(0);
          // Independent sums of the rows.
          const inYear = rows.filter((r) => r.date >= taxYear.start && r.date <= taxYear.end);
          const total = (type: string, list = inYear) =>
            list.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
          expect(c.contributions).toBe(total('contribution'));
          expect(c.contributionsToDate).toBe(
            total(
              'contribution',
              rows.filter((r) => r.date <= taxYear.end),
            ),
          );
          expect(c.contributionsToDate).toBeGreaterThanOrEqual(c.contributions);
          expect(c.lifetimeRemaining).toBe(Math.max(0, 50_000_000 - c.contributionsToDate));
          expect(c.overAnnualLimit).toBe(Math.max(0, c.contributions - c.annualLimit));
          expect(c.overLifetimeLimit).toBeLessThanOrEqual(c.contributions);
          expect(c.excess).toBe(Math.max(c.overAnnualLimit, c.overLifetimeLimit));
          expect(Math.abs(c.taxOnExcess * 10 - c.excess * 4)).toBeLessThanOrEqual(5);
          // The RA certificate's total is the same sum of contributions.
          expect(retirementAnnuityCertificate(rows, taxYear).totalContributions).toBe(
            c.contributions,
          );
        },
      ),
    );
  });
});

describe('paidUpSince', () => {
  const base = {
    productTypeCategory: 'Institutional',
    masterMemberStatus: 'Active contributing member',
    dateJoined: '2018-04-10',
    lastContributionDate: '2026-10-25' as string | null,
    asAt: '2026-11-24',
  };
  it.each([
    ['contributing this month', {}, null],
    ['last contribution a day short of 3 months ago', { lastContributionDate: '2026-08-25' }, null],
    [
      'last contribution exactly 3 months ago',
      { lastContributionDate: '2026-08-24' },
      '2026-08-24',
    ],
    ['last contribution a year ago', { lastContributionDate: '2025-11-25' }, '2025-11-25'],
    ['status says paid-up', { masterMemberStatus: 'Paid-up member' }, '2026-10-25'],
    ['status says PAID UP', { masterMemberStatus: 'PAID UP' }, '2026-10-25'],
    ['never contributed, joined long ago', { lastContributionDate: null }, '2018-04-10'],
    [
      'never contributed, joined last month',
      { lastContributionDate: null, dateJoined: '2026-10-01' },
      null,
    ],
    [
      'a retail product is never paid-up here',
      { productTypeCategory: 'Retail', lastContributionDate: '2020-01-01' },
      null,
    ],
  ])('%s', (_name, change, expected) => {
    expect(paidUpSince({ ...base, ...change })).toBe(expected);
  });

  it.each([
    ['Paid-up', true],
    ['paid up member', true],
    ['PAIDUP', true],
    ['Active contributing member', false],
    [null, false],
  ])('status %s is paid-up: %s', (status, expected) => {
    expect(isPaidUpStatus(status)).toBe(expected);
  });
});

describe('raDeductionCap', () => {
  it.each([
    ['2026', 35_000_000],
    ['2027', 43_000_000],
  ])('tax year %s: %i cents', (label, cents) => {
    expect(raDeductionCap(taxYearLabelled(label))).toBe(cents);
  });
});
