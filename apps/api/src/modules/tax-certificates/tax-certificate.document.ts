import { addDays, formatDisplayDate } from '@portal/domain/dates';
import { formatPercent, formatRand } from '@portal/domain/money';
import {
  CERTIFICATE_TYPE_NAMES,
  RA_DEDUCTION_RATE_BP,
  raDeductionCap,
  type RetirementAnnuityCertificate,
  type TaxFreeSavingsCertificate,
  type TaxYear,
} from '@portal/domain/tax-certificates';
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

// The two tax certificates (reference "Tax-free savings and retirement contributions"): a
// retirement annuity's contributions under SARS source code 4006, and a tax-free savings
// account's IT3(s) with its flows, net return and the annual and lifetime limits.

type TaxCertificateInput = {
  issuer: CertificateIssuer;
  /** The fund's identity: its letterhead with its FSCA and SARS numbers (or its provider). */
  identity?: FundIdentity;
  holder: CertificateHolder;
  membership: CertificateMembershipRow;
  /** The member's income tax reference number, when the fund has it. */
  taxReference?: string | null;
  title: string;
  /** The day it was published: the day after the tax year (1 March). */
  issuedOn: string;
};

export function taxYearText(taxYear: TaxYear): string {
  return `${taxYear.label} tax year: ${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}`;
}

function holderDetails(input: TaxCertificateInput, taxYear: TaxYear): PdfDefinition {
  return detailsTable([
    ['Member', holderName(input.holder)],
    holderIdentity(input.holder),
    ['Income tax reference number', input.taxReference ?? 'Not known to the fund'],
    ['Product', input.membership.fullProductName],
    ['Policy (membership) number', input.membership.membershipNumber],
    ['Scheme number', input.membership.schemeNumber],
    ['Tax year', taxYearText(taxYear)],
  ]);
}

export function retirementAnnuityCertificateDocument(
  input: TaxCertificateInput & { certificate: RetirementAnnuityCertificate },
): { definition: PdfDefinition; footer: unknown } {
  const { certificate } = input;
  const { taxYear } = certificate;
  return certificateDocument({
    issuer: input.issuer,
    identity: input.identity,
    kind: CERTIFICATE_TYPE_NAMES.RetirementAnnuityContributions,
    title: input.title,
    heading: 'Retirement annuity contribution certificate',
    issuedOn: input.issuedOn,
    body: [
      holderDetails(input, taxYear),
      subheading('Contributions for the tax year'),
      amountsTable(
        ['SARS source code', 'Description', 'Amount'],
        [
          [
            certificate.sourceCode,
            'Retirement annuity fund contributions',
            formatRand(certificate.totalContributions),
          ],
        ],
        [90, '*', 110],
      ),
      paragraph(
        `Declare the amount above under source code ${certificate.sourceCode} in your income tax return for the ${taxYear.label} tax year. Contributions to retirement funds are deductible under section 11F of the Income Tax Act up to ${formatPercent(RA_DEDUCTION_RATE_BP)} of the greater of your remuneration or taxable income, limited to ${formatRand(raDeductionCap(taxYear))} a year; SARS works out the deduction on assessment.`,
      ),
    ],
  });
}

export function taxFreeSavingsCertificateDocument(
  input: TaxCertificateInput & { certificate: TaxFreeSavingsCertificate },
): { definition: PdfDefinition; footer: unknown } {
  const c = input.certificate;
  const { taxYear } = c;
  const over = c.excess > 0;
  return certificateDocument({
    issuer: input.issuer,
    identity: input.identity,
    kind: CERTIFICATE_TYPE_NAMES.TaxFreeSavings,
    title: input.title,
    heading: 'Tax-free investment certificate – IT3(s)',
    issuedOn: input.issuedOn,
    body: [
      holderDetails(input, taxYear),
      subheading('Your account in the tax year'),
      amountsTable(
        ['Description', 'Amount'],
        [
          [
            `Opening value on ${formatDisplayDate(addDays(taxYear.start, -1))}`,
            formatRand(c.openingValue),
          ],
          ['Contributions', formatRand(c.contributions)],
          ['Transfers in from other tax-free investments', formatRand(c.transfersIn)],
          ['Withdrawals', formatRand(c.withdrawals)],
          ['Transfers out to other tax-free investments', formatRand(c.transfersOut)],
          ['Net return (growth and income after fees)', formatRand(c.netReturn)],
          [`Closing value on ${formatDisplayDate(taxYear.end)}`, formatRand(c.closingValue)],
        ],
        ['*', 130],
      ),
      paragraph(
        'The net return is the closing value less the opening value and less the net flows (contributions and transfers in, less withdrawals and transfers out).',
      ),
      subheading('Contribution limits'),
      amountsTable(
        ['Limit', 'Amount'],
        [
          ['Annual contribution limit for the tax year', formatRand(c.annualLimit)],
          ['Contributions in the tax year', formatRand(c.contributions)],
          ['Amount over the annual limit', formatRand(c.overAnnualLimit)],
          ['Lifetime contribution limit', formatRand(c.lifetimeLimit)],
          [
            `Contributions to date (up to ${formatDisplayDate(taxYear.end)})`,
            formatRand(c.contributionsToDate),
          ],
          ['Remaining lifetime limit', formatRand(c.lifetimeRemaining)],
          ['Amount over the lifetime limit', formatRand(c.overLifetimeLimit)],
        ],
        ['*', 130],
      ),
      paragraph(
        `Contributions above the annual limit or the lifetime limit of ${formatRand(c.lifetimeLimit)} are taxed at ${formatPercent(c.excessTaxRateBp)} of the excess. Transfers between tax-free investments do not count as contributions.`,
      ),
      paragraph(
        over
          ? `Your contributions exceeded a limit by ${formatRand(c.excess)}: SARS will assess tax of ${formatRand(c.taxOnExcess)} on this excess.`
          : 'Your contributions for this tax year are within the limits.',
      ),
    ],
  });
}
