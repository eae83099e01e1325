import type { Db } from '../../db/client';
import { findIssuedDocument, issueDocument } from '../documents/documents.repository';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import type { CertificateIssuer } from './certificate.document';
import {
  LUMP_SUM_CERTIFICATE_KIND,
  lumpSumCertificateDocument,
  type LumpSumCertificateFigures,
} from './lump-sum-certificate.document';
import { certificateHolderOf, certificateMembershipsOf } from './tax-certificates.repository';

// A paid savings withdrawal's lump sum tax certificate is published when the claim is paid: it is
// rendered once and kept among the member's documents (kind 'tax-certificate'), so it shows on the
// Documents page (GetMemberDocuments) and downloads with DownloadMemberDocument. A payment's
// figures never change, so the certificate is issued once per claim (its dedupe key).

export function lumpSumCertificateTitle(
  figures: Pick<LumpSumCertificateFigures, 'taxYear' | 'caseNo'>,
): string {
  return `${LUMP_SUM_CERTIFICATE_KIND} ${figures.taxYear} – savings withdrawal ${figures.caseNo}`;
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

/**
 * Issues the certificate of a paid claim (nothing new when it was issued already) and answers its
 * file id; undefined when the member or the membership is gone.
 */
export async function issueLumpSumCertificate(
  db: Db,
  context: CertificateIssuer & {
    today: string;
    render: (definition: PdfDefinition, footer: unknown) => Promise<Buffer>;
  },
  claim: { id: number; memberId: number; membershipId: number; figures: LumpSumCertificateFigures },
): Promise<{ fileId: string } | undefined> {
  const dedupeKey = lumpSumCertificateKey(claim.id);
  const issued = await findIssuedDocument(db, claim.memberId, dedupeKey);
  if (issued) return { fileId: issued.fileId };
  const [holder, memberships] = await Promise.all([
    certificateHolderOf(db, claim.memberId),
    certificateMembershipsOf(db, claim.memberId),
  ]);
  const membership = memberships.find((m) => m.membershipId === claim.membershipId);
  if (!holder || !membership) return undefined;
  const title = lumpSumCertificateTitle(claim.figures);
  const { definition, footer } = lumpSumCertificateDocument({
    issuer: { portalName: context.portalName, callCentrePhone: context.callCentrePhone },
    holder,
    membership,
    title,
    issuedOn: context.today,
    figures: claim.figures,
  });
  const document = await issueDocument(db, {
    memberId: claim.memberId,
    membershipId: claim.membershipId,
    kind: 'tax-certificate',
    title,
    fileName: lumpSumCertificateFileName(claim.figures),
    request: {
      certificateType: 'LumpSum',
      caseNo: claim.figures.caseNo,
      taxYear: claim.figures.taxYear,
    },
    dedupeKey,
    content: await context.render(definition, footer),
  });
  return { fileId: document.fileId };
}
