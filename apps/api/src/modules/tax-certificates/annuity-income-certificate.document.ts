import { formatDisplayDate } from '@portal/domain/dates';
import type { Irp5YearTotals } from '@portal/domain/living-annuity';
import { formatRand } from '@portal/domain/money';
import type { TaxYear } from '@portal/domain/tax-certificates';
import { label, TABLE_LAYOUT } from '../pdf/pdf.document';
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

// A living annuity's employee tax certificate (IRP5) for one tax year: the fund pays the annuity
// as the employer and withholds PAYE from each monthly payment (the Fourth Schedule), so it gives
// the member an IRP5 with the year's income under SARS source code 3615 (annuity from a
// retirement fund), the PAYE under code 4102, and an annex of each payment with its PAYE and net.

export const ANNUITY_INCOME_CERTIFICATE_KIND = 'Employee tax certificate IRP5';
/** SARS's source code of an annuity from a retirement fund (a living annuity's income). */
export const ANNUITY_INCOME_SOURCE_CODE = '3615';
/** SARS's code of the PAYE (employees' tax) withheld. */
export const PAYE_SOURCE_CODE = '4102';

/** Who pays the annuity, as the IRP5 names the employer. */
export type AnnuityEmployer = { name: string; payeReference: string };

export type AnnuityIncomeCertificateInput = {
  issuer: CertificateIssuer;
  identity?: FundIdentity;
  holder: CertificateHolder;
  membership: CertificateMembershipRow;
  employer: AnnuityEmployer;
  /** The member's income tax reference number, when the fund has it. */
  taxReference: string | null;
  title: string;
  issuedOn: string;
  taxYear: TaxYear;
  /** The day the annuity started. */
  startDate: string;
  totals: Irp5YearTotals;
};

function rightCell(text: string): Record<string, unknown> {
  return { text, style: 'value', alignment: 'right' };
}

/** The annex: each payment of the year with its PAYE and net, then the year's totals. */
function paymentsTable(totals: Irp5YearTotals): PdfDefinition {
  return {
    table: {
      headerRows: 1,
      widths: ['*', 100, 100, 100],
      body: [
        [label('Payment date'), label('Gross income'), label('PAYE withheld'), label('Net paid')],
        ...totals.lines.map((line) => [
          { text: formatDisplayDate(line.paidOn), style: 'value' },
          rightCell(formatRand(line.grossCents)),
          rightCell(formatRand(line.payeCents)),
          rightCell(formatRand(line.netCents)),
        ]),
        [
          label('Total for the tax year'),
          rightCell(formatRand(totals.grossCents)),
          rightCell(formatRand(totals.payeCents)),
          rightCell(formatRand(totals.netCents)),
        ],
      ],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 12],
  };
}

export function annuityIncomeCertificateDocument(input: AnnuityIncomeCertificateInput): {
  definition: PdfDefinition;
  footer: unknown;
} {
  const { totals, taxYear, membership } = input;
  const first = totals.lines[0];
  const last = totals.lines.at(-1);
  const period =
    first && last
      ? `${formatDisplayDate(first.paidOn)} to ${formatDisplayDate(last.paidOn)} (${totals.lines.length} ${totals.lines.length === 1 ? 'payment' : 'payments'})`
      : '';
  return certificateDocument({
    issuer: input.issuer,
    identity: input.identity,
    kind: ANNUITY_INCOME_CERTIFICATE_KIND,
    title: input.title,
    heading: 'Employee tax certificate (IRP5) – living annuity income',
    issuedOn: input.issuedOn,
    body: [
      subheading('Employee'),
      detailsTable([
        ['Employee (member)', holderName(input.holder)],
        holderIdentity(input.holder),
        ['Income tax reference number', input.taxReference ?? 'Not known to the fund'],
        ['Annuity', membership.fullProductName],
        ['Policy (membership) number', membership.membershipNumber],
        ['Annuity start date', formatDisplayDate(input.startDate)],
      ]),
      subheading('Employer'),
      detailsTable([
        ['Employer (the fund paying the annuity)', input.employer.name],
        ['PAYE reference number', input.employer.payeReference],
      ]),
      subheading('Tax year'),
      detailsTable([
        [
          'Tax year',
          `${totals.taxYear}: ${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}`,
        ],
        ['Period of the payments', period],
      ]),
      subheading('Income and employees’ tax'),
      amountsTable(
        ['SARS code', 'Description', 'Amount'],
        [
          [
            ANNUITY_INCOME_SOURCE_CODE,
            'Annuity from a retirement fund (living annuity income, before tax)',
            formatRand(totals.grossCents),
          ],
          [PAYE_SOURCE_CODE, 'PAYE (employees’ tax) withheld', formatRand(totals.payeCents)],
          ['', 'Net income paid to you', formatRand(totals.netCents)],
        ],
        [70, '*', 110],
      ),
      paragraph(
        `PAYE was withheld from each payment by the annualised method: the payment × 12 taxed on SARS's tax table for the year, less the rebates for your age on ${formatDisplayDate(taxYear.end)}, ÷ 12, in whole rand. SARS works out your final tax on assessment, with your other income; declare the amounts above in your income tax return for the ${totals.taxYear} tax year.`,
      ),
      subheading('Annex: the payments in the tax year'),
      paymentsTable(totals),
    ],
  });
}
