import { createHash } from 'node:crypto';
import type {
  HistoricalTaxCertificatesQuery,
  HistoricalTaxCertificatesResponse,
  MembershipCertificate,
  PaidUpCertificate,
  PublishedDocument,
  TaxCertificate,
} from '@portal/contract/tax-certificates';
import { addDays } from '@portal/domain/dates';
import { randFromCents } from '@portal/domain/money';
import {
  bearsMembershipCertificate,
  CERTIFICATE_TYPE_NAMES,
  isPaidUpStatus,
  paidUpSince,
  publishedTaxYears,
  RA_CONTRIBUTIONS_SOURCE_CODE,
  retirementAnnuityCertificate,
  taxCertificateTypeOf,
  type TaxCertificateType,
  type TaxYear,
} from '@portal/domain/tax-certificates';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { currentValuesOf } from '../fund/fund.repository';
import {
  certificateMembershipsOf,
  lastContributionDatesOf,
  moneyRowsOf,
  type CertificateMembershipRow,
} from './tax-certificates.repository';

// spec 2 §7 "Statements and tax certificate calls", spec 3 §7: which certificates the member has.
// A tax certificate is published for every tax year that has ended since the member joined the
// product (packages/domain tax-certificates); membership certificates are for employer funds.

export type TaxEntry = {
  kind: 'tax';
  id: string;
  type: TaxCertificateType;
  membership: CertificateMembershipRow;
  taxYear: TaxYear;
};
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
export type CertificateEntry = TaxEntry | MembershipEntry | PaidUpEntry;

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

/** Every certificate the member has today: published tax certificates, then membership ones. */
export async function certificatesOf(
  db: Db,
  memberId: number,
  today: string,
): Promise<{ memberships: CertificateMembershipRow[]; entries: CertificateEntry[] }> {
  const memberships = await certificateMembershipsOf(db, memberId);
  const entries: CertificateEntry[] = [];
  for (const membership of memberships) {
    const type = taxCertificateTypeOf(membership);
    if (type === null) continue;
    for (const taxYear of publishedTaxYears(membership.dateJoined, today)) {
      entries.push({
        kind: 'tax',
        id: certificateId(memberId, membership.membershipId, `${type}|${taxYear.label}`),
        type,
        membership,
        taxYear,
      });
    }
  }
  const institutional = memberships.filter(bearsMembershipCertificate);
  if (institutional.length > 0) {
    const [values, lastContributions] = await Promise.all([
      currentValuesOf(db, memberId),
      lastContributionDatesOf(
        db,
        institutional.map((m) => m.membershipId),
      ),
    ]);
    const valueDates = new Map(values.map((v) => [v.membershipId, v.calculationDate]));
    for (const membership of institutional) {
      const valueDate = valueDates.get(membership.membershipId) ?? null;
      const stoppedDate = paidUpSince({
        productTypeCategory: membership.productTypeCategory,
        masterMemberStatus: membership.masterMemberStatus,
        dateJoined: membership.dateJoined,
        lastContributionDate: lastContributions.get(membership.membershipId) ?? null,
        asAt: valueDate ?? today,
      });
      entries.push({
        kind: 'membership',
        id: certificateId(memberId, membership.membershipId, 'Membership'),
        membership,
        valueDate,
        status:
          stoppedDate !== null && !isPaidUpStatus(membership.masterMemberStatus)
            ? 'Paid-up member'
            : (membership.masterMemberStatus ?? membership.accountStatus ?? 'Member'),
      });
      if (stoppedDate !== null) {
        entries.push({
          kind: 'paid-up',
          id: certificateId(memberId, membership.membershipId, 'PaidUpMembership'),
          membership,
          stoppedDate,
        });
      }
    }
  }
  return { memberships, entries };
}

/** The member's certificate with this id; 404 when it is not one of theirs (or not published). */
export async function certificateById(
  db: Db,
  memberId: number,
  id: string,
  today: string,
): Promise<CertificateEntry> {
  const { entries } = await certificatesOf(db, memberId, today);
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw notFound();
  return entry;
}

export function taxCertificateTitle(entry: TaxEntry): string {
  return `Tax certificate ${entry.taxYear.label} – ${entry.membership.fullProductName}`;
}

export function taxCertificateFileName(entry: TaxEntry): string {
  return `TaxCertificate_${entry.taxYear.label}_${entry.membership.membershipNumber}.pdf`;
}

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

/** The year's contributions of each tax certificate, per membership from one read of its rows. */
async function taxCertificatesWithTotals(
  db: Db,
  entries: readonly TaxEntry[],
): Promise<TaxCertificate[]> {
  const byMembership = new Map<number, TaxEntry[]>();
  for (const entry of entries) {
    const list = byMembership.get(entry.membership.membershipId) ?? [];
    list.push(entry);
    byMembership.set(entry.membership.membershipId, list);
  }
  const totals = new Map<string, number>();
  await Promise.all(
    [...byMembership].map(async ([membershipId, list]) => {
      const upTo = list.reduce((end, e) => (e.taxYear.end > end ? e.taxYear.end : end), '');
      const rows = (await moneyRowsOf(db, membershipId, upTo)).map((row) => ({
        date: row.date,
        type: row.type,
        amount: row.amountCents,
      }));
      for (const entry of list)
        totals.set(entry.id, retirementAnnuityCertificate(rows, entry.taxYear).totalContributions);
    }),
  );
  return entries.map((entry) => taxCertificateOf(entry, totals.get(entry.id) ?? 0));
}

function taxCertificateOf(entry: TaxEntry, totalContributionsCents: number): TaxCertificate {
  return {
    id: entry.id,
    certificateType: entry.type,
    documentType: CERTIFICATE_TYPE_NAMES[entry.type],
    title: taxCertificateTitle(entry),
    fileName: taxCertificateFileName(entry),
    taxYear: entry.taxYear.label,
    taxYearStart: entry.taxYear.start,
    taxYearEnd: entry.taxYear.end,
    publishedDate: addDays(entry.taxYear.end, 1),
    schemeNumber: entry.membership.schemeNumber,
    productName: entry.membership.fullProductName,
    membershipNumber: entry.membership.membershipNumber,
    sarsSourceCode:
      entry.type === 'RetirementAnnuityContributions' ? RA_CONTRIBUTIONS_SOURCE_CODE : null,
    totalContributions: randFromCents(totalContributionsCents),
  };
}

const isTax = (entry: CertificateEntry): entry is TaxEntry => entry.kind === 'tax';

/** Newest tax year first; within a year, in the order of the member's products. */
function newestFirst(entries: readonly TaxEntry[]): TaxEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.taxYear.label === b.entry.taxYear.label
        ? a.index - b.index
        : a.entry.taxYear.label < b.entry.taxYear.label
          ? 1
          : -1,
    )
    .map(({ entry }) => entry);
}

/** Each certificate-bearing product with its latest published certificate. */
export async function latestTaxCertificates(
  db: Db,
  memberId: number,
  today: string,
): Promise<TaxCertificate[]> {
  const { entries } = await certificatesOf(db, memberId, today);
  const latest = new Map<number, TaxEntry>();
  for (const entry of entries.filter(isTax)) latest.set(entry.membership.membershipId, entry);
  return taxCertificatesWithTotals(db, [...latest.values()]);
}

/**
 * Every published certificate, newest first, filtered by tax year and product. A scheme number
 * that is not one of the member's products answers 404 (DESIGN §1a); one of theirs that bears no
 * tax certificate lists nothing.
 */
export async function historicalTaxCertificates(
  db: Db,
  memberId: number,
  query: HistoricalTaxCertificatesQuery,
  today: string,
): Promise<HistoricalTaxCertificatesResponse> {
  const { memberships, entries } = await certificatesOf(db, memberId, today);
  if (
    query.schemeNumber !== undefined &&
    !memberships.some((m) => m.schemeNumber === query.schemeNumber)
  )
    throw notFound();
  const all = newestFirst(entries.filter(isTax));
  const chosen = all.filter(
    (e) =>
      (query.taxYear === undefined || e.taxYear.label === query.taxYear) &&
      (query.schemeNumber === undefined || e.membership.schemeNumber === query.schemeNumber),
  );
  const products = memberships
    .filter((m) => taxCertificateTypeOf(m) !== null)
    .map((m) => ({ schemeNumber: m.schemeNumber, productName: m.fullProductName }));
  return {
    success: true,
    details: await taxCertificatesWithTotals(db, chosen),
    yearOptions: [...new Set(all.map((e) => e.taxYear.label))],
    products,
  };
}

export async function taxCertificatesCount(
  db: Db,
  memberId: number,
  today: string,
): Promise<number> {
  const { entries } = await certificatesOf(db, memberId, today);
  return entries.filter(isTax).length;
}

export async function publishedDocuments(
  db: Db,
  memberId: number,
  today: string,
): Promise<PublishedDocument[]> {
  const { entries } = await certificatesOf(db, memberId, today);
  return newestFirst(entries.filter(isTax)).map((entry) => ({
    id: entry.id,
    taxYear: entry.taxYear.label,
    schemeNumber: entry.membership.schemeNumber,
    productName: entry.membership.fullProductName,
    documentType: entry.type,
    documentName: CERTIFICATE_TYPE_NAMES[entry.type],
    fileName: taxCertificateFileName(entry),
    publishedDate: addDays(entry.taxYear.end, 1),
  }));
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
