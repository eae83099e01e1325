import { Stack } from '@mantine/core';
import { memo } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import type { Profile } from '@portal/contract/profile';
import {
  PROFILE_ADDRESS_LINE_MAX,
  PROFILE_EMAIL_MAX,
  PROFILE_INITIALS_MAX,
  PROFILE_NAME_MAX,
  POSTAL_CODE_MAX,
} from '@portal/domain/profile-fields';
import type { requiredContactFields } from '@portal/domain/profile-fields';
import { fieldLabels } from '@portal/domain/messages';
import { PHONE_MAX_DIGITS } from '@portal/domain/phone';
import { countryCallingCodeOptions, passportCountryOptions } from '@/lib/countries';
import type { ProfileFields } from '../hooks/use-profile-editor';
import {
  CONTACT_METHOD_OPTIONS,
  REGISTRATION_OPTIONS,
  TITLE_OPTIONS,
} from '../utils/profile-options';
import { callingCodeOfIso } from '../utils/profile-values';
import type { ProfileFormValues } from '../utils/profile-values';
import { PendingEmailChange } from './pending-email-change';
import { ProfileSelectField, ProfileTextField } from './profile-fields';
import { IdentityDetails } from './profile-frame';
import { ProfileSection } from './profile-sections';

// spec 1 §2.8: the two tabs' fields. Identity details are shown, never edited; the contact
// fields' required marks follow the registration type (spec 1 §5).

/** Which contact fields the registration type requires. */
type ContactRequirements = ReturnType<typeof requiredContactFields>;

/** The Profile details tab; drawn again only when what it shows changes (memo). */
export const ProfileDetailsFields = memo(function ProfileDetailsFields({
  fields,
  profile,
}: {
  fields: ProfileFields;
  profile: Profile;
}) {
  return (
    <Stack gap="lg">
      <ProfileSection title="Personal details">
        <ProfileSelectField
          fields={fields}
          name="title"
          label={fieldLabels.title}
          options={TITLE_OPTIONS}
        />
        <ProfileTextField
          fields={fields}
          name="initials"
          label={fieldLabels.initials}
          maxLength={PROFILE_INITIALS_MAX}
        />
        <ProfileTextField
          fields={fields}
          name="firstName"
          label={fieldLabels.firstName}
          isRequired
          maxLength={PROFILE_NAME_MAX}
          autoComplete="given-name"
        />
        <ProfileTextField
          fields={fields}
          name="middleName"
          label={fieldLabels.middleName}
          maxLength={PROFILE_NAME_MAX}
          autoComplete="additional-name"
        />
        <ProfileTextField
          fields={fields}
          name="lastName"
          label={fieldLabels.surname}
          isRequired
          maxLength={PROFILE_NAME_MAX}
          autoComplete="family-name"
        />
      </ProfileSection>
      <IdentityDetails profile={profile} />
    </Stack>
  );
});

/** The Contact details tab; drawn again only when what it shows changes (memo). */
export const ContactDetailsFields = memo(function ContactDetailsFields({
  fields,
  required,
  setValue,
  pendingEmailChange,
  currentEmailAddress,
}: {
  fields: ProfileFields;
  required: ContactRequirements;
  setValue: UseFormSetValue<ProfileFormValues>;
  /** A new email address waiting for its confirmation (decision 032), and the one in force. */
  pendingEmailChange?: Profile['pendingEmailChange'];
  currentEmailAddress: string | null;
}) {
  const countries = countryCallingCodeOptions();
  const pickCountry = (codeField: 'countryCode' | 'recoveryCountryCode') => (iso: string) =>
    setValue(codeField, callingCodeOfIso(iso), { shouldDirty: true });
  return (
    <Stack gap="lg">
      <ProfileSection title="Phone numbers">
        <ProfileSelectField
          fields={fields}
          name="countryIso"
          label={fieldLabels.countryCode}
          kind="country"
          options={countries}
          isRequired={required.countryCode}
          onPick={pickCountry('countryCode')}
        />
        <ProfileTextField
          fields={fields}
          name="primaryContactNumber"
          label={fieldLabels.phoneNumber}
          isRequired={required.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS + 1}
        />
        <ProfileSelectField
          fields={fields}
          name="recoveryCountryIso"
          label="Recovery country code"
          kind="country"
          options={countries}
          onPick={pickCountry('recoveryCountryCode')}
        />
        <ProfileTextField
          fields={fields}
          name="recoveryContactNumber"
          label={fieldLabels.recoveryContactNumber}
          type="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_DIGITS + 1}
        />
      </ProfileSection>
      <ProfileSection title="Email addresses">
        <ProfileTextField
          fields={fields}
          name="primaryEmailAddress"
          label={fieldLabels.emailAddress}
          isRequired={required.email}
          type="email"
          autoComplete="email"
          maxLength={PROFILE_EMAIL_MAX}
        />
        {pendingEmailChange ? (
          <PendingEmailChange pending={pendingEmailChange} currentAddress={currentEmailAddress} />
        ) : null}
        <ProfileTextField
          fields={fields}
          name="recoveryEmailAddress"
          label={fieldLabels.recoveryEmailAddress}
          type="email"
          maxLength={PROFILE_EMAIL_MAX}
        />
      </ProfileSection>
      <ProfileSection title="Address">
        <ProfileTextField
          fields={fields}
          name="streetName"
          label={fieldLabels.streetName}
          maxLength={PROFILE_ADDRESS_LINE_MAX}
          autoComplete="address-line1"
        />
        <ProfileTextField
          fields={fields}
          name="suburb"
          label={fieldLabels.suburb}
          maxLength={PROFILE_ADDRESS_LINE_MAX}
          autoComplete="address-level3"
        />
        <ProfileTextField
          fields={fields}
          name="city"
          label={fieldLabels.city}
          maxLength={PROFILE_ADDRESS_LINE_MAX}
          autoComplete="address-level2"
        />
        <ProfileTextField
          fields={fields}
          name="postalCode"
          label={fieldLabels.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX + 1}
        />
        <ProfileSelectField
          fields={fields}
          name="country"
          label={fieldLabels.country}
          kind="country"
          options={passportCountryOptions()}
        />
      </ProfileSection>
      <ProfileSection title="Contact preferences">
        <ProfileSelectField
          fields={fields}
          name="registrationType"
          label={fieldLabels.registrationType}
          options={REGISTRATION_OPTIONS}
        />
        <ProfileSelectField
          fields={fields}
          name="preferredContactMethod"
          label={fieldLabels.preferredContactMethod}
          options={CONTACT_METHOD_OPTIONS}
        />
      </ProfileSection>
    </Stack>
  );
});
