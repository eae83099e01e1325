import type { TaxCertificate } from '@portal/contract/tax-certificates';
import { capitalGains } from '@portal/domain/capital-gains';
import { addDays } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import { publishedTaxYears, type TaxYear } from '@portal/domain/tax-certificates';
import type { Db } from '../../db/client';
import { fundIdentityOf } from '../../fund-identity';
import { notFound } from '../../lib/app-error';
import { issueOnce, type IssuedFile } from '../documents/issue-once';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import { memberTaxNumberOf } from '../profile/tax-number';
import type { CertificateIssuer } from './certificate.document';
import {
  INVESTMENT_INCOME_DOCUMENT_NAME,
  investmentIncomeCertificateDocument,
  type InvestmentIncomeYear,
} from './investment-income-certificate.document';
import { planUnitRowsOf, type PlanUnitRow } from './investment-income.repository';
import { certificateHolderOf, type CertificateMembershipRow } from './tax-certificates.repository';

// A discretionary plan's IT3(b) and IT3(c), one document for each tax year that has ended since
// the plan began (docs/decisions/043): the income distributed on the plan's units in the year
// (IT3(b)) and the capital gains and losses on the units disposed of (IT3(c)). The demo's fund
// book records no income distributions, so the income lines are R 0.00 and the certificate says
// so; the gains are worked out from the plan's own unit rows (domain capital-gains: proceeds less
// the weighted average base cost), so the proceeds add up to the year's disposals to the cent.
// Published the day after the year ends and dated that day (1 March), rendered on the first
// download and kept among the member's documents (kind 'tax-certificate', one per plan and tax
// year): it downloads the same ever after.

/** The catalogue's discretionary plan (apps/api seed catalogue: kind DS). */
export const INVESTMENT_PLAN_PRODUCT_NAME = 'AF Investment Plan';

/** An IT3(b)/IT3(c) of one of the member's discretionary plans for one tax year. */
export type InvestmentIncomeEntry = {
  kind: 'investment-income';
  id: string;
  membership: CertificateMembershipRow;
  taxYear: TaxYear;
  figures: InvestmentIncomeYear;
};

/** Whether a membership is a discretionary plan (it bears an IT3(b) each tax year). */
export function isInvestmentPlan(membership: CertificateMembershipRow): boolean {
  return (
    membership.productTypeCategory === 'Retail' &&
    membership.fullProductName === INVESTMENT_PLAN_PRODUCT_NAME
  );
}

/** The year's figures from the plan's unit rows (all rows up to the year's end at least). */
export function investmentIncomeYearOf(
  rows: readonly PlanUnitRow[],
  taxYear: TaxYear,
): InvestmentIncomeYear {
  const names = new Map(rows.map((row) => [row.portfolioCode, row]));
  const portfolios = capitalGains(rows, taxYear.start, taxYear.end).map((gains) => {
    const portfolio = names.get(gains.portfolioCode);
    return {
      ...gains,
      portfolioName: portfolio?.portfolioName ?? gains.portfolioCode,
      foreign: (portfolio?.currency ?? 'ZAR') !== 'ZAR',
    };
  });
  const sum = (pick: (p: (typeof portfolios)[number]) => number) =>
    portfolios.reduce((total, p) => total + pick(p), 0);
  return {
    taxYear: taxYearLabel(taxYear.start),
    // The fund book records no income distributions (docs/decisions/043).
    interestCents: 0,
    dividendsCents: 0,
    foreignDividendsCents: 0,
    portfolios,
    disposals: sum((p) => p.disposals),
    proceedsCents: sum((p) => p.proceedsCents),
    baseCostCents: sum((p) => p.baseCostCents),
    gainCents: sum((p) => Math.max(0, p.gainCents)),
    lossCents: sum((p) => Math.max(0, -p.gainCents)),
  };
}

/** The member's discretionary plans with each ended tax year's figures (oldest year first). */
export async function investmentIncomeYearsOf(
  db: Db,
  memberships: readonly CertificateMembershipRow[],
  today: string,
): Promise<Omit<InvestmentIncomeEntry, 'kind' | 'id'>[]> {
  const years: Omit<InvestmentIncomeEntry, 'kind' | 'id'>[] = [];
  for (const membership of memberships.filter(isInvestmentPlan)) {
    const taxYears = publishedTaxYears(membership.dateJoined, today);
    const last = taxYears.at(-1);
    if (!last) continue;
    const rows = await planUnitRowsOf(db, membership.membershipId, last.end);
    for (const taxYear of taxYears)
      years.push({ membership, taxYear, figures: investmentIncomeYearOf(rows, taxYear) });
  }
  return years;
}

export function investmentIncomeCertificateTitle(
  entry: Pick<InvestmentIncomeEntry, 'membership' | 'figures'>,
): string {
  return `IT3(b) and IT3(c) ${entry.figures.taxYear} – ${entry.membership.fullProductName}`;
}

export function investmentIncomeCertificateFileName(
  entry: Pick<InvestmentIncomeEntry, 'membership' | 'figures'>,
): string {
  return `IT3b_IT3c_${entry.figures.taxYear.replace('/', '-')}_${entry.membership.membershipNumber}.pdf`;
}

/** The certificate as the tax certificate lists show it. */
export function investmentIncomeCertificateOf(entry: InvestmentIncomeEntry): TaxCertificate {
  const { figures } = entry;
  return {
    id: entry.id,
    certificateType: 'InvestmentIncome',
    documentType: INVESTMENT_INCOME_DOCUMENT_NAME,
    title: investmentIncomeCertificateTitle(entry),
    fileName: investmentIncomeCertificateFileName(entry),
    taxYear: entry.taxYear.label,
    taxYearStart: entry.taxYear.start,
    taxYearEnd: entry.taxYear.end,
    publishedDate: addDays(entry.taxYear.end, 1),
    schemeNumber: entry.membership.schemeNumber,
    productName: entry.membership.fullProductName,
    membershipNumber: entry.membership.membershipNumber,
    sarsSourceCode: null,
    totalContributions: null,
    lumpSum: null,
    annuityIncome: null,
    investmentIncome: {
      interestAmount: randFromCents(figures.interestCents),
      dividendsAmount: randFromCents(figures.dividendsCents),
      foreignDividendsAmount: randFromCents(figures.foreignDividendsCents),
      disposals: figures.disposals,
      proceedsAmount: randFromCents(figures.proceedsCents),
      baseCostAmount: randFromCents(figures.baseCostCents),
      gainAmount: randFromCents(figures.gainCents),
      lossAmount: randFromCents(figures.lossCents),
    },
  };
}

/**
 * The certificate as issued: the one kept, else rendered now (dated on its publication, the day
 * after the tax year, whenever it is first downloaded) and kept. A member gone meanwhile: 404.
 */
export async function issueInvestmentIncomeCertificate(
  db: Db,
  memberId: number,
  entry: InvestmentIncomeEntry,
  context: CertificateIssuer & {
    render: (definition: PdfDefinition, footer: unknown) => Promise<Buffer>;
  },
): Promise<IssuedFile> {
  const title = investmentIncomeCertificateTitle(entry);
  const { membershipId } = entry.membership;
  return issueOnce(
    db,
    {
      memberId,
      membershipId,
      kind: 'tax-certificate',
      title,
      fileName: investmentIncomeCertificateFileName(entry),
      request: { certificateType: 'InvestmentIncome', taxYear: entry.taxYear.label },
      dedupeKey: `investment-income:${membershipId}:${entry.taxYear.label}`,
    },
    async () => {
      const [holder, taxReference] = await Promise.all([
        certificateHolderOf(db, memberId),
        memberTaxNumberOf(db, memberId),
      ]);
      if (!holder) throw notFound();
      const { definition, footer } = investmentIncomeCertificateDocument({
        issuer: { portalName: context.portalName, callCentrePhone: context.callCentrePhone },
        identity: fundIdentityOf(entry.membership.fundName, false),
        holder,
        membership: entry.membership,
        taxReference,
        title,
        issuedOn: addDays(entry.taxYear.end, 1),
        taxYear: entry.taxYear,
        figures: entry.figures,
      });
      return context.render(definition, footer);
    },
  );
}
