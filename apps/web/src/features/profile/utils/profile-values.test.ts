import { ProfileFormSchema } from '@portal/domain/profile-form';
import { describe, expect, it } from 'vitest';
import { aProfile } from '@/testing/fixtures';
import { formFieldOf, formValuesOf, mergedProfileOf, updateBodyOf } from './profile-values';

// spec 1 §3, §5: a stored number is shown as a country and a local number (with its 0 for +27)
// and sent back stored; the identity fields go back as read.

describe('profile values', () => {
  it('splits stored numbers into a country and a local number', () => {
    const values = formValuesOf(
      aProfile({ primaryContactNumber: '27821234567', recoveryContactNumber: '12125550123' }),
    );
    expect(values).toMatchObject({
      countryIso: 'ZA',
      countryCode: '27',
      primaryContactNumber: '0821234567',
      recoveryCountryIso: 'US',
      recoveryCountryCode: '1',
      recoveryContactNumber: '2125550123',
    });
    // A blank recovery number keeps no country.
    expect(formValuesOf(aProfile({ recoveryContactNumber: null }))).toMatchObject({
      recoveryCountryIso: '',
      recoveryContactNumber: '',
    });
  });

  it('sends what it shows: the round trip of a profile changes nothing', () => {
    const profile = aProfile({
      primaryContactNumber: '27821234567',
      recoveryContactNumber: '447700900123',
      registrationType: 'individual',
      title: 'None',
    });
    const form = ProfileFormSchema.parse(formValuesOf(profile));
    const body = updateBodyOf(profile, form);
    expect(body).toMatchObject({
      title: '',
      primaryPhoneNumber: '27821234567',
      recoveryContactNumber: '447700900123',
      identityNumber: profile.idNumber,
      dateOfBirth: profile.dateOfBirth,
    });
    expect(formValuesOf(mergedProfileOf(profile, body))).toEqual(formValuesOf(profile));
  });

  it('names the form field of each payload field the server names', () => {
    expect(formFieldOf('surname')).toBe('lastName');
    expect(formFieldOf('primaryPhoneNumber')).toBe('primaryContactNumber');
    expect(formFieldOf('city')).toBe('city');
    expect(formFieldOf('identityNumber')).toBeUndefined();
  });
});
