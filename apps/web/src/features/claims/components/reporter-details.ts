import type { Profile } from '@portal/contract/profile';
import { SOUTH_AFRICA_CALLING_CODE, splitStoredPhoneNumber } from '@portal/domain/phone';
import type { ReporterDetails } from './report-death-form';

/**
 * The reporter of a death is the signed-in member: their name, phone and email from the profile
 * (spec 1 §3), as the report's fields take them. The report takes a South African phone number
 * only, so a number of another country is left for the member to give.
 */
export function reporterFromProfile(profile: Profile): ReporterDetails {
  const name = [profile.firstName, profile.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const stored = profile.primaryContactNumber?.trim() ?? '';
  const phone = stored === '' ? null : splitStoredPhoneNumber(stored);
  return {
    name,
    phone: phone?.callingCode === SOUTH_AFRICA_CALLING_CODE ? phone.localNumber : '',
    email: profile.primaryEmailAddress?.trim() ?? '',
  };
}
