import type {
  HistoricalTaxCertificatesQuery,
  HistoricalTaxCertificatesResponse,
  PublishedDocument,
  TaxCertificate,
} from '@portal/contract/tax-certificates';
import { addDays, taxYearOf } from '@portal/domain/dates';
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
} from '@portal/domain/tax-certificates';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { paidClaimsOfMember } from '../claims/claims.repository';
import { currentValuesOf } from '../fund/fund.repository';
import { memberTaxNumberOf } from '../profile/tax-number';
import {
  annuityIncomeCertificateFileName,
  annuityIncomeCertificateOf,
  annuityIncomeYearsOf,
  TAX_CERTIFICATE_NAMES,
} from './annuity-income-certificate.service';
import {
  investmentIncomeCertificateFileName,
  investmentIncomeCertificateOf,
  investmentIncomeYearsOf,
} from './investment-income-certificate.service';
import {
  lumpSumCertificateFileName,
  lumpSumCertificateOf,
  lumpSumFiguresOf,
} from './lump-sum-certificate.service';
import {
  certificateMembershipsOf,
  lastContributionDatesOf,
  moneyRowsOf,
  type CertificateMembershipRow,
} from './tax-certificates.repository';
import {
  certificateId,
  type CertificateEntry,
  type PublishedTaxEntry,
  type TaxEntry,
} from './certificate-entries';

// spec 2 §7 "Statements and tax certificate calls", spec 3 §7: which certificates the member has.
// A tax certificate is published for every tax year that has ended since the member joined the
// product (packages/domain tax-certificates), and a lump sum tax certificate for every paid claim
// from its payment date, in the tax year of the payment (read from the claims rows, so the
// administrator's paid claims have theirs too), and a living annuity's IRP5 for every ended tax
// year in which it paid income, and a discretionary plan's IT3(b) and IT3(c) for every ended tax
// year since it began; membership certificates are for employer funds.

/**
 * The member's tax certificates published today: each product's for its ended tax years (oldest
 * first), then each paid claim's lump sum certificate (the latest payment first), then each living
 * annuity's IRP5s (oldest first).
 */
export async function taxCertificatesOf(
  db: Db,
  memberId: number,
  today: string,
): Promise<{ memberships: CertificateMembershipRow[]; entries: PublishedTaxEntry[] }> {
  const [memberships, paidClaims, knownTaxReference] = await Promise.all([
    certificateMembershipsOf(db, memberId),
    paidClaimsOfMember(db, memberId),
    memberTaxNumberOf(db, memberId),
  ]);
  const entries: PublishedTaxEntry[] = [];
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
  for (const claim of paidClaims) {
    const membership = memberships.find((m) => m.membershipId === claim.membershipId);
    if (!membership) continue;
    entries.push({
      kind: 'lump-sum',
      id: certificateId(memberId, membership.membershipId, `LumpSum|${claim.id}`),
      membership,
      taxYear: taxYearOf(claim.paidOn),
      claim,
      figures: lumpSumFiguresOf(claim, knownTaxReference),
    });
  }
  for (const year of await annuityIncomeYearsOf(db, memberId, memberships, today)) {
    const what = `AnnuityIncome|${year.taxYear.label}`;
    const id = certificateId(memberId, year.membership.membershipId, what);
    entries.push({ kind: 'annuity-income', id, ...year });
  }
  for (const year of await investmentIncomeYearsOf(db, memberships, today)) {
    const what = `InvestmentIncome|${year.taxYear.label}`;
    const id = certificateId(memberId, year.membership.membershipId, what);
    entries.push({ kind: 'investment-income', id, ...year });
  }
  return { memberships, entries };
}

/** Whether the member has any tax certificate today (the tax certificates notice is for them). */
export async function hasTaxCertificates(
  db: Db,
  memberId: number,
  today: string,
): Promise<boolean> {
  return (await taxCertificatesOf(db, memberId, today)).entries.length > 0;
}

/** Every certificate the member has today: published tax certificates, then membership ones. */
export async function certificatesOf(
  db: Db,
  memberId: number,
  today: string,
): Promise<{ memberships: CertificateMembershipRow[]; entries: CertificateEntry[] }> {
  const { memberships, entries: taxEntries } = await taxCertificatesOf(db, memberId, today);
  const entries: CertificateEntry[] = [...taxEntries];
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

/**
 * The certificates as listed: a product's with the year's contributions (per membership from one
 * read of its rows), a lump sum's with its payment's figures.
 */
async function taxCertificatesWithTotals(
  db: Db,
  entries: readonly PublishedTaxEntry[],
): Promise<TaxCertificate[]> {
  const byMembership = new Map<number, TaxEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'tax') continue;
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
  return entries.map((entry) =>
    entry.kind === 'tax'
      ? taxCertificateOf(entry, totals.get(entry.id) ?? 0)
      : entry.kind === 'lump-sum'
        ? lumpSumCertificateOf(entry)
        : entry.kind === 'annuity-income'
          ? annuityIncomeCertificateOf(entry)
          : investmentIncomeCertificateOf(entry),
  );
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
    lumpSum: null,
    annuityIncome: null,
    investmentIncome: null,
  };
}

/** The day a certificate was published: a product's the day after its year, a lump sum's paid. */
function publishedDateOf(entry: PublishedTaxEntry): string {
  return entry.kind === 'lump-sum' ? entry.claim.paidOn : addDays(entry.taxYear.end, 1);
}

/**
 * Newest tax year first; within a year, the latest published first (a product's certificate, the
 * day after the year, before the year's lump sums), then in the order of the member's products.
 */
function newestFirst(entries: readonly PublishedTaxEntry[]): PublishedTaxEntry[] {
  const key = (entry: PublishedTaxEntry) => `${entry.taxYear.label}|${publishedDateOf(entry)}`;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      key(a.entry) === key(b.entry) ? a.index - b.index : key(a.entry) < key(b.entry) ? 1 : -1,
    )
    .map(({ entry }) => entry);
}

/**
 * The kind of certificate an entry is ('LumpSum' for a paid claim's, 'AnnuityIncome' an IRP5,
 * 'InvestmentIncome' an IT3(b)/IT3(c)).
 */
function typeOf(entry: PublishedTaxEntry) {
  if (entry.kind === 'tax') return entry.type;
  if (entry.kind === 'lump-sum') return 'LumpSum' as const;
  return entry.kind === 'annuity-income'
    ? ('AnnuityIncome' as const)
    : ('InvestmentIncome' as const);
}

/**
 * Each certificate-bearing product with its latest published certificate of each kind (a fund
 * with paid claims: its latest lump sum certificate).
 */
export async function latestTaxCertificates(
  db: Db,
  memberId: number,
  today: string,
): Promise<TaxCertificate[]> {
  const { entries } = await taxCertificatesOf(db, memberId, today);
  const latest = new Map<string, PublishedTaxEntry>();
  for (const entry of newestFirst(entries).reverse())
    latest.set(`${entry.membership.membershipId}|${typeOf(entry)}`, entry);
  const chosen = new Set(latest.values());
  return taxCertificatesWithTotals(
    db,
    entries.filter((entry) => chosen.has(entry)),
  );
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
  const { memberships, entries } = await taxCertificatesOf(db, memberId, today);
  if (
    query.schemeNumber !== undefined &&
    !memberships.some((m) => m.schemeNumber === query.schemeNumber)
  )
    throw notFound();
  const all = newestFirst(entries);
  const chosen = all.filter(
    (e) =>
      (query.taxYear === undefined || e.taxYear.label === query.taxYear) &&
      (query.schemeNumber === undefined || e.membership.schemeNumber === query.schemeNumber),
  );
  const withPaidCertificates = new Set(
    entries.filter((e) => e.kind !== 'tax').map((e) => e.membership.membershipId),
  );
  const products = memberships
    .filter((m) => taxCertificateTypeOf(m) !== null || withPaidCertificates.has(m.membershipId))
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
  const { entries } = await taxCertificatesOf(db, memberId, today);
  return entries.length;
}

export async function publishedDocuments(
  db: Db,
  memberId: number,
  today: string,
): Promise<PublishedDocument[]> {
  const { entries } = await taxCertificatesOf(db, memberId, today);
  return newestFirst(entries).map((entry) => ({
    id: entry.id,
    taxYear: entry.taxYear.label,
    schemeNumber: entry.membership.schemeNumber,
    productName: entry.membership.fullProductName,
    documentType: typeOf(entry),
    documentName: TAX_CERTIFICATE_NAMES[typeOf(entry)],
    fileName:
      entry.kind === 'tax'
        ? taxCertificateFileName(entry)
        : entry.kind === 'lump-sum'
          ? lumpSumCertificateFileName(entry.figures)
          : entry.kind === 'annuity-income'
            ? annuityIncomeCertificateFileName(entry)
            : investmentIncomeCertificateFileName(entry),
    publishedDate: publishedDateOf(entry),
  }));
}
