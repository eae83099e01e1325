import {
  SOUTH_AFRICA_CALLING_CODE,
  SOUTH_AFRICA_COUNTRY_CODE,
  callingCodes,
  splitStoredPhoneNumber,
} from '@portal/domain/phone';
import { Metadata, getCountries, getCountryCallingCode } from 'libphonenumber-js';

// DESIGN §2: no hand-typed country tables. The ISO countries come from libphonenumber-js (the
// domain's phone library) and their English names from the browser's Intl.DisplayNames.

export type CountryOption = { value: string; label: string };

/**
 * English alphabetical order: one collator for every comparison (a locale each time is slow),
 * made when a list is first sorted (making one takes a phone tens of milliseconds).
 */
let englishOrder: Intl.Collator | undefined;
function byEnglishName(a: string, b: string): number {
  englishOrder ??= new Intl.Collator('en');
  return englishOrder.compare(a, b);
}

let countryOptions: CountryOption[] | undefined;

/** Countries by English name (the passport's country of issue), South Africa first. */
export function passportCountryOptions(): CountryOption[] {
  if (countryOptions) return countryOptions;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const all = getCountries()
    .map((code) => names.of(code))
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .sort(byEnglishName);
  const unique = [...new Set(all)];
  const first = 'South Africa';
  countryOptions = [first, ...unique.filter((name) => name !== first)].map((name) => ({
    value: name,
    label: name,
  }));
  return countryOptions;
}

/** The calling codes as select options ('+27'), South Africa first (spec 1 §9 phone default). */
export function callingCodeOptions(): { value: string; label: string; callingCode: string }[] {
  return callingCodes().map((code) => ({ value: code, label: `+${code}`, callingCode: code }));
}

export type CallingCodeCountryOption = {
  /** The ISO 3166 code: one option per country, though several share a calling code. */
  value: string;
  label: string;
  name: string;
  callingCode: string;
  countryCode: string;
};

let callingCodeCountries: CallingCodeCountryOption[] | undefined;

/**
 * spec 1 §2.8: the country list for the phone's country code (about 250 entries: name,
 * countryCode, callingCode), South Africa (+27) first, then by name.
 */
export function countryCallingCodeOptions(): CallingCodeCountryOption[] {
  if (callingCodeCountries) return callingCodeCountries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const all = getCountries().map((country) => {
    const name = names.of(country) ?? country;
    const callingCode = getCountryCallingCode(country);
    return {
      value: country,
      label: `${name} (+${callingCode})`,
      name,
      callingCode,
      countryCode: country,
    };
  });
  const first = all.filter((option) => option.value === SOUTH_AFRICA_COUNTRY_CODE);
  const rest = all
    .filter((option) => option.value !== SOUTH_AFRICA_COUNTRY_CODE)
    .sort((a, b) => byEnglishName(a.name, b.name));
  callingCodeCountries = [...first, ...rest];
  return callingCodeCountries;
}

/** libphonenumber-js's metadata: the main country of a calling code ('1' → US, '44' → GB). */
type CallingCodeMetadata = { getCountryCodeForCallingCode: (code: string) => string | undefined };
let metadata: CallingCodeMetadata | undefined;

/**
 * The country a stored number (calling code digits, then the number) is shown under: the main
 * country of its calling code (+1 the United States, +44 the United Kingdom), South Africa for a
 * blank number or one whose code is not known.
 */
export function countryOfStoredNumber(stored: string | null | undefined): string {
  const digits = stored?.replace(/\D/g, '') ?? '';
  if (digits === '') return SOUTH_AFRICA_COUNTRY_CODE;
  const { callingCode } = splitStoredPhoneNumber(digits);
  if (callingCode === SOUTH_AFRICA_CALLING_CODE) return SOUTH_AFRICA_COUNTRY_CODE;
  // The method is in the library (es6/metadata.js) though its type declarations leave it out.
  metadata ??= new Metadata() as unknown as CallingCodeMetadata;
  return metadata.getCountryCodeForCallingCode(callingCode) ?? SOUTH_AFRICA_COUNTRY_CODE;
}
