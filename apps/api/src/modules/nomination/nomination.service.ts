import {
  ValueSetTypeSchema,
  type Beneficiary,
  type ProductBeneficiaries,
  type NominationPerson,
  type ProductNomination,
  type ValueSet,
  type ValueSetType,
} from '@portal/contract/nomination';
import { idOrPassport } from '@portal/domain/member';
import { basisPointsFromPercent, percentFromBasisPoints } from '@portal/domain/money';
import { compareNomineeIdentifiers, NominationTypeId } from '@portal/domain/nomination';
import { NominationChannel, nominationChannel } from '@portal/domain/nomination-channel';
import { NominationTypeIdSchema } from '@portal/domain/schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { ValueSetLookup } from './beneficiary-input';
import {
  allValueSets,
  beneficiariesOf,
  findMember,
  nominationsOfMember,
  type BeneficiaryRow,
  type MemberRow,
  type NominationTarget,
  type ValueSetRow,
} from './nomination.repository';

// GET /api/Nomination and GET /api/Nomination/valuesets/all (spec 1 §3, §7; spec 3 §7).

/** spec 1 §3 "Value sets": the lookups in the spec's order, each entry's values in list order. */
export function toValueSets(rows: ValueSetRow[]): ValueSet[] {
  return ValueSetTypeSchema.options.map((type) => ({
    type,
    values: rows
      .filter((row) => row.type === type)
      .sort((a, b) => a.position - b.position)
      .map((row) => ({ id: row.id, name: row.name, type })),
  }));
}

export function toValueSetLookup(rows: ValueSetRow[]): ValueSetLookup {
  const lookup: ValueSetLookup = new Map();
  for (const type of ValueSetTypeSchema.options) lookup.set(type, new Map());
  for (const row of rows) lookup.get(row.type)?.set(row.id, row.name);
  return lookup;
}

export async function loadValueSetLookup(db: Db): Promise<ValueSetLookup> {
  return toValueSetLookup(await allValueSets(db));
}

export async function valueSets(db: Db): Promise<ValueSet[]> {
  return toValueSets(await allValueSets(db));
}

export function valueName(lookup: ValueSetLookup, type: ValueSetType, id: number | null): string {
  return id === null ? '' : (lookup.get(type)?.get(id) ?? '');
}

/** spec 1 §3 "Person" from the member's own record. */
export function toPerson(member: MemberRow): NominationPerson {
  return {
    id: member.id,
    afGroupId: member.afGroupId,
    gender: member.gender,
    title: member.title,
    firstName: member.firstName,
    lastName: member.lastName,
    idNumber: member.idNumber,
    passportNumber: member.passportNumber,
    dateOfBirth: member.dateOfBirth,
    userpin: member.userPin,
    email: member.primaryEmailAddress,
    mobileNumber: member.primaryContactNumber,
    workNumber: member.workNumber,
    homeNumber: member.homeNumber,
    employer: member.employer,
    employeeNumber: member.employeeNumber,
    passportExpiryDate: member.passportExpiryDate,
    passportCountryOfIssue: member.passportCountry,
  };
}

/** spec 1 §3 Beneficiary with the list's display shape (spec 1 §2.6, §2.7). */
export function toBeneficiary(
  row: BeneficiaryRow,
  nominationTypeId: NominationTypeId,
  lookup: ValueSetLookup,
): Beneficiary {
  return {
    nomineeIdentifier: row.nomineeIdentifier,
    nominationId: row.nominationId,
    nominationTypeId,
    beneficiaryTypeId: row.beneficiaryTypeId,
    genderId: row.genderId,
    titleId: row.titleId,
    relationshipId: row.relationshipId,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    initials: row.initials,
    dateOfBirth: row.dateOfBirth,
    identityNumber: row.identityNumber,
    passportNumber: row.passportNumber,
    expiryDate: row.expiryDate,
    country: row.country,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
    notes: row.notes,
    allocation: percentFromBasisPoints(row.allocationBp),
    dateCreated: row.dateCreated.toISOString(),
    dateModified: row.dateModified.toISOString(),
    lastModifiedBy: row.lastModifiedBy,
    personId: row.personId,
    name: row.firstName,
    surname: row.lastName,
    relationship: valueName(lookup, 'relationship', row.relationshipId),
    type: valueName(lookup, 'beneficiarytype', row.beneficiaryTypeId),
    gender: valueName(lookup, 'gender', row.genderId),
    title: valueName(lookup, 'titles', row.titleId),
    idNumber: idOrPassport(row.identityNumber, row.passportNumber),
    beneficiaryIndex: row.nomineeIdentifier,
  };
}

/** What a nomination belongs to, in the words of spec 1 §3 "Membership". */
export function describeTarget(target: NominationTarget) {
  const nominationTypeId = NominationTypeIdSchema.parse(target.nominationTypeId);
  const { membership, product, cover } = target;
  if (nominationTypeId === NominationTypeId.Retirement && membership && product) {
    return {
      nominationTypeId,
      key: product.fullProductName,
      productName: product.fullProductName,
      productGuid: product.productGuid,
      productCaseKey: product.caseKey,
      caseMbrKey: membership.caseMemberKey,
      sourceSystemName: product.sourceSystemName,
      membershipNumber: membership.membershipNumber,
      schemeNumber: product.schemeNumber,
      isRestricted: membership.isRestricted,
      nominationChannel: nominationChannel({
        heading: product.heading,
        isRestricted: membership.isRestricted,
      }),
    };
  }
  if (!cover) throw new Error(`nomination ${target.id} has neither membership nor cover`);
  return {
    nominationTypeId,
    key: cover.header,
    productName: cover.fundName,
    productGuid: cover.productGuid,
    productCaseKey: cover.caseKey,
    caseMbrKey: cover.caseMemberKey,
    sourceSystemName: cover.sourceSystemName,
    membershipNumber: cover.memberNumber,
    schemeNumber: null,
    isRestricted: false,
    nominationChannel: NominationChannel.Online,
  };
}

/** spec 1 §2.7: rows in ascending nomineeIdentifier order. */
export function sortedRows(rows: BeneficiaryRow[]): BeneficiaryRow[] {
  return [...rows].sort((a, b) =>
    compareNomineeIdentifiers(a.nomineeIdentifier, b.nomineeIdentifier),
  );
}

function toProductNomination(
  target: NominationTarget,
  rows: BeneficiaryRow[],
  lookup: ValueSetLookup,
): ProductNomination {
  const described = describeTarget(target);
  const { nominationTypeId } = described;
  return {
    key: described.key,
    nominationTypeId,
    productCaseKey: described.productCaseKey,
    caseMbrKey: described.caseMbrKey,
    sourceSystemName: described.sourceSystemName,
    version: target.version,
    membership: {
      id: target.id,
      productGuid: described.productGuid,
      productName: described.productName,
      productCaseKey: described.productCaseKey,
      sourceSystemName: described.sourceSystemName,
      caseMbrKey: described.caseMbrKey,
      membershipNumber: described.membershipNumber,
      schemeNumber: described.schemeNumber,
      isApproved: nominationTypeId === NominationTypeId.Retirement,
      isRestricted: described.isRestricted,
      nominationTypeId,
      nominationChannel: described.nominationChannel,
    },
    status: {
      recordedAt: target.recordedAt?.toISOString() ?? null,
      receivedOn: target.receivedOn,
    },
    beneficiaries: sortedRows(rows).map((row) => toBeneficiary(row, nominationTypeId, lookup)),
  };
}

/** Retirement nominations first (by membership), then unapproved life cover, then funeral. */
const DISPLAY_ORDER: Record<number, number> = {
  [NominationTypeId.Retirement]: 0,
  [NominationTypeId.LifeCover]: 1,
  [NominationTypeId.Funeral]: 2,
};
function byDisplayOrder(a: NominationTarget, b: NominationTarget): number {
  return (DISPLAY_ORDER[a.nominationTypeId] ?? 3) - (DISPLAY_ORDER[b.nominationTypeId] ?? 3);
}

/** spec 3 §7 "GET nomination details": the member and each of their nominations. */
export async function nominationDetails(
  db: Db,
  memberId: number,
): Promise<{ person: NominationPerson; productNominations: ProductNomination[] }> {
  const [member, targets, lookup] = await Promise.all([
    findMember(db, memberId),
    nominationsOfMember(db, memberId),
    loadValueSetLookup(db),
  ]);
  if (!member) throw notFound();
  const rows = await beneficiariesOf(
    db,
    targets.map((t) => t.id),
  );
  return {
    person: toPerson(member),
    productNominations: [...targets].sort(byDisplayOrder).map((target) =>
      toProductNomination(
        target,
        rows.filter((row) => row.nominationId === target.id),
        lookup,
      ),
    ),
  };
}

/** spec 1 §3: the nomination types by name (Funeral, Retirement, GLA for LifeCover). */
const NOMINATION_TYPE_NAMES = {
  [NominationTypeId.Retirement]: 'Retirement',
  [NominationTypeId.LifeCover]: 'GLA',
  [NominationTypeId.Funeral]: 'Funeral',
} as const;

/**
 * spec 1 §7 GET /beneficiaries/GetBeneficiariesDetails: every nomination of the member with its
 * product and its beneficiaries' display shape, in the order of GET /Nomination.
 */
export async function beneficiariesDetails(
  db: Db,
  memberId: number,
): Promise<ProductBeneficiaries[]> {
  const { productNominations } = await nominationDetails(db, memberId);
  return productNominations.map((nomination) => ({
    key: nomination.key,
    nominationTypeId: nomination.nominationTypeId,
    nominationType: NOMINATION_TYPE_NAMES[nomination.nominationTypeId],
    productGuid: nomination.membership.productGuid,
    productName: nomination.membership.productName,
    productCaseKey: nomination.productCaseKey,
    caseMbrKey: nomination.caseMbrKey,
    sourceSystemName: nomination.sourceSystemName,
    membershipNumber: nomination.membership.membershipNumber,
    schemeNumber: nomination.membership.schemeNumber,
    totalAllocation: percentFromBasisPoints(
      nomination.beneficiaries.reduce(
        (total, beneficiary) => total + basisPointsFromPercent(beneficiary.allocation),
        0,
      ),
    ),
    beneficiaries: nomination.beneficiaries.map((beneficiary) => ({
      personId: beneficiary.personId,
      nomineeIdentifier: beneficiary.nomineeIdentifier,
      beneficiaryIndex: beneficiary.beneficiaryIndex,
      name: beneficiary.name,
      surname: beneficiary.surname,
      allocation: beneficiary.allocation,
      relationship: beneficiary.relationship,
      type: beneficiary.type,
      idNumber: beneficiary.idNumber,
      dateOfBirth: beneficiary.dateOfBirth,
    })),
  }));
}
