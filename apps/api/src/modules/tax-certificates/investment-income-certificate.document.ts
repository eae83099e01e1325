import type { PortfolioGains } from '@portal/domain/capital-gains';
import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { CAPITAL_GAIN_CODES, INVESTMENT_INCOME_CODES } from '@portal/domain/sars-codes';
import type { TaxYear } from '@portal/domain/tax-certificates';
import type { FundIdentity } from '../../fund-identity';
import { label, TABLE_LAYOUT } from '../pdf/pdf.document';
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

// A discretionary plan's tax certificate for one tax year: the IT3(b) (investment income: local
// interest under SARS code 4201, local and foreign dividends) and the IT3(c) (capital gains and
// losses on the units disposed of: each portfolio's proceeds, base cost by the weighted average
// method, and gain or loss; local 4250/4251, foreign 4252/4253). Codes and sources:
// packages/domain sars-codes.ts and docs/decisions/043.

export const INVESTMENT_INCOME_CERTIFICATE_KIND = 'Tax certificate IT3(b) and IT3(c)';
/** How the certificate is named on the lists. */
export const INVESTMENT_INCOME_DOCUMENT_NAME = `${INVESTMENT_INCOME_CERTIFICATE_KIND} (investment income and capital gains)`;

/** One portfolio's disposals in the year, named. */
export type PortfolioYearGains = PortfolioGains & { portfolioName: string; foreign: boolean };

/** The year's figures, in cents. */
export type InvestmentIncomeYear = {
  /** SARS's label of the tax year, '2025/26'. */
  taxYear: string;
  interestCents: number;
  dividendsCents: number;
  foreignDividendsCents: number;
  portfolios: PortfolioYearGains[];
  disposals: number;
  proceedsCents: number;
  baseCostCents: number;
  /** The portfolios' gains added up (≥ 0). */
  gainCents: number;
  /** The portfolios' losses added up (≥ 0). */
  lossCents: number;
};

export type InvestmentIncomeCertificateInput = {
  issuer: CertificateIssuer;
  identity?: FundIdentity;
  holder: CertificateHolder;
  membership: CertificateMembershipRow;
  /** The member's income tax reference number, when the fund has it. */
  taxReference: string | null;
  title: string;
  issuedOn: string;
  taxYear: TaxYear;
  figures: InvestmentIncomeYear;
};

function right(text: string): Record<string, unknown> {
  return { text, style: 'value', alignment: 'right' };
}

/** Each portfolio's disposals, proceeds, base cost and gain or loss, then the totals. */
function gainsTable(figures: InvestmentIncomeYear): PdfDefinition {
  return {
    table: {
      headerRows: 1,
      widths: ['*', 50, 85, 85, 85],
      body: [
        [
          label('Portfolio'),
          label('Disposals'),
          label('Proceeds'),
          label('Base cost'),
          label('Gain or loss'),
        ],
        ...figures.portfolios.map((p) => [
          { text: `${p.portfolioName}${p.foreign ? ' (foreign)' : ''}`, style: 'value' },
          right(String(p.disposals)),
          right(formatRand(p.proceedsCents)),
          right(formatRand(p.baseCostCents)),
          right(formatRand(p.gainCents)),
        ]),
        [
          label('Total for the tax year'),
          right(String(figures.disposals)),
          right(formatRand(figures.proceedsCents)),
          right(formatRand(figures.baseCostCents)),
          right(formatRand(figures.proceedsCents - figures.baseCostCents)),
        ],
      ],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 12],
  };
}

/** The gains and losses under their SARS codes, local and foreign apart. */
function gainCodes(figures: InvestmentIncomeYear): string[][] {
  const local = figures.portfolios.filter((p) => !p.foreign);
  const foreign = figures.portfolios.filter((p) => p.foreign);
  const gains = (list: PortfolioYearGains[]) =>
    list.reduce((sum, p) => sum + Math.max(0, p.gainCents), 0);
  const losses = (list: PortfolioYearGains[]) =>
    list.reduce((sum, p) => sum + Math.max(0, -p.gainCents), 0);
  const rows = [
    [CAPITAL_GAIN_CODES.localGain, 'Capital gain (local)', formatRand(gains(local))],
    [CAPITAL_GAIN_CODES.localLoss, 'Capital loss (local)', formatRand(losses(local))],
  ];
  if (foreign.length > 0)
    rows.push(
      [CAPITAL_GAIN_CODES.foreignGain, 'Capital gain (foreign)', formatRand(gains(foreign))],
      [CAPITAL_GAIN_CODES.foreignLoss, 'Capital loss (foreign)', formatRand(losses(foreign))],
    );
  return rows;
}

export function investmentIncomeCertificateDocument(input: InvestmentIncomeCertificateInput): {
  definition: PdfDefinition;
  footer: unknown;
} {
  const { figures, taxYear, membership } = input;
  const noIncome =
    figures.interestCents === 0 &&
    figures.dividendsCents === 0 &&
    figures.foreignDividendsCents === 0;
  return certificateDocument({
    issuer: input.issuer,
    identity: input.identity,
    kind: INVESTMENT_INCOME_CERTIFICATE_KIND,
    title: input.title,
    heading: 'Tax certificate IT3(b) and IT3(c) – investment income and capital gains',
    issuedOn: input.issuedOn,
    body: [
      subheading('Investor'),
      detailsTable([
        ['Investor', holderName(input.holder)],
        holderIdentity(input.holder),
        ['Income tax reference number', input.taxReference ?? 'Not known to the fund'],
        ['Plan', membership.fullProductName],
        ['Plan (membership) number', membership.membershipNumber],
        [
          'Tax year',
          `${figures.taxYear}: ${formatDisplayDate(taxYear.start)} to ${formatDisplayDate(taxYear.end)}`,
        ],
      ]),
      subheading('Investment income – IT3(b)'),
      amountsTable(
        ['SARS code', 'Description', 'Amount'],
        [
          [
            INVESTMENT_INCOME_CODES.localInterest,
            'Local interest',
            formatRand(figures.interestCents),
          ],
          [
            INVESTMENT_INCOME_CODES.exemptLocalDividends ?? '',
            'Local dividends (exempt from income tax; dividends tax withheld at source)',
            formatRand(figures.dividendsCents),
          ],
          [
            INVESTMENT_INCOME_CODES.foreignDividends ?? '',
            'Foreign dividends',
            formatRand(figures.foreignDividendsCents),
          ],
        ],
        [70, '*', 110],
      ),
      paragraph(
        noIncome
          ? 'The fund’s records hold no income distributed on your units in the tax year: there is no interest or dividend from this plan to declare for it.'
          : 'Declare the interest in your income tax return for the tax year; local dividends are exempt from income tax (dividends tax was withheld before they were paid).',
      ),
      subheading('Capital gains and losses – IT3(c)'),
      gainsTable(figures),
      amountsTable(['SARS code', 'Description', 'Amount'], gainCodes(figures), [70, '*', 110]),
      paragraph(
        `Every sale of units is a disposal: withdrawals, units sold to pay the plan's fees and switches between portfolios. The proceeds are what the units sold for; the base cost is their share of what you paid for the units of the portfolio held at the time (the weighted average method), so a portfolio's gains and losses in later years carry on from this one. Declare them in the capital gains section of your ${figures.taxYear} return as financial instruments (SARS works out the annual exclusion and the inclusion rate on assessment).`,
      ),
    ],
  });
}
