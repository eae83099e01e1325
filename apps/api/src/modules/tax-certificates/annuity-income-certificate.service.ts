import type { ListedTaxCertificateType, TaxCertificate } from '@portal/contract/tax-certificates';
import { addDays, isBefore, taxYearOf } from '@portal/domain/dates';
import {
  annuityYearOf,
  irp5YearTotals,
  type AnnuityPayment,
  type Irp5YearTotals,
} from '@portal/domain/living-annuity';
import { randFromCents, toCents } from '@portal/domain/money';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import {
  CERTIFICATE_TYPE_NAMES,
  isTaxYearPublished,
  type TaxYear,
} from '@portal/domain/tax-certificates';
import type { Db } from '../../db/client';
import { fundIdentityOf } from '../../fund-identity';
import { notFound } from '../../lib/app-error';
import { issueOnce, type IssuedFile } from '../documents/issue-once';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import { memberTaxNumberOf } from '../profile/tax-number';
import {
  ANNUITY_INCOME_CERTIFICATE_KIND,
  ANNUITY_INCOME_SOURCE_CODE,
  annuityIncomeCertificateDocument,
  PAYE_SOURCE_CODE,
  type AnnuityEmployer,
} from './annuity-income-certificate.document';
import {
  annuityIncomePaymentsOf,
  annuityMembershipsOf,
  dateOfBirthOf,
} from './annuity-income.repository';
import type { CertificateIssuer } from './certificate.document';
import { INVESTMENT_INCOME_DOCUMENT_NAME } from './investment-income-certificate.document';
import { certificateHolderOf, type CertificateMembershipRow } from './tax-certificates.repository';

// A living annuity's IRP5: one for each tax year that has ended in which the annuity paid income,
// published the day after the year ends like the product certificates (a year still running has
// none: its payments are not all made). The figures are the domain's irp5YearTotals over the
// payments dated in the year, each day's income rows one payment, the same payments and PAYE as
// the annuity's statement. Dated on its publication (the day after the year), rendered on its
// first download, and kept among the
// member's documents (kind 'tax-certificate', one per annuity and tax year), it downloads the same
// ever after.

export const ANNUITY_INCOME_DOCUMENT_NAME = `${ANNUITY_INCOME_CERTIFICATE_KIND} (living annuity income)`;

/** How each tax certificate is named on the lists, a living annuity's IRP5 too. */
export const TAX_CERTIFICATE_NAMES: Record<ListedTaxCertificateType, string> = {
  ...CERTIFICATE_TYPE_NAMES,
  AnnuityIncome: ANNUITY_INCOME_DOCUMENT_NAME,
  InvestmentIncome: INVESTMENT_INCOME_DOCUMENT_NAME,
};

/**
 * The employer on a living annuity's IRP5: the fund that pays the annuity, with the PAYE reference
 * number it withholds the annuities' PAYE under (its identity, fund-identity.ts).
 */
export function annuityEmployerOf(membership: CertificateMembershipRow): AnnuityEmployer {
  return {
    name: membership.fundName,
    payeReference: fundIdentityOf(membership.fundName, false).fund.payeReference,
  };
}

/** An IRP5 of one of the member's living annuities for one tax year. */
export type AnnuityIncomeEntry = {
  kind: 'annuity-income';
  id: string;
  membership: CertificateMembershipRow;
  taxYear: TaxYear;
  /** The day the annuity started. */
  startDate: string;
  totals: Irp5YearTotals;
};

/**
 * The member's living annuities with each ended tax year in which they paid income, and the year's
 * IRP5 figures (oldest year first).
 */
export async function annuityIncomeYearsOf(
  db: Db,
  memberId: number,
  memberships: readonly CertificateMembershipRow[],
  today: string,
): Promise<Omit<AnnuityIncomeEntry, 'kind' | 'id'>[]> {
  const annuities = await annuityMembershipsOf(db, memberId);
  if (annuities.length === 0) return [];
  const dateOfBirth = await dateOfBirthOf(db, memberId);
  if (dateOfBirth === undefined) return [];
  const lastEnded = addDays(taxYearOf(today).start, -1);
  const years: Omit<AnnuityIncomeEntry, 'kind' | 'id'>[] = [];
  for (const { membershipId, startDate } of annuities) {
    const membership = memberships.find((m) => m.membershipId === membershipId);
    if (!membership) continue;
    const payments: AnnuityPayment[] = (
      await annuityIncomePaymentsOf(db, membershipId, lastEnded)
    ).map((row) => ({
      paidOn: row.paidOn,
      annuityYear: isBefore(row.paidOn, startDate) ? 0 : annuityYearOf(startDate, row.paidOn).index,
      grossCents: toCents(row.grossCents),
    }));
    const labels = [...new Set(payments.map((p) => taxYearOf(p.paidOn).label))];
    for (const label of labels) {
      const taxYear = taxYearOf(`${label}-02-01`);
      if (!isTaxYearPublished(taxYear, today)) continue;
      const totals = irp5YearTotals({
        payments,
        dateOfBirth,
        taxYear: taxYearLabel(taxYear.start),
      });
      if (totals.lines.length > 0) years.push({ membership, startDate, taxYear, totals });
    }
  }
  return years;
}

export function annuityIncomeCertificateTitle(entry: AnnuityIncomeEntry): string {
  return `IRP5 ${entry.totals.taxYear} – ${entry.membership.fullProductName}`;
}

export function annuityIncomeCertificateFileName(entry: AnnuityIncomeEntry): string {
  return `IRP5_${entry.totals.taxYear.replace('/', '-')}_${entry.membership.membershipNumber}.pdf`;
}

/** The IRP5 as the tax certificate lists show it. */
export function annuityIncomeCertificateOf(entry: AnnuityIncomeEntry): TaxCertificate {
  const { totals } = entry;
  return {
    id: entry.id,
    certificateType: 'AnnuityIncome',
    documentType: ANNUITY_INCOME_DOCUMENT_NAME,
    title: annuityIncomeCertificateTitle(entry),
    fileName: annuityIncomeCertificateFileName(entry),
    taxYear: entry.taxYear.label,
    taxYearStart: entry.taxYear.start,
    taxYearEnd: entry.taxYear.end,
    publishedDate: addDays(entry.taxYear.end, 1),
    schemeNumber: entry.membership.schemeNumber,
    productName: entry.membership.fullProductName,
    membershipNumber: entry.membership.membershipNumber,
    sarsSourceCode: ANNUITY_INCOME_SOURCE_CODE,
    totalContributions: null,
    lumpSum: null,
    investmentIncome: null,
    annuityIncome: {
      incomeSourceCode: ANNUITY_INCOME_SOURCE_CODE,
      payeSourceCode: PAYE_SOURCE_CODE,
      firstPaymentDate: totals.lines[0]?.paidOn ?? entry.taxYear.start,
      lastPaymentDate: totals.lines.at(-1)?.paidOn ?? entry.taxYear.end,
      payments: totals.lines.length,
      grossAmount: randFromCents(totals.grossCents),
      payeAmount: randFromCents(totals.payeCents),
      netAmount: randFromCents(totals.netCents),
    },
  };
}

/**
 * The IRP5 as issued: the one kept, else rendered now (dated on its publication) and kept.
 * A member gone meanwhile: 404.
 */
export async function issueAnnuityIncomeCertificate(
  db: Db,
  memberId: number,
  entry: AnnuityIncomeEntry,
  context: CertificateIssuer & {
    today: string;
    render: (definition: PdfDefinition, footer: unknown) => Promise<Buffer>;
  },
): Promise<IssuedFile> {
  const title = annuityIncomeCertificateTitle(entry);
  const { membershipId } = entry.membership;
  return issueOnce(
    db,
    {
      memberId,
      membershipId,
      kind: 'tax-certificate',
      title,
      fileName: annuityIncomeCertificateFileName(entry),
      request: { certificateType: 'AnnuityIncome', taxYear: entry.taxYear.label },
      dedupeKey: `annuity-income:${membershipId}:${entry.taxYear.label}`,
    },
    async () => {
      const [holder, taxReference] = await Promise.all([
        certificateHolderOf(db, memberId),
        memberTaxNumberOf(db, memberId),
      ]);
      if (!holder) throw notFound();
      const { definition, footer } = annuityIncomeCertificateDocument({
        issuer: { portalName: context.portalName, callCentrePhone: context.callCentrePhone },
        identity: fundIdentityOf(entry.membership.fundName, false),
        holder,
        membership: entry.membership,
        employer: annuityEmployerOf(entry.membership),
        taxReference,
        title,
        // Dated on its publication, the day after the tax year, whenever first downloaded.
        issuedOn: addDays(entry.taxYear.end, 1),
        taxYear: entry.taxYear,
        startDate: entry.startDate,
        totals: entry.totals,
      });
      return context.render(definition, footer);
    },
  );
}
