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

  it('keeps the email address in force until the new one is confirmed (decision 032)', () => {
    const profile = aProfile({ primaryEmailAddress: 'thandi@example.co.za' });
    const body = updateBodyOf(profile, ProfileFormSchema.parse(formValuesOf(profile)));
    expect(
      mergedProfileOf(profile, { ...body, primaryEmailAddress: 'thandi.new@example.co.za' }),
    ).toMatchObject({
      primaryEmailAddress: 'thandi@example.co.za',
      pendingEmailChange: { newAddress: 'thandi.new@example.co.za' },
    });
    // Another letter case is the same address: nothing waits.
    const sameAddress = mergedProfileOf(profile, {
      ...body,
      primaryEmailAddress: 'Thandi@Example.co.za',
    });
    expect(sameAddress.primaryEmailAddress).toBe('thandi@example.co.za');
    expect(sameAddress.pendingEmailChange).toBeUndefined();
    // Removing it takes effect at once.
    expect(mergedProfileOf(profile, { ...body, primaryEmailAddress: '' })).toMatchObject({
      primaryEmailAddress: null,
    });
  });
});
