import type { PaymentLetter } from '@portal/contract/claims';
import { BANK_ACCOUNT_TYPES } from '@portal/domain/banks';
import { CLAIM_TYPE_NAMES, isClaimType } from '@portal/domain/claims';
import { randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { findIssuedDocument, issueDocument } from '../documents/documents.repository';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { findMemberById } from '../profile/profile.repository';
import type { ClaimRow } from './claims.repository';
import { maskedAccount } from './claims.service';
import { paymentLetterDocument } from './payment-letter.document';

// A paid claim's payment letter: rendered on first request and kept among the member's documents
// (kind 'payment-letter'), so that it reads the same every time and shows in the documents list.

const ACCOUNT_TYPE_NAMES = new Map<number, string>(
  Object.entries(BANK_ACCOUNT_TYPES).map(([name, code]) => [code, name]),
);

export async function paymentLettersOf(
  db: Db,
  renderer: PdfRenderer,
  options: { portalName: string; callCentrePhone: string },
  claim: ClaimRow,
): Promise<PaymentLetter[]> {
  if (claim.status !== 'Paid' || claim.paidOn === null || claim.netCents === null) return [];
  const dedupeKey = `payment-letter:${claim.id}`;
  const letterOf = (document: { fileId: string; fileName: string; title: string }) => [
    {
      fileId: document.fileId,
      fileName: document.fileName,
      title: document.title,
      paymentDate: claim.paidOn ?? '',
      netAmount: randFromCents(claim.netCents ?? 0),
    },
  ];
  const issued = await findIssuedDocument(db, claim.memberId, dedupeKey);
  if (issued) return letterOf(issued);
  const member = await findMemberById(db, claim.memberId);
  if (!member) return [];
  const claimTypeName = isClaimType(claim.claimType) ? CLAIM_TYPE_NAMES[claim.claimType] : 'Claim';
  const { definition, footer } = paymentLetterDocument({
    portalName: options.portalName,
    callCentrePhone: options.callCentrePhone,
    memberName: [member.firstName, member.lastName].join(' '),
    caseNo: claim.caseNo,
    claimTypeName,
    fundName: claim.fundName,
    schemeNumber: claim.schemeNumber,
    membershipNumber: claim.membershipNumber,
    grossCents: claim.grossCents,
    feeCents: claim.feeCents ?? 0,
    taxCents: claim.taxCents ?? 0,
    netCents: claim.netCents,
    directiveNumber: claim.directiveNumber,
    bank:
      claim.bankName && claim.bankAccountLast4
        ? {
            bankName: claim.bankName,
            accountType: ACCOUNT_TYPE_NAMES.get(claim.bankAccountType ?? 0) ?? 'Bank',
            accountNumberMasked: maskedAccount(claim.bankAccountLast4),
          }
        : null,
    paidOn: claim.paidOn,
  });
  // Rendered once: a letter already issued is answered from the documents, not drawn again.
  const document = await issueDocument(db, {
    memberId: claim.memberId,
    membershipId: claim.membershipId,
    kind: 'payment-letter',
    title: `Payment letter – ${claimTypeName} ${claim.caseNo}`,
    fileName: `PaymentLetter_${claim.caseNo}.pdf`,
    request: { caseNo: claim.caseNo },
    dedupeKey,
    content: await renderer.render(definition, footer),
  });
  return letterOf(document);
}
