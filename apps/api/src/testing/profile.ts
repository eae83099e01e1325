import type { Profile, ProfileUpdateBody } from '@portal/contract/profile';

/** The update a member's profile page sends with nothing changed: its answer, read back. */
export function payloadOf(profile: Profile): ProfileUpdateBody {
  return {
    title: profile.title,
    initials: profile.initials,
    firstName: profile.firstName,
    middleName: profile.middleName,
    surname: profile.lastName,
    dateOfBirth: profile.dateOfBirth,
    identifierType: profile.identifierType,
    identityNumber: profile.identifierType === 'ID' ? profile.idNumber : profile.passportNumber,
    primaryPhoneNumber: profile.primaryContactNumber,
    primaryEmailAddress: profile.primaryEmailAddress,
    streetName: profile.address.address,
    suburb: profile.address.suburb,
    city: profile.address.city,
    postalCode: profile.address.postalCode,
    country: profile.address.country,
    registrationType: profile.registrationType,
    preferredContactMethod: profile.preferredContactMethod,
    recoveryContactNumber: profile.recoveryContactNumber,
    recoveryEmailAddress: profile.recoveryEmailAddress,
  };
}
