import type { Faker } from '@faker-js/faker';
import { addDays } from '@portal/domain/dates';
import { makePerson } from './people';
import type { Rng } from './random';
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

export type NominationContext = {
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

export function addNomination(
  ctx: NominationContext,
  nominationTypeId: 1 | 2 | 3,
  target: { membershipId: number } | { coverId: number },
  sharesPercent: readonly number[] | undefined,
): void {
  const nominationId = (ctx.ids.nomination += 1);
  ctx.data.nominations.push({
    id: nominationId,
    memberId: ctx.memberId,
    nominationTypeId,
    membershipId: 'membershipId' in target ? target.membershipId : null,
    coverId: 'coverId' in target ? target.coverId : null,
  });
  sharesPercent?.forEach((share, index) => {
    const person = makePerson(ctx.faker, ctx.rng, {
      bornFrom: BORN_FROM,
      bornTo: nominationTypeId === 1 ? ADULTS_BORN_TO : ANYONE_BORN_TO,
      passportChance: 0.1,
      emailDomain: 'example.co.za',
    });
    // When the nomination was last saved is history: it keeps its distance from today.
    const daysAgo = ctx.rng.int(1, 3 * 365);
    const modified = new Date(
      `${addDays(ctx.today, -daysAgo)}T${String(ctx.rng.int(6, 20)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}:00.000Z`,
    );
    ctx.data.beneficiaries.push({
      nominationId,
      nomineeIdentifier: index + 1,
      beneficiaryTypeId: ctx.rng.int(1, 3),
      genderId: person.gender === 'Female' ? 1 : 2,
      titleId: person.gender === 'Female' ? ctx.rng.pick([2, 3]) : 1,
      relationshipId: index === 0 ? 1 : ctx.rng.pick([3, 5, 6, 7]),
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
    });
  });
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
