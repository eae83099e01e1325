import type { Faker } from '@faker-js/faker';
import { addDays, todayInJohannesburg } from '@portal/domain/dates';
import { NominationChannel, nominationChannel } from '@portal/domain/nomination-channel';
import { kindOf } from './catalogue';
import type { HoldingDecl } from './declared';
import { makePerson, type Person } from './people';
import { declaredUuid, type Rng } from './random';
import type { DemoData } from './rows';

// Covers, nominations and beneficiaries of one member.

const FUNERAL_AMOUNTS = [
  ['Main member', 3_000_000],
  ['Spouse', 3_000_000],
  ['14 to 21', 1_500_000],
  ['6 to 13', 1_000_000],
  ['1 to 5', 500_000],
] as const;

/** Beneficiaries are born on fixed dates (DESIGN §1a); funeral beneficiaries are adults. */
const BORN_FROM = '1950-01-01';
const ADULTS_BORN_TO = '2004-12-31';
const ANYONE_BORN_TO = '2022-12-31';

/** The ids handed out so far, so that ids do not depend on how the rows are split into chunks. */
export type IdCounters = { membership: number; nomination: number; cover: number };

/**
 * The people a member nominates, the same people in every nomination: a spouse (only a married
 * member has one, and only one), then children and other family, drawn once and kept as the
 * member's nominations ask for more.
 */
export type Household = {
  maritalStatus: string;
  memberGender: 'Female' | 'Male';
  memberBorn: string;
  surname: string;
  people: { person: Person; relationshipId: number }[];
};

export function householdOf(member: {
  maritalStatus?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  lastName: string;
}): Household {
  return {
    surname: member.lastName,
    maritalStatus: member.maritalStatus ?? 'Single',
    memberGender: member.gender === 'Female' ? 'Female' : 'Male',
    memberBorn: member.dateOfBirth ?? '1980-01-01',
    people: [],
  };
}

/** Relationship ids (catalogue VALUE_SETS.relationship, from 1). */
const SPOUSE = 1;
const CHILD = 3;
const PARENT = 5;
const SIBLING = 6;

export type NominationContext = {
  household: Household;
  data: DemoData;
  ids: IdCounters;
  /** Every product, whichever chunk's rows hold them. */
  products: DemoData['products'];
  faker: Faker;
  rng: Rng;
  today: string;
  memberId: number;
  afGroupId: string;
};

/**
 * A retirement nomination for an employer fund, retirement annuity or preservation fund: a fund
 * nominated on a signed form holds its declared form beneficiaries; an open employer fund the
 * `shares` given (the member's first). True when it took those shares.
 */
export function addRetirementNomination(
  ctx: NominationContext,
  holding: HoldingDecl,
  membershipId: number,
  shares: readonly number[] | undefined,
): boolean {
  const kind = kindOf(holding.kind);
  const isEmployerFund = kind.category === 'Institutional';
  if (!isEmployerFund && kind.key !== 'RA' && kind.key !== 'PRES') return false;
  const isSignedForm =
    nominationChannel({ heading: kind.heading, isRestricted: holding.restricted === true }) ===
    NominationChannel.SignedForm;
  const takesShares = !isSignedForm && isEmployerFund;
  addNomination(
    ctx,
    2,
    { membershipId },
    isSignedForm ? holding.formBeneficiaries : takesShares ? shares : undefined,
    isSignedForm,
  );
  return takesShares;
}

export function addNomination(
  ctx: NominationContext,
  nominationTypeId: 1 | 2 | 3,
  target: { membershipId: number } | { coverId: number },
  sharesPercent: readonly number[] | undefined,
  /** Its fund takes a signed form (a restricted or preservation fund), not an online save. */
  isSignedForm = false,
): void {
  const nominationId = (ctx.ids.nomination += 1);
  const nomination: DemoData['nominations'][number] = {
    id: nominationId,
    memberId: ctx.memberId,
    nominationTypeId,
    membershipId: 'membershipId' in target ? target.membershipId : null,
    coverId: 'coverId' in target ? target.coverId : null,
  };
  ctx.data.nominations.push(nomination);
  const chosen = sharesPercent
    ? beneficiariesOf(ctx, sharesPercent.length, nominationTypeId === 1)
    : [];
  sharesPercent?.forEach((share, index) => {
    const entry = chosen[index];
    if (!entry) throw new Error('no beneficiary drawn');
    const { person, relationshipId } = entry;
    // When the nomination was last saved is history: it keeps its distance from today.
    const daysAgo = ctx.rng.int(1, 3 * 365);
    const modified = new Date(
      `${addDays(ctx.today, -daysAgo)}T${String(ctx.rng.int(6, 20)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}:00.000Z`,
    );
    ctx.data.beneficiaries.push({
      nominationId,
      nomineeIdentifier: index + 1,
      // A spouse and children are dependants; other family are nominees.
      beneficiaryTypeId: relationshipId === SPOUSE || relationshipId === CHILD ? 1 : 2,
      genderId: person.gender === 'Female' ? 1 : 2,
      titleId:
        person.gender === 'Female' ? (relationshipId === SPOUSE ? 2 : ctx.rng.pick([2, 3])) : 1,
      relationshipId,
      firstName: person.firstName,
      middleName: null,
      lastName: person.lastName,
      initials: person.firstName.slice(0, 1),
      dateOfBirth: person.dateOfBirth,
      identityNumber: person.idNumber,
      passportNumber: person.passportNumber,
      expiryDate: person.passportExpiryDate,
      country: person.passportCountry,
      countryCode: '27',
      phoneNumber: person.phone,
      email: person.email,
      notes: null,
      allocationBp: share * 100,
      dateCreated: modified,
      dateModified: modified,
      lastModifiedBy: ctx.afGroupId,
      personId: declaredUuid('beneficiary', nominationId, index + 1),
    });
  });
  // Its status: a signed form was received the day it was signed; an online save was recorded
  // then and taken on by the fund the next day (the latest save is at least a day old).
  const saved = ctx.data.beneficiaries
    .filter((row) => row.nominationId === nominationId)
    .reduce<Date | null>(
      (latest, row) =>
        row.dateModified instanceof Date && (latest === null || row.dateModified > latest)
          ? row.dateModified
          : latest,
      null,
    );
  if (saved) {
    const day = todayInJohannesburg(saved);
    nomination.recordedAt = isSignedForm ? null : saved;
    nomination.receivedOn = isSignedForm ? day : addDays(day, 1);
  }
}

/**
 * The first `count` people of the member's household (adults only for a funeral cover), drawing
 * the ones still missing: a spouse first for a married member, then children, then parents and
 * siblings.
 */
function beneficiariesOf(
  ctx: NominationContext,
  count: number,
  adultsOnly: boolean,
): { person: Person; relationshipId: number }[] {
  const household = ctx.household;
  const fits = (entry: { person: Person }) =>
    !adultsOnly || entry.person.dateOfBirth <= ADULTS_BORN_TO;
  while (household.people.filter(fits).length < count) {
    const position = household.people.length;
    const married = household.maritalStatus === 'Married';
    const relationshipId =
      position === 0 && married
        ? SPOUSE
        : adultsOnly || position >= (married ? 3 : 2)
          ? ctx.rng.pick([PARENT, SIBLING])
          : CHILD;
    const born = household.memberBorn;
    const years = Number(born.slice(0, 4));
    const range =
      relationshipId === SPOUSE
        ? { from: `${years - 5}-01-01`, to: `${years + 5}-12-31` }
        : relationshipId === CHILD
          ? { from: `${years + 20}-01-01`, to: ANYONE_BORN_TO }
          : relationshipId === PARENT
            ? { from: BORN_FROM, to: `${Math.max(years - 18, 1950)}-12-31` }
            : { from: `${years - 8}-01-01`, to: `${years + 8}-12-31` };
    const to = range.to < range.from ? range.from : range.to;
    const person = makePerson(ctx.faker, ctx.rng, {
      bornFrom: range.from,
      bornTo: adultsOnly && to > ADULTS_BORN_TO ? ADULTS_BORN_TO : to,
      passportChance: 0.1,
      emailDomain: 'example.co.za',
      ...(relationshipId === SPOUSE
        ? { gender: household.memberGender === 'Female' ? ('Male' as const) : ('Female' as const) }
        : {}),
    });
    // A spouse and children share the member's surname.
    const sharesSurname = relationshipId === SPOUSE || relationshipId === CHILD;
    household.people.push({
      person: sharesSurname ? { ...person, lastName: household.surname } : person,
      relationshipId,
    });
  }
  return household.people.filter(fits).slice(0, count);
}

/** A cover of the member's first fund's scheme, with its amounts and its nomination. */
export function addCover(
  ctx: NominationContext,
  header: 'Unapproved Life Cover' | 'Unapproved Funeral Cover',
  amountCents: number,
): void {
  const { data } = ctx;
  const coverId = (ctx.ids.cover += 1);
  const fund = data.memberships.find((m) => m.memberId === ctx.memberId);
  const product = fund ? ctx.products[fund.productId - 1] : undefined;
  data.covers.push({
    id: coverId,
    memberId: ctx.memberId,
    header,
    caseKey: product?.caseKey ?? `CK9${String(coverId).padStart(5, '0')}`,
    caseMemberKey: `CVR${String(coverId).padStart(8, '0')}`,
    fundName: product?.fullProductName ?? 'AF Group Life Assurance',
    memberNumber: fund?.membershipNumber ?? `C${coverId}`,
    sourceSystemName: product?.sourceSystemName ?? 'UMBRELLA',
    productGuid: declaredUuid('cover', coverId),
  });
  const funeral = header === 'Unapproved Funeral Cover';
  const amounts: readonly (readonly [string, number])[] = funeral
    ? FUNERAL_AMOUNTS
    : [['', amountCents]];
  amounts.forEach(([label, cents], position) =>
    data.coverAmounts.push({ coverId, position, label, amountCents: cents }),
  );
  // A funeral cover starts with the main member's one beneficiary; a life cover starts empty.
  addNomination(ctx, funeral ? 1 : 3, { coverId }, funeral ? [100] : undefined);
}
