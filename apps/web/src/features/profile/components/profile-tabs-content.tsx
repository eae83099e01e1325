import { Stack } from '@mantine/core';
import type { Profile } from '@portal/contract/profile';
import {
  PREFERRED_CONTACT_METHODS,
  PROFILE_ADDRESS_LINE_MAX,
  PROFILE_EMAIL_MAX,
  PROFILE_INITIALS_MAX,
  PROFILE_NAME_MAX,
  PROFILE_TITLES,
  POSTAL_CODE_MAX,
  REGISTRATION_TYPES,
  identityLabel,
} from '@portal/domain/profile-form';
import { fieldLabels } from '@portal/domain/messages';
import { PHONE_MAX_DIGITS } from '@portal/domain/phone';
import { countryCallingCodeOptions, passportCountryOptions } from '@/lib/countries';
import { formatCalendarDate } from '@/lib/format';
import type { ProfileEditor } from '../hooks/use-profile-editor';
import { callingCodeOfIso } from '../utils/profile-values';
import {
  IdentityField,
  ProfileSection,
  ProfileSelectField,
  ProfileTextField,
} from './profile-fields';

// spec 1 §2.8: the two tabs' fields. Identity details are shown, never edited; the contact
// fields' required marks follow the registration type (spec 1 §5).

const TITLE_OPTIONS = PROFILE_TITLES.map((title) => ({ value: title, label: title }));
const REGISTRATION_OPTIONS = REGISTRATION_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));
const CONTACT_METHOD_OPTIONS = PREFERRED_CONTACT_METHODS.map((method) => ({
  value: method,
  label: method,
}));

export function ProfileDetailsFields({
  editor,
  profile,
}: {
  editor: ProfileEditor;
  profile: Profile;
}) {
  const identityNumber =
    (profile.identifierType === 'ID' ? profile.idNumber : profile.passportNumber) ?? '';
  return (
    <Stack gap="lg">
      <ProfileSection title="Personal details">
        <ProfileSelectField
          editor={editor}
          name="title"
          label={fieldLabels.title}
          options={TITLE_OPTIONS}
        />
        <ProfileTextField
          editor={editor}
          name="initials"
          label={fieldLabels.initials}
          maxLength={PROFILE_INITIALS_MAX}
        />
        <ProfileTextField
          editor={editor}
          name="firstName"
          label={fieldLabels.firstName}
          isRequired
          maxLength={PROFILE_NAME_MAX}
          autoComplete="given-name"
        />
        <ProfileTextField
          editor={editor}
          name="middleName"
          label={fieldLabels.middleName}
          maxLength={PROFILE_NAME_MAX}
          autoComplete="additional-name"
        />
        <ProfileTextField
          editor={editor}
          name="lastName"
          label={fieldLabels.surname}
          isRequired
          maxLength={PROFILE_NAME_MAX}
          autoComplete="family-name"
        />
      </ProfileSection>
      <ProfileSection title="Identity details">
        <IdentityField
          label={fieldLabels.dateOfBirth}
          value={formatCalendarDate(profile.dateOfBirth)}
        />
        <IdentityField label={fieldLabels.identifierType} value={profile.identifierType} />
        <IdentityField label={identityLabel(profile.identifierType)} value={identityNumber} />
      </ProfileSection>
    </Stack>
  );
}

export function ContactDetailsFields({ editor }: { editor: ProfileEditor }) {
  const { required } = editor;
  const countries = countryCallingCodeOptions();
  const pickCountry = (codeField: 'countryCode' | 'recoveryCountryCode') => (iso: string) =>
    editor.form.setValue(codeField, callingCodeOfIso(iso), { shouldDirty: true });
  return (
    <Stack gap="lg">
      <ProfileSection title="Phone numbers">
        <ProfileSelectField
          editor={editor}
          name="countryIso"
          label={fieldLabels.countryCode}
          kind="country"
          options={countries}
          isRequired={required.countryCode}
          onPick={pickCountry('countryCode')}
        />
        <ProfileTextField
          editor={editor}
          name="primaryContactNumber"
          label={fieldLabels.phoneNumber}
          isRequired={required.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_DIGITS + 1}
        />
        <ProfileSelectField
          editor={editor}
          name="recoveryCountryIso"
          label="Recovery country code"
          kind="country"
          options={countries}
          onPick={pickCountry('recoveryCountryCode')}
        />
        <ProfileTextField
          editor={editor}
          name="recoveryContactNumber"
          label={fieldLabels.recoveryContactNumber}
          type="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_DIGITS + 1}
        />
      </ProfileSection>
      <ProfileSection title="Email addresses">
        <ProfileTextField
          editor={editor}
          name="primaryEmailAddress"
          label={fieldLabels.emailAddress}
          isRequired={required.email}
          type="email"
          autoComplete="email"
          maxLength={PROFILE_EMAIL_MAX}
        />
        <ProfileTextField
          editor={editor}
          name="recoveryEmailAddress"
          label={fieldLabels.recoveryEmailAddress}
          type="email"
          maxLength={PROFILE_EMAIL_MAX}
        />
      </ProfileSection>
      <ProfileSection title="Address">
        <ProfileTextField
          editor={editor}
          name="streetName"
          label={fieldLabels.streetName}
          maxLength={PROFILE_ADDRESS_LINE_MAX}
          autoComplete="address-line1"
        />
        <ProfileTextField
          editor={editor}
          name="suburb"
          label={fieldLabels.suburb}
          maxLength={PROFILE_ADDRESS_LINE_MAX}
          autoComplete="address-level3"
        />
        <ProfileTextField
          editor={editor}
          name="city"
          label={fieldLabels.city}
          maxLength={PROFILE_ADDRESS_LINE_MAX}
          autoComplete="address-level2"
        />
        <ProfileTextField
          editor={editor}
          name="postalCode"
          label={fieldLabels.postalCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX + 1}
        />
        <ProfileSelectField
          editor={editor}
          name="country"
          label={fieldLabels.country}
          kind="country"
          options={passportCountryOptions()}
        />
      </ProfileSection>
      <ProfileSection title="Contact preferences">
        <ProfileSelectField
          editor={editor}
          name="registrationType"
          label={fieldLabels.registrationType}
          options={REGISTRATION_OPTIONS}
        />
        <ProfileSelectField
          editor={editor}
          name="preferredContactMethod"
          label={fieldLabels.preferredContactMethod}
          options={CONTACT_METHOD_OPTIONS}
        />
      </ProfileSection>
    </Stack>
  );
}
