import type { Profile } from '@portal/contract/profile';
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
  return {
    name,
    phone: southAfricanNumberOf(profile.primaryContactNumber),
    email: profile.primaryEmailAddress?.trim() ?? '',
  };
}

/**
 * A stored South African number (spec 1 §3: '27' and the number, or written with its 0) as the
 * member writes it, with its 0 ('0821234567'); '' for any other. Calling codes are prefix-free
 * (ITU-T E.164) and none is '2', so '27' at the start is South Africa's: the page needs no table
 * of the world's calling codes (the phone library's) to tell. A number it cannot place is left
 * for the member to give, as one of another country is.
 */
function southAfricanNumberOf(stored: string | null | undefined): string {
  const digits = stored?.replace(/\D/g, '') ?? '';
  if (digits.startsWith('0')) return digits;
  const local = digits.slice(SOUTH_AFRICA.length);
  if (!digits.startsWith(SOUTH_AFRICA) || local.length < 9 || local.length > 11) return '';
  return local.startsWith('0') ? local : `0${local}`;
}

/** South Africa's calling code (domain/phone.ts SOUTH_AFRICA_CALLING_CODE). */
const SOUTH_AFRICA = '27';
