import { z } from 'zod';
import { addDays, addMonths, compareDates, isAfter, isBefore, taxYearOf } from './dates';
import { toCents, type Cents } from './money';

// spec 2 §7 "Statements and tax certificate calls" and spec 3 §7: which products bear which
// certificate, when a tax year's certificate is published, and the figures on it. The SARS facts
// are those of reference/sa-tax-banking.md "Tax-free savings and retirement contributions",
// kept as dated data so that a new tax year is a data change.

export type TaxYear = { start: string; end: string; label: string };

/**
 * The certificate kinds: three tax certificates (two a product bears each tax year, and the lump
 * sum certificate of a paid claim), and the two membership letters of a fund.
 */
export const CERTIFICATE_TYPES = [
  'RetirementAnnuityContributions',
  'TaxFreeSavings',
  'LumpSum',
  'Membership',
  'PaidUpMembership',
] as const;
export const CertificateTypeSchema = z.enum(CERTIFICATE_TYPES);
export type CertificateType = z.infer<typeof CertificateTypeSchema>;
export const TAX_CERTIFICATE_TYPES = [
  'RetirementAnnuityContributions',
  'TaxFreeSavings',
  'LumpSum',
] as const;
export const TaxCertificateTypeSchema = z.enum(TAX_CERTIFICATE_TYPES);
export type TaxCertificateType = z.infer<typeof TaxCertificateTypeSchema>;
/** The tax certificates a product bears for each tax year (a lump sum's comes with its payment). */
export type ProductTaxCertificateType = Exclude<TaxCertificateType, 'LumpSum'>;

/** How each certificate is named on the list and on the document. */
export const CERTIFICATE_TYPE_NAMES: Record<CertificateType, string> = {
  RetirementAnnuityContributions: 'Retirement annuity contribution certificate (source code 4006)',
  TaxFreeSavings: 'Tax-free investment certificate IT3(s)',
  LumpSum: 'Lump sum tax certificate',
  Membership: 'Membership certificate',
  PaidUpMembership: 'Paid-up membership certificate',
};

/** reference "Tax-free savings and retirement contributions": RA contributions are source code 4006. */
export const RA_CONTRIBUTIONS_SOURCE_CODE = '4006';

/** The catalogue's product names (apps/api seed catalogue: kinds RA and TFSA). */
export const RETIREMENT_ANNUITY_PRODUCT_NAME = 'AF Retirement Annuity';
export const TAX_FREE_SAVINGS_PRODUCT_NAME = 'AF Tax Free Savings Account';

export type CertificateProduct = { fullProductName: string; productTypeCategory: string };

/**
 * The tax certificate a product bears. A retail retirement annuity: the 4006 contribution
 * certificate; the tax-free savings account: the IT3(s). Nothing else: a preservation fund takes
 * no contributions (nothing to deduct), a discretionary plan's IT3(b) and a living annuity's IRP5
 * are other documents, and an employer fund's contributions are on the employee's IRP5.
 */
export function taxCertificateTypeOf(
  product: CertificateProduct,
): ProductTaxCertificateType | null {
  if (product.productTypeCategory !== 'Retail') return null;
  if (product.fullProductName === RETIREMENT_ANNUITY_PRODUCT_NAME)
    return 'RetirementAnnuityContributions';
  if (product.fullProductName === TAX_FREE_SAVINGS_PRODUCT_NAME) return 'TaxFreeSavings';
  return null;
}

/** An employer (institutional) fund's member can be given a membership certificate. */
export function bearsMembershipCertificate(product: CertificateProduct): boolean {
  return product.productTypeCategory === 'Institutional';
}

/** A certificate is published once its tax year has ended: its last day is before today. */
export function isTaxYearPublished(taxYear: Pick<TaxYear, 'end'>, today: string): boolean {
  return isBefore(taxYear.end, today);
}

/**
 * The tax years whose certificates are published on `today`, oldest first: from the year holding
 * the date joined to the last year that has ended. None when the member joined this tax year.
 */
export function publishedTaxYears(dateJoined: string, today: string): TaxYear[] {
  const years: TaxYear[] = [];
  let year = taxYearOf(dateJoined);
  while (isTaxYearPublished(year, today)) {
    years.push(year);
    year = taxYearOf(addDays(year.end, 1));
  }
  return years;
}

/** The tax year labelled `label` ('2026': 1 Mar 2025 – 28 Feb 2026). */
export function taxYearLabelled(label: string): TaxYear {
  const year = Number(label);
  if (!Number.isInteger(year) || year < 2 || year > 9999)
    throw new RangeError(`Not a tax year: '${label}'`);
  return taxYearOf(`${String(year).padStart(4, '0')}-02-01`);
}

/** A transaction as a certificate reads it: signed from the fund's side (DESIGN §1a). */
export type CertificateTransaction = {
  date: string;
  type:
    | 'contribution'
    | 'transfer_in'
    | 'transfer_out'
    | 'switch_in'
    | 'switch_out'
    | 'withdrawal'
    | 'fee';
  amount: Cents | number;
};

function sumOf(
  rows: readonly CertificateTransaction[],
  type: CertificateTransaction['type'],
  from: string | null,
  to: string,
): number {
  let total = 0;
  for (const row of rows) {
    if (row.type !== type) continue;
    if (from !== null && isBefore(row.date, from)) continue;
    if (isAfter(row.date, to)) continue;
    total += row.amount;
  }
  return total;
}

export type RetirementAnnuityCertificate = {
  taxYear: TaxYear;
  sourceCode: typeof RA_CONTRIBUTIONS_SOURCE_CODE;
  /** The contributions dated within the tax year (both ends included), in cents. */
  totalContributions: Cents;
};

/**
 * reference "Retirement annuity contributions: SARS source code 4006": the year's contributions
 * are the member's own rows of type contribution dated within the tax year.
 */
export function retirementAnnuityCertificate(
  rows: readonly CertificateTransaction[],
  taxYear: TaxYear,
): RetirementAnnuityCertificate {
  return {
    taxYear,
    sourceCode: RA_CONTRIBUTIONS_SOURCE_CODE,
    totalContributions: toCents(sumOf(rows, 'contribution', taxYear.start, taxYear.end)),
  };
}

/**
 * reference "TFSA: R36 000 a year until 28 Feb 2026, R46 000 from 1 Mar 2026". The earlier limits
 * (R30 000 from the accounts' start on 1 Mar 2015, R33 000 from 1 Mar 2017, R36 000 from
 * 1 Mar 2020) are National Treasury's budget announcements. A limit applies to the tax years
 * starting on or after its date. Newest last.
 */
export const TFSA_ANNUAL_LIMITS: readonly { from: string; cents: Cents }[] = [
  { from: '2015-03-01', cents: toCents(3_000_000) },
  { from: '2017-03-01', cents: toCents(3_300_000) },
  { from: '2020-03-01', cents: toCents(3_600_000) },
  { from: '2026-03-01', cents: toCents(4_600_000) },
];
/** reference: R500 000 in a lifetime. */
export const TFSA_LIFETIME_LIMIT_CENTS = toCents(50_000_000);
/** reference: 40 % tax on contributions above a limit, in basis points. */
export const TFSA_EXCESS_TAX_RATE_BP = 4_000;

/** The annual contribution limit of the tax year (the earliest limit before the first date). */
export function tfsaAnnualLimit(taxYear: Pick<TaxYear, 'start'>): Cents {
  let limit = TFSA_ANNUAL_LIMITS[0]?.cents ?? toCents(0);
  for (const entry of TFSA_ANNUAL_LIMITS)
    if (compareDates(entry.from, taxYear.start) <= 0) limit = entry.cents;
  return limit;
}

export type TaxFreeSavingsCertificate = {
  taxYear: TaxYear;
  /** The value at the end of the day before the tax year starts. */
  openingValue: Cents;
  /** The value at the end of the tax year's last day. */
  closingValue: Cents;
  contributions: Cents;
  /** Money paid out to the member, as a positive amount. */
  withdrawals: Cents;
  transfersIn: Cents;
  /** Money transferred to another provider's TFSA, as a positive amount. */
  transfersOut: Cents;
  /** contributions + transfersIn − withdrawals − transfersOut. */
  netFlows: Cents;
  /** closing − opening − net flows, to the cent: growth and income after fees. */
  netReturn: Cents;
  annualLimit: Cents;
  lifetimeLimit: Cents;
  /** Every contribution up to the tax year's end (all tax years so far). */
  contributionsToDate: Cents;
  /** What remains of the lifetime limit after contributionsToDate, never below 0. */
  lifetimeRemaining: Cents;
  /** The year's contributions above the annual limit. */
  overAnnualLimit: Cents;
  /** The part of the year's contributions that took contributionsToDate above the lifetime limit. */
  overLifetimeLimit: Cents;
  /**
   * The excess taxed at 40 %: both excesses are the year's last contributions, so they overlap and
   * the larger of the two is taxed (once).
   */
  excess: Cents;
  excessTaxRateBp: number;
  /** 40 % of the excess, rounded to the cent. */
  taxOnExcess: Cents;
};

/**
 * reference "Certificate IT3(s) each tax year (contributions, withdrawals, transfers in and out,
 * net return), issued even without contributions". Transfers between tax-free accounts do not
 * count as contributions, so the limits are measured on contributions alone. Switches between
 * portfolios are not flows; fees are part of the return (they reduce it).
 */
export function taxFreeSavingsCertificate(input: {
  rows: readonly CertificateTransaction[];
  taxYear: TaxYear;
  openingValue: Cents | number;
  closingValue: Cents | number;
}): TaxFreeSavingsCertificate {
  const { rows, taxYear, openingValue, closingValue } = input;
  const { start, end } = taxYear;
  const contributions = sumOf(rows, 'contribution', start, end);
  const withdrawals = -sumOf(rows, 'withdrawal', start, end);
  const transfersIn = sumOf(rows, 'transfer_in', start, end);
  const transfersOut = -sumOf(rows, 'transfer_out', start, end);
  const netFlows = contributions + transfersIn - withdrawals - transfersOut;
  const annualLimit = tfsaAnnualLimit(taxYear);
  const contributionsToDate = sumOf(rows, 'contribution', null, end);
  const overAnnualLimit = Math.max(0, contributions - annualLimit);
  const overLifetimeLimit = Math.min(
    Math.max(0, contributions),
    Math.max(0, contributionsToDate - TFSA_LIFETIME_LIMIT_CENTS),
  );
  const excess = Math.max(overAnnualLimit, overLifetimeLimit);
  return {
    taxYear,
    openingValue: toCents(openingValue),
    closingValue: toCents(closingValue),
    contributions: toCents(contributions),
    withdrawals: toCents(withdrawals),
    transfersIn: toCents(transfersIn),
    transfersOut: toCents(transfersOut),
    netFlows: toCents(netFlows),
    netReturn: toCents(closingValue - openingValue - netFlows),
    annualLimit,
    lifetimeLimit: TFSA_LIFETIME_LIMIT_CENTS,
    contributionsToDate: toCents(contributionsToDate),
    lifetimeRemaining: toCents(Math.max(0, TFSA_LIFETIME_LIMIT_CENTS - contributionsToDate)),
    overAnnualLimit: toCents(overAnnualLimit),
    overLifetimeLimit: toCents(overLifetimeLimit),
    excess: toCents(excess),
    excessTaxRateBp: TFSA_EXCESS_TAX_RATE_BP,
    taxOnExcess: toCents(Math.round((excess * TFSA_EXCESS_TAX_RATE_BP) / 10_000)),
  };
}

/** Whole months without a contribution after which an employer fund's membership is paid-up. */
export const PAID_UP_AFTER_MONTHS = 3;

/**
 * The paid-up rule (reference "Paid-up membership certificate: ... confirms contributions
 * stopped"): an institutional membership is paid-up when its master member status says so
 * ('Paid-up', 'paid up member', ...), or when no contribution is dated within the last
 * PAID_UP_AFTER_MONTHS whole months up to its latest price date (`asAt`, else today): the last
 * contribution is on or before asAt − 3 months, or there never was one and the member joined on
 * or before that day (a new member whose first contribution has not come yet is not paid-up).
 * Answers the date contributions stopped — the last contribution's date, else the date joined —
 * or null when the membership is not paid-up.
 */
export function paidUpSince(input: {
  productTypeCategory: string;
  masterMemberStatus: string | null;
  dateJoined: string;
  lastContributionDate: string | null;
  asAt: string;
}): string | null {
  if (input.productTypeCategory !== 'Institutional') return null;
  const stopped = input.lastContributionDate ?? input.dateJoined;
  if (isPaidUpStatus(input.masterMemberStatus)) return stopped;
  const cutOff = addMonths(input.asAt, -PAID_UP_AFTER_MONTHS);
  return compareDates(stopped, cutOff) <= 0 ? stopped : null;
}

/** A master member status naming a paid-up member ('Paid-up', 'Paid up member', 'PAIDUP'). */
export function isPaidUpStatus(status: string | null): boolean {
  return status !== null && /paid[\s_-]?up/i.test(status);
}

/**
 * reference "Retirement annuity contributions: ... deduction (s11F) 27.5 % of the greater of
 * remuneration or taxable income, capped at R350 000, R430 000 from 1 Mar 2026": the cap of the
 * tax years starting on or after each date. Newest last.
 */
export const RA_DEDUCTION_CAPS: readonly { from: string; cents: Cents }[] = [
  { from: '2016-03-01', cents: toCents(35_000_000) },
  { from: '2026-03-01', cents: toCents(43_000_000) },
];
export const RA_DEDUCTION_RATE_BP = 2_750;

/** The yearly cap on the deduction of retirement fund contributions in the tax year. */
export function raDeductionCap(taxYear: Pick<TaxYear, 'start'>): Cents {
  let cap = RA_DEDUCTION_CAPS[0]?.cents ?? toCents(0);
  for (const entry of RA_DEDUCTION_CAPS)
    if (compareDates(entry.from, taxYear.start) <= 0) cap = entry.cents;
  return cap;
}
