import type { PaymentLetter } from '@portal/contract/claims';
import { BANK_ACCOUNT_TYPES } from '@portal/domain/banks';
import { CLAIM_TYPE_NAMES, isClaimType } from '@portal/domain/claims';
import { randFromCents } from '@portal/domain/money';
import { fundIdentityOf } from '../../fund-identity';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { derivedFileId } from '../documents/derived-file-id';
import { findDocumentsByDedupeKeys } from '../documents/documents.repository';
import { issueOnce, type IssuedFile } from '../documents/issue-once';
import type { PdfRenderer } from '../pdf/pdf-renderer';
import { findMemberById, type MemberRow } from '../profile/profile.repository';
import { memberTaxNumberOf } from '../profile/tax-number';
import { memberFullName } from '../statements/statement-data';
import {
  fundNameOfMembership,
  isPaidClaim,
  type ClaimRow,
  type PaidClaimRow,
} from './claims.repository';
import { maskedAccount } from './claims.service';
import { paymentLetterDocument } from './payment-letter.document';
import { isSavingsClaimType, savingsWithdrawalTold } from './savings-withdrawal-told';

// A paid claim's payment letter. It is the member's from the moment the claim is paid: listed
// from the claims row (GetPaymentLetters, and the member's documents) dated the payment date, and
// rendered once — at payment, or on its first download for a claim paid before (the demo's) — then
// kept among the member's documents (kind 'payment-letter', one per claim by its dedupe key) so
// that it reads the same every time.

const ACCOUNT_TYPE_NAMES = new Map<number, string>(
  Object.entries(BANK_ACCOUNT_TYPES).map(([name, code]) => [code, name]),
);

export type LetterOptions = { portalName: string; callCentrePhone: string };

/** The member's address as a letter is addressed, one line per element (blank parts left out). */
export function memberAddressLines(
  member: Pick<
    MemberRow,
    'addressStreet' | 'addressSuburb' | 'addressCity' | 'addressPostalCode' | 'addressCountry'
  >,
): string[] {
  const city = [member.addressCity, member.addressPostalCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [member.addressStreet, member.addressSuburb, city, member.addressCountry]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
}

function claimTypeNameOf(claim: Pick<ClaimRow, 'claimType'>): string {
  return isClaimType(claim.claimType) ? CLAIM_TYPE_NAMES[claim.claimType] : 'Claim';
}

/** The dedupe key of a claim's letter among the member's documents. */
export function paymentLetterKey(claimId: number): string {
  return `payment-letter:${claimId}`;
}

/** The file id the letter is listed and kept under among the member's documents. */
export function paymentLetterFileId(claim: Pick<ClaimRow, 'id' | 'memberId'>): string {
  return derivedFileId(claim.memberId, paymentLetterKey(claim.id));
}

export function paymentLetterTitle(claim: Pick<ClaimRow, 'claimType' | 'caseNo'>): string {
  return `Payment letter – ${claimTypeNameOf(claim)} ${claim.caseNo}`;
}

export function paymentLetterFileName(claim: Pick<ClaimRow, 'caseNo'>): string {
  return `PaymentLetter_${claim.caseNo}.pdf`;
}

/**
 * GetPaymentLetters: a paid claim's letter (none before payment), under the file id the member's
 * documents list it with; nothing is drawn until it is downloaded.
 */
export async function paymentLettersOf(db: Db, claim: ClaimRow): Promise<PaymentLetter[]> {
  if (!isPaidClaim(claim)) return [];
  const [issued] = await findDocumentsByDedupeKeys(db, claim.memberId, [
    paymentLetterKey(claim.id),
  ]);
  return [
    {
      fileId: issued?.fileId ?? paymentLetterFileId(claim),
      fileName: issued?.fileName ?? paymentLetterFileName(claim),
      title: issued?.title ?? paymentLetterTitle(claim),
      paymentDate: claim.paidOn,
      netAmount: randFromCents(claim.netCents),
    },
  ];
}

/**
 * The letter of a paid claim: the one issued, else rendered now and kept under the file id it
 * was listed with. A member gone meanwhile: 404.
 */
export async function issuePaymentLetter(
  db: Db,
  renderer: Pick<PdfRenderer, 'render'>,
  options: LetterOptions,
  claim: PaidClaimRow,
): Promise<IssuedFile> {
  return issueOnce(
    db,
    {
      memberId: claim.memberId,
      membershipId: claim.membershipId,
      kind: 'payment-letter',
      title: paymentLetterTitle(claim),
      fileName: paymentLetterFileName(claim),
      request: { caseNo: claim.caseNo },
      dedupeKey: paymentLetterKey(claim.id),
      fileId: paymentLetterFileId(claim),
    },
    async () => {
      const [member, fundName, withdrawal, taxNumber] = await Promise.all([
        findMemberById(db, claim.memberId),
        fundNameOfMembership(db, claim.membershipId),
        isSavingsClaimType(claim.claimType) ? savingsWithdrawalTold(db, claim) : null,
        memberTaxNumberOf(db, claim.memberId),
      ]);
      if (!member) throw notFound();
      const { definition, footer } = paymentLetterDocument({
        portalName: options.portalName,
        // Built here: the document crosses to the PDF worker as plain data.
        identity: fundIdentityOf(fundName ?? claim.fundName),
        memberName: memberFullName(member),
        address: memberAddressLines(member),
        // The number the fund holds, else the latest the member gave with a claim (issue 45).
        taxNumber,
        caseNo: claim.caseNo,
        claimTypeName: claimTypeNameOf(claim),
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
        savingsWithdrawal: withdrawal && {
          savingsPotAfterCents: withdrawal.savingsPotAfterCents,
          nextWithdrawalFrom: withdrawal.nextWithdrawalFrom,
        },
      });
      return renderer.render(definition, footer);
    },
  );
}
