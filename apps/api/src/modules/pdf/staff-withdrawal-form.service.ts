import { dateOnly, formatDisplayDate, taxYearOf } from '@portal/domain/dates';
import { fundIdentityOf, type FundIdentity } from '../../fund-identity';
import { idOrPassport, isStaffMember } from '@portal/domain/member';
import { centsFromRand, formatRand } from '@portal/domain/money';
import { profilePhoneForDisplay, splitStoredPhoneNumber } from '@portal/domain/phone';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { MemberContext } from '../../plugins/member-auth';
import { fundDetails } from '../fund-details/fund-details.service';
import { findMember } from '../nomination/nomination.repository';
import { fundsOfMember } from './pdf.repository';

// spec 1 §7, spec 3 §7 "a staff savings pot withdrawal form download": the printable form a staff
// member (any fund of the staff source system, spec 1 §6) completes to withdraw from the savings
// component of the staff fund. The member's and the fund's details are filled in from the stored
// records; the savings value is the fund details' own two-pot split at the latest price date
// (DESIGN §1a), never a second valuation.

/** The member and staff fund details printed on the form. */
export type StaffWithdrawalForm = {
  fullNameAndSurname: string;
  firstNames: string;
  surname: string;
  idPassport: string;
  dateOfBirth: string;
  mobileNumber: string;
  emailAddress: string;
  postalAddress: string;
  employeeNumber: string;
  fundName: string;
  schemeName: string;
  schemeNumber: string;
  membershipNumber: string;
  employerName: string;
  /** 'R 12 345.67', the savings component at `valueDate`. */
  savingsValue: string;
  /** The latest price date, '3 Mar 2026'; empty when the fund has no price yet. */
  valueDate: string;
  /** The tax year the withdrawal would fall in, '2026/27'. */
  taxYear: string;
  /** The staff fund's identity (fund-identity.ts): its letterhead, registration and complaints. */
  identity: FundIdentity;
};

export function phoneForDisplay(stored: string | null): string {
  if (!stored) return '';
  const { callingCode } = splitStoredPhoneNumber(stored);
  const local = profilePhoneForDisplay(stored, callingCode);
  return callingCode === '27' ? local : `+${callingCode} ${local}`;
}

/**
 * The staff withdrawal form of the signed-in member: their staff fund (with `schemeNumber`, that
 * one, which must be a staff fund of theirs; without, the first). Not a staff member, or a scheme
 * number that is not one of their staff funds: 404 (DESIGN §1a).
 */
export async function staffWithdrawalForm(
  db: Db,
  member: MemberContext,
  schemeNumber: string | undefined,
  today: string,
): Promise<StaffWithdrawalForm> {
  const [person, funds] = await Promise.all([
    findMember(db, member.memberId),
    fundsOfMember(db, member.memberId),
  ]);
  const staffFunds = funds.filter((fund) => isStaffMember([fund.product]));
  const fund =
    schemeNumber === undefined
      ? staffFunds[0]
      : staffFunds.find((candidate) => candidate.product.schemeNumber === schemeNumber);
  if (!person || !fund) throw notFound();
  const { overview } = await fundDetails(db, member.memberId, fund.product.schemeNumber);
  const address = [
    person.addressStreet,
    person.addressSuburb,
    person.addressCity,
    person.addressPostalCode,
    person.addressCountry,
  ].filter((line): line is string => Boolean(line?.trim()));
  const firstNames = [person.firstName, person.middleName].filter(Boolean).join(' ');
  const taxYear = taxYearOf(today);
  return {
    fullNameAndSurname: `${person.firstName} ${person.lastName}`,
    firstNames,
    surname: person.lastName,
    idPassport: idOrPassport(person.idNumber, person.passportNumber),
    dateOfBirth: dateOnly(person.dateOfBirth),
    mobileNumber: phoneForDisplay(person.primaryContactNumber),
    emailAddress: person.primaryEmailAddress ?? '',
    postalAddress: address.join(', '),
    employeeNumber: person.employeeNumber ?? fund.membership.payrollRef ?? '',
    fundName: fund.product.fundName,
    schemeName: fund.product.schemeName ?? fund.product.fullProductName,
    schemeNumber: fund.product.schemeNumber,
    membershipNumber: fund.membership.membershipNumber,
    employerName: fund.product.employerName ?? person.employer ?? '',
    savingsValue: formatRand(centsFromRand(overview.savings)),
    valueDate: overview.calculationDate ? formatDisplayDate(overview.calculationDate) : '',
    taxYear: `${Number(taxYear.label) - 1}/${taxYear.label.slice(-2)}`,
    identity: fundIdentityOf(fund.product.fundName),
  };
}
