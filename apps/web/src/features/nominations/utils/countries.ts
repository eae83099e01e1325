import { callingCodes } from '@portal/domain/phone';
import { getCountries } from 'libphonenumber-js';

// DESIGN §2: no hand-typed country tables. The ISO countries come from libphonenumber-js (the
// domain's phone library) and their English names from the browser's Intl.DisplayNames.

export type CountryOption = { value: string; label: string };

let countryOptions: CountryOption[] | undefined;

/** Countries by English name (the passport's country of issue), South Africa first. */
export function passportCountryOptions(): CountryOption[] {
  if (countryOptions) return countryOptions;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const all = getCountries()
    .map((code) => names.of(code))
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .sort((a, b) => a.localeCompare(b, 'en'));
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
