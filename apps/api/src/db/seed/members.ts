import { ageOn } from '@portal/domain/dates';
import { buildTaxNumber } from '@portal/domain/tax-number';
import { kindOf, RETAIL_KINDS } from './catalogue';
import type { HoldingDecl, MemberPlan } from './declared';
import { mobileNumber, saAddress, type Person } from './people';
import type { Rng } from './random';
import type { DemoData } from './rows';

/**
 * The earliest day the demo is generated for (histories are laid back from today, so a later
 * today only makes every member older at joining).
 */
const EARLIEST_TODAY = '2026-01-01';
/** The earliest age a living annuity starts at, with a year to spare for the history's start. */
const ANNUITY_AGE = 56;

/** How many employers the demo's umbrella funds serve. */
export const EMPLOYERS = 10;

/** What a generated (not declared) member holds, drawn from its own plan stream. */
export function drawPlan(person: Person, rng: Rng): MemberPlan {
  const roll = rng.next();
  const holdings: HoldingDecl[] = [];
  const years = () => rng.int(3, 10);
  const employer = () => rng.int(0, EMPLOYERS - 1);
  if (roll < 0.55 || roll >= 0.85) {
    holdings.push({ kind: rng.chance(0.6) ? 'PF' : 'PV', years: years(), employer: employer() });
    if (rng.chance(0.2))
      holdings.push({
        kind: 'PV',
        years: years(),
        employer: employer(),
        restricted: rng.chance(0.5),
      });
  }
  if (roll >= 0.55) {
    // A living annuity is bought at retirement, 55 at the earliest: only for a member who had
    // turned 55 at least three years before the demo's earliest today, and only for the years since.
    // Half of those members hold one (a retiree's retail product is mostly a living annuity).
    const annuityYears = ageOn(person.dateOfBirth, EARLIEST_TODAY) - ANNUITY_AGE;
    const isAnnuity = (k: { key: string }) => k.key === 'LA' || k.key === 'GDLA';
    const wantsAnnuity = rng.chance(0.5) && annuityYears >= 3;
    const kind = rng.pick(RETAIL_KINDS.filter((k) => isAnnuity(k) === wantsAnnuity))
      .key as HoldingDecl['kind'];
    const drawn = years();
    holdings.push({
      kind,
      years: kind === 'LA' || kind === 'GDLA' ? Math.min(drawn, annuityYears) : drawn,
    });
    if (rng.chance(0.3)) holdings.push({ kind: rng.pick(['TFSA', 'DS'] as const), years: years() });
  }
  const unique = holdings.filter(
    (h, i) => holdings.findIndex((o) => o.kind === h.kind && o.employer === h.employer) === i,
  );
  const institutional = unique.some((h) => kindOf(h.kind).category === 'Institutional');
  const count = rng.int(1, 3);
  const shares = count === 1 ? [100] : count === 2 ? [50, 50] : [40, 30, 30];
  const nominated = rng.chance(0.6);
  const lifeCover = rng.chance(0.4);
  const lifeCoverCents = rng.int(5, 60) * 5_000_000;
  const funeral = rng.chance(0.3);
  return {
    holdings: unique,
    ...(institutional && lifeCover ? { lifeCoverCents } : {}),
    funeral: institutional && funeral,
    ...(institutional && nominated ? { beneficiaries: shares } : {}),
  };
}

/** The share of generated members the fund holds an income tax number for (issue 45). */
export const TAX_NUMBER_HELD_SHARE = 0.9;

/**
 * A generated member's income tax number, from the member's own tax-number stream: null for about
 * one in ten (the fund holds none); else an individual's number (first digit 0 to 3), its eighth
 * and ninth digits never 00, 01 or 02, which the SARS simulator declines (sars-directive-service.ts),
 * so a member who claims with the number the fund holds gets a directive.
 */
export function drawIncomeTaxNumber(rng: Rng): string | null {
  if (!rng.chance(TAX_NUMBER_HELD_SHARE)) return null;
  const first = rng.pick(['0', '1', '2', '3'] as const);
  const middle = String(rng.int(0, 999_999)).padStart(6, '0');
  const eighthAndNinth = String(rng.int(3, 99)).padStart(2, '0');
  return buildTaxNumber(first, middle + eighthAndNinth);
}

/** The member row: personal details from the member's own streams. */
export function memberRow(
  memberId: number,
  afGroupId: string,
  person: Person,
  plan: MemberPlan,
  employers: readonly string[],
  rng: Rng,
  incomeTaxNumber: string | null,
): DemoData['members'][number] {
  const employerIndex = plan.holdings.find((h) => h.employer !== undefined)?.employer;
  const address = saAddress(rng);
  return {
    id: memberId,
    afGroupId,
    identifierType: person.identifierType,
    title: person.gender === 'Female' ? rng.pick(['Ms', 'Mrs', 'Dr']) : rng.pick(['Mr', 'Dr']),
    initials: person.firstName.slice(0, 1).toUpperCase(),
    firstName: person.firstName,
    middleName: null,
    lastName: person.lastName,
    dateOfBirth: person.dateOfBirth,
    gender: person.gender,
    maritalStatus: rng.pick(['Single', 'Married', 'Divorced', 'Widowed']),
    retirementAge: 65,
    smokingInd: rng.chance(0.15),
    idNumber: person.idNumber,
    passportNumber: person.passportNumber,
    passportExpiryDate: person.passportExpiryDate,
    passportCountry: person.passportCountry,
    incomeTaxNumber,
    samAccount: `AFC${String(memberId).padStart(7, '0')}`,
    primaryContactNumber: person.phone,
    recoveryContactNumber: rng.chance(0.4) ? mobileNumber(rng) : null,
    primaryEmailAddress: person.email,
    recoveryEmailAddress: null,
    addressStreet: address.street,
    addressSuburb: address.suburb,
    addressCity: address.city,
    addressPostalCode: address.postalCode,
    addressCountry: 'South Africa',
    registrationType: 'combined',
    preferredContactMethod: rng.pick(['Email', 'SMS']),
    employer: employerIndex === undefined ? null : (employers[employerIndex] ?? null),
    employeeNumber: `E${rng.int(10000, 99999)}`,
  };
}
