import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import type { FundIdentity } from '../../fund-identity';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import {
  amountsTable,
  certificateDocument,
  detailsTable,
  holderIdentity,
  holderName,
  paragraph,
  subheading,
  type CertificateIssuer,
} from './certificate.document';
import type { CertificateHolder, CertificateMembershipRow } from './tax-certificates.repository';

// The lump sum tax certificate of a paid claim (the claims issue): what the fund paid out in the
// tax year of the payment, the fee taken from it, the tax SARS's directive told the fund to
// withhold (and any tax debt SARS asked it to deduct), and the net amount paid. Reference
// sa-tax-banking.md: a savings withdrawal is added to the year's taxable income; the member
// declares it with this certificate, and SARS assesses the final tax. It carries an IRP5's fields
// (SARS PAYE BRS; sources in docs/decisions/043): the fund as the employer with its PAYE reference
// number, the member's income tax reference number, the tax year and the period, the lump sum
// under its source code (3926, 3920 or 3915) and the tax under its code (4102 or 4115) with the
// directive's number.

export const LUMP_SUM_CERTIFICATE_KIND = 'Lump sum tax certificate';

/** What the lump sum was paid as (by the claim's type). */
export type LumpSumBenefit = 'savings' | 'retirement' | 'withdrawal' | 'death';

/**
 * How each benefit is named on the certificate. A savings withdrawal is taxed at the member's
 * marginal rate; the other lump sums on SARS's lump sum tables (reference sa-tax-banking.md).
 */
export const LUMP_SUM_BENEFITS: Record<
  LumpSumBenefit,
  { name: string; amountRow: string; paidFrom: string; taxNote: (taxYear: string) => string }
> = {
  savings: {
    name: 'savings withdrawal',
    amountRow: 'Savings withdrawal benefit (amount withdrawn)',
    paidFrom: 'The lump sum paid from your savings pot',
    taxNote: (taxYear) =>
      `The lump sum is added to your taxable income for the ${taxYear} tax year and taxed at your marginal rate.`,
  },
  retirement: {
    name: 'retirement',
    amountRow: 'Retirement benefit (lump sum taken in cash)',
    paidFrom: 'The lump sum paid on your retirement',
    taxNote: (taxYear) =>
      `The lump sum is taxed on SARS's retirement lump sum table for the ${taxYear} tax year, together with the lump sums you received before.`,
  },
  withdrawal: {
    name: 'withdrawal',
    amountRow: 'Withdrawal benefit (lump sum on leaving the fund)',
    paidFrom: 'The lump sum paid when you left the fund',
    taxNote: (taxYear) =>
      `The lump sum is taxed on SARS's withdrawal lump sum table for the ${taxYear} tax year, together with the lump sums you received before.`,
  },
  death: {
    name: 'death benefit',
    amountRow: 'Death benefit (lump sum)',
    paidFrom: 'The lump sum paid on death',
    taxNote: (taxYear) =>
      `The lump sum is taxed on SARS's retirement lump sum table for the ${taxYear} tax year.`,
  },
};

export type LumpSumCertificateFigures = {
  benefit: LumpSumBenefit;
  /** SARS's source code of the lump sum (3926, 3920 or 3915). */
  incomeSourceCode: string;
  /** SARS's code of the tax withheld from it (4102 or 4115). */
  taxSourceCode: string;
  /** The fund's PAYE reference number (its identity). */
  payeReference: string;
  /** The member's income tax reference number; null: not known to the fund. */
  taxReference: string | null;
  caseNo: string;
  /** SARS's label of the tax year of the payment, '2026/27'. */
  taxYear: string;
  taxYearStart: string;
  taxYearEnd: string;
  directiveNumber: string;
  paidOn: string;
  /** The amount the member withdrew from the savings pot (before the fee and tax). */
  grossCents: number;
  feeCents: number;
  /** Tax withheld under the directive. */
  taxCents: number;
  /** Tax debt SARS asked the fund to deduct for it (0 when none). */
  taxDebtCents: number;
  netCents: number;
};

export function lumpSumCertificateDocument(input: {
  issuer: CertificateIssuer;
  holder: CertificateHolder;
  membership: CertificateMembershipRow;
  identity?: FundIdentity;
  title: string;
  issuedOn: string;
  figures: LumpSumCertificateFigures;
}): { definition: PdfDefinition; footer: unknown } {
  const f = input.figures;
  const benefit = LUMP_SUM_BENEFITS[f.benefit];
  const taxable = f.grossCents - f.feeCents;
  const rows: string[][] = [
    [f.incomeSourceCode, benefit.amountRow, formatRand(f.grossCents)],
    ['', 'Less: administration fee', formatRand(-f.feeCents)],
    ['', 'Lump sum taxed (amount less the fee)', formatRand(taxable)],
    [
      f.taxSourceCode,
      `Less: income tax withheld (SARS directive ${f.directiveNumber})`,
      formatRand(-f.taxCents),
    ],
  ];
  if (f.taxDebtCents > 0)
    rows.push(['', 'Less: tax debt paid to SARS on its instruction', formatRand(-f.taxDebtCents)]);
  rows.push(['', 'Net amount paid to you', formatRand(f.netCents)]);
  const paid = formatDisplayDate(f.paidOn);
  return certificateDocument({
    issuer: input.issuer,
    identity: input.identity,
    kind: LUMP_SUM_CERTIFICATE_KIND,
    title: input.title,
    heading: `Lump sum tax certificate (IRP5) – ${benefit.name}${f.benefit === 'death' ? '' : ' benefit'}`,
    issuedOn: input.issuedOn,
    body: [
      subheading('Employee (member)'),
      detailsTable([
        ['Member', holderName(input.holder)],
        holderIdentity(input.holder),
        ['Income tax reference number', f.taxReference ?? 'Not known to the fund'],
        ['Fund', input.membership.fullProductName],
        ['Membership number', input.membership.membershipNumber],
        ['Scheme number', input.membership.schemeNumber],
      ]),
      subheading('Employer (the fund paying the lump sum)'),
      detailsTable([
        ['Employer', input.membership.fundName],
        ['PAYE reference number', f.payeReference],
      ]),
      subheading('Tax year and directive'),
      detailsTable([
        [
          'Tax year',
          `${f.taxYear}: ${formatDisplayDate(f.taxYearStart)} to ${formatDisplayDate(f.taxYearEnd)}`,
        ],
        ['Period of the payment', `${paid} to ${paid}`],
        ['Claim (case number)', f.caseNo],
        ['SARS tax directive number', f.directiveNumber],
        ['Payment date', paid],
      ]),
      subheading(benefit.paidFrom),
      amountsTable(['SARS code', 'Description', 'Amount'], rows, [70, '*', 110]),
      paragraph(
        `${benefit.taxNote(f.taxYear)} The tax above was withheld as SARS's tax directive instructed; SARS works out your final tax when it assesses your return for the year, so keep this certificate with your tax documents. The fund reports the lump sum to SARS under source code ${f.incomeSourceCode} and the tax under code ${f.taxSourceCode}.`,
      ),
    ],
  });
}
