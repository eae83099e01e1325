import { createHash } from 'node:crypto';
import type { ProductTaxCertificateType, TaxYear } from '@portal/domain/tax-certificates';
import type { PaidClaimRow } from '../claims/claims.repository';
import type { AnnuityIncomeEntry } from './annuity-income-certificate.service';
import type { InvestmentIncomeEntry } from './investment-income-certificate.service';
import type { LumpSumCertificateFigures } from './lump-sum-certificate.document';
import type { CertificateMembershipRow } from './tax-certificates.repository';

// The certificates a member has, one entry each (tax-certificates.service.ts lists them): a
// product's tax certificate, a paid claim's lump sum certificate, a living annuity's IRP5, a
// discretionary plan's IT3(b) and IT3(c), and an employer fund's membership certificates.

export type TaxEntry = {
  kind: 'tax';
  id: string;
  type: ProductTaxCertificateType;
  membership: CertificateMembershipRow;
  taxYear: TaxYear;
};
export type LumpSumEntry = {
  kind: 'lump-sum';
  id: string;
  membership: CertificateMembershipRow;
  /** The tax year of the payment. */
  taxYear: TaxYear;
  claim: PaidClaimRow;
  figures: LumpSumCertificateFigures;
};
/** A tax certificate of any kind (what the tax certificate lists and Count hold). */
export type PublishedTaxEntry =
  TaxEntry | LumpSumEntry | AnnuityIncomeEntry | InvestmentIncomeEntry;
export type MembershipEntry = {
  kind: 'membership';
  id: string;
  membership: CertificateMembershipRow;
  /** The latest price date (DESIGN §1a calculationDate); null when the fund has no prices. */
  valueDate: string | null;
  status: string;
};
export type PaidUpEntry = {
  kind: 'paid-up';
  id: string;
  membership: CertificateMembershipRow;
  stoppedDate: string;
};
export type CertificateEntry = PublishedTaxEntry | MembershipEntry | PaidUpEntry;

/**
 * A certificate's id: a one-way hash of whose it is and what it is of. It reveals no database id
 * and is stable across requests, restarts and replicas; it is only ever looked up among the
 * signed-in member's own certificates, so another member's id finds nothing (404).
 */
export function certificateId(memberId: number, membershipId: number, what: string): string {
  return createHash('sha256')
    .update(`certificate|${memberId}|${membershipId}|${what}`)
    .digest('base64url')
    .slice(0, 32);
}
