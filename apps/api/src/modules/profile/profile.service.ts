import type { Profile } from '@portal/contract/profile';
import { deriveUserType } from '@portal/domain/member';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { pendingEmailChangeOf } from './email-change.service';
import { marketingObjection } from '../privacy/consents.service';
import { findMemberProfile } from './profile.repository';

/** spec 1 §3 "Profile (read)"; the user type is derived from the products held (spec 1 §4). */
export async function getProfile(db: Db, memberId: number): Promise<Profile> {
  const found = await findMemberProfile(db, memberId);
  if (!found) throw notFound();
  const { member } = found;
  const userType = deriveUserType(found.products);
  const [pendingEmailChange, objection] = await Promise.all([
    pendingEmailChangeOf(db, memberId),
    marketingObjection(db, memberId),
  ]);
  return {
    userType,
    identifierType: member.identifierType,
    title: member.title,
    initials: member.initials,
    firstName: member.firstName,
    middleName: member.middleName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth,
    gender: member.gender,
    maritalStatus: member.maritalStatus,
    retirementAge: member.retirementAge,
    smokingInd: member.smokingInd,
    idNumber: member.idNumber,
    passportNumber: member.passportNumber,
    samAccount: member.samAccount,
    incomeTaxNumber: member.incomeTaxNumber,
    primaryContactNumber: member.primaryContactNumber,
    recoveryContactNumber: member.recoveryContactNumber,
    primaryEmailAddress: member.primaryEmailAddress,
    recoveryEmailAddress: member.recoveryEmailAddress,
    registrationType: member.registrationType,
    preferredContactMethod: member.preferredContactMethod,
    address: {
      address: member.addressStreet,
      suburb: member.addressSuburb,
      city: member.addressCity,
      postalCode: member.addressPostalCode,
      country: member.addressCountry,
    },
    ...(pendingEmailChange ? { pendingEmailChange } : {}),
    ...(objection.objects ? { objectsToDirectMarketing: true } : {}),
  };
}
