import { z } from 'zod';
import type { TaxCertificate } from '@portal/contract/tax-certificates';
import { ClaimType } from '@portal/domain/claims';
import { taxYearOf } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import { CERTIFICATE_TYPE_NAMES } from '@portal/domain/tax-certificates';
import { taxYearLabel } from '@portal/domain/sa-income-tax';
import { LUMP_SUM_SOURCE_CODES, lumpSumTaxCodeOf } from '@portal/domain/sars-codes';
import { fundIdentityOf } from '../../fund-identity';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { PaidClaimRow } from '../claims/claims.repository';
import { derivedFileId } from '../documents/derived-file-id';
import { issueOnce, type IssuedFile } from '../documents/issue-once';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import { claimTaxNumberOf, memberTaxNumberOf } from '../profile/tax-number';
import type { CertificateIssuer } from './certificate.document';
import {
  LUMP_SUM_BENEFITS,
  LUMP_SUM_CERTIFICATE_KIND,
  lumpSumCertificateDocument,
  type LumpSumBenefit,
  type LumpSumCertificateFigures,
} from './lump-sum-certificate.document';
import { certificateHolderOf, certificateMembershipsOf } from './tax-certificates.repository';
import type { LumpSumEntry } from './certificate-entries';

// A paid claim's lump sum tax certificate. It is the member's from the moment the claim is paid:
// listed from the claims row (the Tax certificates tab, and the member's documents) for the tax
// year of the payment, dated the payment date, and rendered once — at payment, or on its first
// download for a claim paid before (the demo's) — then kept among the member's documents (kind
// 'tax-certificate', one per claim by its dedupe key) so that it always downloads the same.

export function lumpSumCertificateTitle(
  figures: Pick<LumpSumCertificateFigures, 'taxYear' | 'caseNo' | 'benefit'>,
): string {
  return `${LUMP_SUM_CERTIFICATE_KIND} ${figures.taxYear} – ${LUMP_SUM_BENEFITS[figures.benefit].name} ${figures.caseNo}`;
}

export function lumpSumCertificateFileName(
  figures: Pick<LumpSumCertificateFigures, 'taxYear' | 'caseNo'>,
): string {
  return `LumpSumTaxCertificate_${figures.taxYear.replace('/', '-')}_${figures.caseNo}.pdf`;
}

/** The dedupe key of a claim's certificate among the member's documents. */
export function lumpSumCertificateKey(claimId: number): string {
  return `lump-sum:${claimId}`;
}

/** The file id the certificate is listed and kept under among the member's documents. */
export function lumpSumCertificateFileId(claim: Pick<PaidClaimRow, 'id' | 'memberId'>): string {
  return derivedFileId(claim.memberId, lumpSumCertificateKey(claim.id));
}

/** A paid claim's certificate as the tax certificate lists show it. */
export function lumpSumCertificateOf(entry: LumpSumEntry): TaxCertificate {
  const { claim, figures } = entry;
  return {
    id: entry.id,
    certificateType: 'LumpSum',
    documentType: CERTIFICATE_TYPE_NAMES.LumpSum,
    title: lumpSumCertificateTitle(figures),
    fileName: lumpSumCertificateFileName(figures),
    taxYear: entry.taxYear.label,
    taxYearStart: entry.taxYear.start,
    taxYearEnd: entry.taxYear.end,
    publishedDate: claim.paidOn,
    schemeNumber: entry.membership.schemeNumber,
    productName: entry.membership.fullProductName,
    membershipNumber: entry.membership.membershipNumber,
    sarsSourceCode: figures.incomeSourceCode,
    totalContributions: null,
    lumpSum: {
      incomeSourceCode: figures.incomeSourceCode,
      taxSourceCode: figures.taxSourceCode,
      payeReference: figures.payeReference,
      taxReference: figures.taxReference,
      caseNo: claim.caseNo,
      directiveNumber: claim.directiveNumber,
      paidDate: claim.paidOn,
      grossAmount: randFromCents(figures.grossCents),
      feeAmount: randFromCents(figures.feeCents),
      taxAmount: randFromCents(figures.taxCents),
      taxDebtAmount: randFromCents(figures.taxDebtCents),
      netAmount: randFromCents(figures.netCents),
    },
    annuityIncome: null,
    investmentIncome: null,
  };
}

/** The tax debt SARS asked the fund to deduct, as the processing kept it (`draft.directive`). */
const KeptDirectiveSchema = z.object({ taxDebtCents: z.number().int().min(0) });

function benefitOf(claimType: number): LumpSumBenefit {
  switch (claimType) {
    case ClaimType.Retirement:
      return 'retirement';
    case ClaimType.Withdrawal:
      return 'withdrawal';
    case ClaimType.Death:
      return 'death';
    default:
      return 'savings';
  }
}

/**
 * The certificate's figures from the claim: the tax year of the payment (a lump sum accrues when
 * it is paid), and the claim's tax (everything SARS takes) shown as the directive's tax and any
 * tax debt apart. A claim paid before the portal kept the directive (the demo's) had no tax debt.
 * With an IRP5's fields: the lump sum's SARS source code and the tax's (sars-codes.ts), the
 * fund's PAYE reference number (its identity) and the member's income tax reference number as
 * they gave it on the claim (the number SARS issued the directive for), else `knownTaxReference`
 * (the member's, `memberTaxNumberOf`: the one the fund holds, else the latest they gave with a
 * claim; a claim the portal did not take, the demo's, has none of its own).
 */
export function lumpSumFiguresOf(
  claim: PaidClaimRow,
  knownTaxReference: string | null = null,
): LumpSumCertificateFigures {
  const kept = KeptDirectiveSchema.safeParse(
    (claim.draft as { directive?: unknown } | null)?.directive,
  );
  const taxDebtCents = kept.success ? kept.data.taxDebtCents : 0;
  const { start, end } = taxYearOf(claim.paidOn);
  const benefit = benefitOf(claim.claimType);
  return {
    benefit,
    incomeSourceCode: LUMP_SUM_SOURCE_CODES[benefit],
    taxSourceCode: lumpSumTaxCodeOf(benefit),
    payeReference: fundIdentityOf(claim.fundName).fund.payeReference,
    taxReference: claimTaxNumberOf(claim) ?? knownTaxReference,
    caseNo: claim.caseNo,
    taxYear: taxYearLabel(claim.paidOn),
    taxYearStart: start,
    taxYearEnd: end,
    directiveNumber: claim.directiveNumber ?? '',
    paidOn: claim.paidOn,
    grossCents: claim.grossCents,
    feeCents: claim.feeCents ?? 0,
    taxCents: (claim.taxCents ?? 0) - taxDebtCents,
    taxDebtCents,
    netCents: claim.netCents,
  };
}

/**
 * The certificate of a paid claim: the one issued, else rendered now (issued on the payment date)
 * and kept under the file id it was listed with. A member or membership gone meanwhile: 404.
 */
export async function issueLumpSumCertificate(
  db: Db,
  context: CertificateIssuer & {
    render: (definition: PdfDefinition, footer: unknown) => Promise<Buffer>;
  },
  claim: PaidClaimRow,
): Promise<IssuedFile> {
  const figures = lumpSumFiguresOf(claim);
  const title = lumpSumCertificateTitle(figures);
  return issueOnce(
    db,
    {
      memberId: claim.memberId,
      membershipId: claim.membershipId,
      kind: 'tax-certificate',
      title,
      fileName: lumpSumCertificateFileName(figures),
      request: { certificateType: 'LumpSum', caseNo: figures.caseNo, taxYear: figures.taxYear },
      dedupeKey: lumpSumCertificateKey(claim.id),
      fileId: lumpSumCertificateFileId(claim),
    },
    async () => {
      const [holder, memberships, knownTaxReference] = await Promise.all([
        certificateHolderOf(db, claim.memberId),
        certificateMembershipsOf(db, claim.memberId),
        memberTaxNumberOf(db, claim.memberId),
      ]);
      const membership = memberships.find((m) => m.membershipId === claim.membershipId);
      if (!holder || !membership) throw notFound();
      const { definition, footer } = lumpSumCertificateDocument({
        issuer: { portalName: context.portalName, callCentrePhone: context.callCentrePhone },
        identity: fundIdentityOf(membership.fundName),
        holder,
        membership,
        title,
        // The certificate is issued on the payment date, whenever it is first drawn.
        issuedOn: claim.paidOn,
        figures: { ...figures, taxReference: figures.taxReference ?? knownTaxReference },
      });
      return context.render(definition, footer);
    },
  );
}
