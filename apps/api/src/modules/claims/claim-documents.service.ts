import type { DocumentKind } from '@portal/domain/member-documents';
import type { Db } from '../../db/client';
import type { IssuedFile } from '../documents/issue-once';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import {
  issueLumpSumCertificate,
  lumpSumCertificateFileId,
  lumpSumCertificateFileName,
  lumpSumCertificateKey,
  lumpSumCertificateTitle,
  lumpSumFiguresOf,
} from '../tax-certificates/lump-sum-certificate.service';
import { paidClaimsOfMember, type PaidClaimRow } from './claims.repository';
import {
  issuePaymentLetter,
  paymentLetterFileId,
  paymentLetterFileName,
  paymentLetterKey,
  paymentLetterTitle,
  type LetterOptions,
} from './payment-letters.service';

// The papers of every paid claim — its payment letter and its lump sum tax certificate — are the
// member's from the moment it is paid, whether the portal paid it or the claim came paid from the
// administrator (the demo's claims, written straight into the claims table). They are listed from
// the claims rows, dated the payment date, and drawn on their first download (or at payment).

/** One of a paid claim's documents as the member's documents list it. */
export type ClaimDocument = {
  claim: PaidClaimRow;
  kind: Extract<DocumentKind, 'payment-letter' | 'tax-certificate'>;
  dedupeKey: string;
  /** The id it is listed under before it is made, and kept under once made. */
  fileId: string;
  title: string;
  fileName: string;
};

/** A paid claim's payment letter and lump sum tax certificate. */
export function documentsOfClaim(claim: PaidClaimRow): ClaimDocument[] {
  const figures = lumpSumFiguresOf(claim);
  return [
    {
      claim,
      kind: 'payment-letter',
      dedupeKey: paymentLetterKey(claim.id),
      fileId: paymentLetterFileId(claim),
      title: paymentLetterTitle(claim),
      fileName: paymentLetterFileName(claim),
    },
    {
      claim,
      kind: 'tax-certificate',
      dedupeKey: lumpSumCertificateKey(claim.id),
      fileId: lumpSumCertificateFileId(claim),
      title: lumpSumCertificateTitle(figures),
      fileName: lumpSumCertificateFileName(figures),
    },
  ];
}

/** The documents of the member's paid claims (of these funds only, given membership numbers). */
export async function paidClaimDocumentsOf(
  db: Db,
  memberId: number,
  membershipNumbers: readonly string[] = [],
): Promise<ClaimDocument[]> {
  const claims = await paidClaimsOfMember(db, memberId, { membershipNumbers });
  return claims.flatMap(documentsOfClaim);
}

export type ClaimDocumentContext = LetterOptions & { renderer: Pick<PdfRenderer, 'render'> };

/**
 * The file of one of the member's paid claims' documents by the file id it was listed under,
 * drawn and kept now when it was not made yet; undefined when the id is none of theirs.
 */
export async function claimDocumentFile(
  db: Db,
  context: ClaimDocumentContext,
  memberId: number,
  fileId: string,
): Promise<IssuedFile | undefined> {
  const wanted = fileId.toLowerCase();
  const document = (await paidClaimDocumentsOf(db, memberId)).find((d) => d.fileId === wanted);
  if (!document) return undefined;
  return issueClaimDocument(db, context, document);
}

/** Draws and keeps one document of a paid claim (the one kept answers when it was made). */
export function issueClaimDocument(
  db: Db,
  context: ClaimDocumentContext,
  document: Pick<ClaimDocument, 'claim' | 'kind'>,
): Promise<IssuedFile> {
  const { renderer, ...options } = context;
  return document.kind === 'payment-letter'
    ? issuePaymentLetter(db, renderer, options, document.claim)
    : issueLumpSumCertificate(
        db,
        { ...options, render: (definition, footer) => renderer.render(definition, footer) },
        document.claim,
      );
}
