import { dateOnly, formatReportTimestamp } from '@portal/domain/dates';
import { idOrPassport, ProductCategory } from '@portal/domain/member';
import { formatPercent } from '@portal/domain/money';
import { NominationTypeId, reportKind } from '@portal/domain/nomination';
import type { Db } from '../../db/client';
import type { FundIdentity } from '../../fund-identity';
import { notFound } from '../../lib/app-error';
import type { MemberContext } from '../../plugins/member-auth';
import { identityOfProduct } from '../fund-identity/fund-identity.service';
import { ownedNomination } from '../nomination/nomination-save.service';
import {
  beneficiariesOf,
  findMember,
  findMemberNomination,
  type NominationTarget,
} from '../nomination/nomination.repository';
import { loadValueSetLookup, sortedRows, valueName } from '../nomination/nomination.service';
import { fundsOfMember, type MemberFund } from './pdf.repository';

// spec 1 §3 "Beneficiary PDF report payload", built from the STORED nomination only (spec 2 §3
// "Nomination PDF payload" adds fundName as heading - full product name). spec 1 §4: the member
// and fund details come from the non-restricted internal fund; the report kind is Lumpsum for
// life cover, Funeral for funeral and empty for retirement.

export type ReportBeneficiary = {
  surname: string;
  firstname: string;
  gender: string;
  idPassport: string;
  passportExpiryDate: string;
  dateOfBirth: string;
  /** A percent with 2 decimals, '60.00%' (spec 1 §2.6). */
  share: string;
  relationship: string;
  beneficiaryType: string;
  countryIssue: string;
  email: string;
  phoneNumber: string;
  notes: string;
  lastModifiedDate: string;
};

export type NominationReport = {
  title: string;
  kind: 'Lumpsum' | 'Funeral' | '';
  fullNameAndSurname: string;
  dateOfBirth: string;
  employerName: string;
  fundNumber: string;
  fundName: string;
  membershipNumber: string;
  idPassport: string;
  /** The latest change plus 2 hours, labelled GMT+2 (spec 1 §9). */
  lastModifiedDate: string;
  nominationBeneficiaries: ReportBeneficiary[];
};

const TITLES: Record<NominationTypeId, string> = {
  [NominationTypeId.Retirement]: 'Nomination of beneficiaries – approved retirement benefit',
  [NominationTypeId.LifeCover]: 'Nomination of beneficiaries – unapproved lump sum death benefit',
  [NominationTypeId.Funeral]: 'Nomination of beneficiaries – unapproved funeral benefit',
};

/** spec 1 §4 and spec 2 §3: the nomination's own fund when unrestricted, else the member's first unrestricted one. */
function reportFund(target: NominationTarget, funds: MemberFund[]): MemberFund | undefined {
  if (target.membership && target.product && !target.membership.isRestricted)
    return { membership: target.membership, product: target.product };
  const open = funds.filter((fund) => !fund.membership.isRestricted);
  return (
    open.find((fund) => fund.product.productTypeCategory === ProductCategory.Institutional) ??
    open[0]
  );
}

export async function nominationReport(
  db: Db,
  member: MemberContext,
  reference: { caseMbrKey: string; nominationTypeId: NominationTypeId },
): Promise<NominationReport> {
  const target = await ownedNomination(db, member, { membership: reference });
  const [person, rows, funds, lookup] = await Promise.all([
    findMember(db, member.memberId),
    beneficiariesOf(db, [target.id]),
    fundsOfMember(db, member.memberId),
    loadValueSetLookup(db),
  ]);
  if (!person) throw notFound();
  const fund = reportFund(target, funds);
  const latest = rows.reduce(
    (max, row) => (row.dateModified > max ? row.dateModified : max),
    rows.length > 0 ? new Date(0) : target.updatedAt,
  );
  return {
    title: TITLES[reference.nominationTypeId],
    kind: reportKind(reference.nominationTypeId),
    fullNameAndSurname: `${person.firstName} ${person.lastName}`,
    dateOfBirth: dateOnly(person.dateOfBirth),
    employerName: fund?.product.employerName ?? person.employer ?? '',
    fundNumber: fund?.product.schemeNumber ?? '',
    fundName: fund
      ? `${fund.product.heading} - ${fund.product.fullProductName}`
      : (target.cover?.fundName ?? ''),
    membershipNumber: fund?.membership.membershipNumber ?? target.cover?.memberNumber ?? '',
    idPassport: idOrPassport(person.idNumber, person.passportNumber),
    lastModifiedDate: formatReportTimestamp(latest.toISOString()),
    nominationBeneficiaries: sortedRows(rows).map((row) => ({
      surname: row.lastName,
      firstname: row.firstName,
      gender: valueName(lookup, 'gender', row.genderId),
      idPassport: idOrPassport(row.identityNumber, row.passportNumber),
      passportExpiryDate: row.expiryDate ? dateOnly(row.expiryDate) : '',
      dateOfBirth: dateOnly(row.dateOfBirth),
      share: formatPercent(row.allocationBp),
      relationship: valueName(lookup, 'relationship', row.relationshipId),
      beneficiaryType: valueName(lookup, 'beneficiarytype', row.beneficiaryTypeId),
      countryIssue: row.country ?? '',
      email: row.email ?? '',
      phoneNumber: row.phoneNumber ? `+${row.phoneNumber}` : '',
      notes: row.notes ?? '',
      lastModifiedDate: formatReportTimestamp(row.dateModified.toISOString()),
    })),
  };
}

/** The member and fund details printed on the blank Nomination of Beneficiaries form. */
export type NominationForm = {
  fullNameAndSurname: string;
  idPassport: string;
  dateOfBirth: string;
  fundName: string;
  fundNumber: string;
  schemeName: string;
  employerName: string;
  membershipNumber: string;
  /** The fund's identity (fund-identity.ts) when the form is for a fund; null when left blank. */
  identity: FundIdentity | null;
  /** The fund's current nomination, printed in the beneficiary rows to keep or change. */
  beneficiaries: FormBeneficiary[];
};

/** A nominated beneficiary as the form's row prints it. */
export type FormBeneficiary = {
  firstName: string;
  surname: string;
  idPassport: string;
  relationship: string;
  /** A percent with 2 decimals, '60.00%'. */
  share: string;
  contact: string;
};

/**
 * spec 2 §2 "Nomination of Beneficiaries" form: pre-filled from the signed-in member and, when a
 * scheme number is given, from that membership (a scheme the member does not hold: 404). Without
 * one the fund lines stay blank for the member to write in.
 */
export async function nominationForm(
  db: Db,
  member: MemberContext,
  schemeNumber: string | undefined,
): Promise<NominationForm> {
  const [person, funds] = await Promise.all([
    findMember(db, member.memberId),
    fundsOfMember(db, member.memberId),
  ]);
  if (!person) throw notFound();
  const fund =
    schemeNumber === undefined
      ? undefined
      : funds.find((candidate) => candidate.product.schemeNumber === schemeNumber);
  if (schemeNumber !== undefined && !fund) throw notFound();
  const beneficiaries = fund ? await currentBeneficiaries(db, member, fund) : [];
  return {
    fullNameAndSurname: `${person.firstName} ${person.lastName}`,
    idPassport: idOrPassport(person.idNumber, person.passportNumber),
    dateOfBirth: dateOnly(person.dateOfBirth),
    fundName: fund?.product.fundName ?? '',
    fundNumber: fund?.product.schemeNumber ?? '',
    schemeName: fund?.product.schemeName ?? '',
    employerName: fund?.product.employerName ?? '',
    membershipNumber: fund?.membership.membershipNumber ?? '',
    identity: fund ? identityOfProduct(fund.product) : null,
    beneficiaries,
  };
}

/**
 * The fund's retirement nomination as it stands (a restricted fund's too: the member changes it
 * on this form), in its order of consideration.
 */
async function currentBeneficiaries(
  db: Db,
  member: MemberContext,
  fund: MemberFund,
): Promise<FormBeneficiary[]> {
  const target = await findMemberNomination(
    db,
    member.memberId,
    fund.membership.caseMemberKey,
    NominationTypeId.Retirement,
  );
  if (!target) return [];
  const [rows, lookup] = await Promise.all([
    beneficiariesOf(db, [target.id]),
    loadValueSetLookup(db),
  ]);
  return sortedRows(rows).map((row) => ({
    firstName: row.firstName,
    surname: row.lastName,
    idPassport: idOrPassport(row.identityNumber, row.passportNumber),
    relationship: valueName(lookup, 'relationship', row.relationshipId),
    share: formatPercent(row.allocationBp),
    contact: row.phoneNumber ? `+${row.phoneNumber}` : (row.email ?? ''),
  }));
}
