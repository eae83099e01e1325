import type { MembershipCertificate, PaidUpCertificate } from '@portal/contract/tax-certificates';
import type { Db } from '../../db/client';
import type { CertificateMembershipRow } from './tax-certificates.repository';
import { certificatesOf } from './tax-certificates.service';
import type { MembershipEntry, PaidUpEntry } from './certificate-entries';

// spec 2 §7: the membership and paid-up membership certificates of the member's employer funds,
// as the documents page lists them (tax-certificates.service.ts decides which the member has).

export function membershipCertificateTitle(entry: MembershipEntry | PaidUpEntry): string {
  const name =
    entry.kind === 'membership' ? 'Membership certificate' : 'Paid-up membership certificate';
  return `${name} – ${entry.membership.fundName}`;
}

export function membershipCertificateFileName(entry: MembershipEntry | PaidUpEntry): string {
  const { membershipNumber } = entry.membership;
  return entry.kind === 'membership'
    ? `MembershipCertificate_${membershipNumber}${entry.valueDate ? `_${entry.valueDate}` : ''}.pdf`
    : `PaidUpMembershipCertificate_${membershipNumber}.pdf`;
}

export async function membershipCertificates(
  db: Db,
  memberId: number,
  today: string,
): Promise<MembershipCertificate[]> {
  const { entries } = await certificatesOf(db, memberId, today);
  return entries
    .filter((e): e is MembershipEntry => e.kind === 'membership')
    .map((entry) => ({
      id: entry.id,
      certificateType: 'Membership' as const,
      title: membershipCertificateTitle(entry),
      fileName: membershipCertificateFileName(entry),
      ...fundOf(entry.membership),
      status: entry.status,
      valueDate: entry.valueDate,
    }));
}

export async function paidUpCertificates(
  db: Db,
  memberId: number,
  today: string,
): Promise<PaidUpCertificate[]> {
  const { entries } = await certificatesOf(db, memberId, today);
  return entries
    .filter((e): e is PaidUpEntry => e.kind === 'paid-up')
    .map((entry) => ({
      id: entry.id,
      certificateType: 'PaidUpMembership' as const,
      title: membershipCertificateTitle(entry),
      fileName: membershipCertificateFileName(entry),
      ...fundOf(entry.membership),
      contributionsStoppedDate: entry.stoppedDate,
    }));
}

function fundOf(membership: CertificateMembershipRow) {
  return {
    schemeNumber: membership.schemeNumber,
    fundName: membership.fundName,
    schemeName: membership.schemeName,
    employerName: membership.employerName,
    membershipNumber: membership.membershipNumber,
    dateJoined: membership.dateJoined,
  };
}
