import { Stack } from '@mantine/core';
import type { Profile } from '@portal/contract/profile';
import { requiredContactFields } from '@portal/domain/profile-fields';
import { fieldLabels } from '@portal/domain/messages';
import { countryCallingCodeOptions, passportCountryOptions } from '@/lib/countries';
import {
  CONTACT_METHOD_OPTIONS,
  REGISTRATION_OPTIONS,
  shownOption,
} from '../utils/profile-options';
import { formValuesOf } from '../utils/profile-values';
import { PendingEmailChange } from './pending-email-change';
import { ProfileSection, ReadOnlySelectField, ReadOnlyTextField } from './profile-sections';

// spec 1 §2.8: the Contact details tab before Edit, as the editor draws it locked (its fields in
// profile-tabs-content.tsx). Its code loads apart from the page's, with the tab: telling a stored
// number's country and its local digits takes the phone library's data of the world's numbers.

/** The Contact details tab, read-only. */
export function ContactDetailsView({ profile }: { profile: Profile }) {
  const values = formValuesOf(profile);
  const required = requiredContactFields(values.registrationType, values.preferredContactMethod);
  const countries = countryCallingCodeOptions();
  return (
    <Stack gap="lg">
      <ProfileSection title="Phone numbers">
        <ReadOnlySelectField
          label={fieldLabels.countryCode}
          kind="country"
          shown={shownOption(countries, values.countryIso)}
          isRequired={required.countryCode}
        />
        <ReadOnlyTextField
          label={fieldLabels.phoneNumber}
          value={values.primaryContactNumber}
          isRequired={required.phone}
          type="tel"
        />
        <ReadOnlySelectField
          label="Recovery country code"
          kind="country"
          shown={shownOption(countries, values.recoveryCountryIso)}
        />
        <ReadOnlyTextField
          label={fieldLabels.recoveryContactNumber}
          value={values.recoveryContactNumber}
          type="tel"
        />
      </ProfileSection>
      <ProfileSection title="Email addresses">
        <ReadOnlyTextField
          label={fieldLabels.emailAddress}
          value={values.primaryEmailAddress}
          isRequired={required.email}
          type="email"
        />
        {profile.pendingEmailChange ? (
          <PendingEmailChange
            pending={profile.pendingEmailChange}
            currentAddress={profile.primaryEmailAddress}
          />
        ) : null}
        <ReadOnlyTextField
          label={fieldLabels.recoveryEmailAddress}
          value={values.recoveryEmailAddress}
          type="email"
        />
      </ProfileSection>
      <ProfileSection title="Address">
        <ReadOnlyTextField label={fieldLabels.streetName} value={values.streetName} />
        <ReadOnlyTextField label={fieldLabels.suburb} value={values.suburb} />
        <ReadOnlyTextField label={fieldLabels.city} value={values.city} />
        <ReadOnlyTextField label={fieldLabels.postalCode} value={values.postalCode} />
        <ReadOnlySelectField
          label={fieldLabels.country}
          kind="country"
          shown={shownOption(passportCountryOptions(), values.country)}
        />
      </ProfileSection>
      <ProfileSection title="Contact preferences">
        <ReadOnlySelectField
          label={fieldLabels.registrationType}
          shown={shownOption(REGISTRATION_OPTIONS, values.registrationType)}
        />
        <ReadOnlySelectField
          label={fieldLabels.preferredContactMethod}
          shown={shownOption(CONTACT_METHOD_OPTIONS, values.preferredContactMethod)}
        />
      </ProfileSection>
    </Stack>
  );
}
