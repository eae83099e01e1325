import { describe, expect, it } from 'vitest';
import { aProfile } from '@/testing/fixtures';
import { reporterFromProfile } from './reporter-details';

describe('reporterFromProfile', () => {
  it('takes the member’s name, South African phone number (with its 0) and email', () => {
    expect(
      reporterFromProfile(
        aProfile({
          firstName: 'Sipho',
          lastName: 'Dlamini',
          primaryContactNumber: '27825550199',
          primaryEmailAddress: 'sipho@example.co.za',
        }),
      ),
    ).toEqual({ name: 'Sipho Dlamini', phone: '0825550199', email: 'sipho@example.co.za' });
  });

  it('leaves out what the profile lacks, and a number of another country', () => {
    expect(
      reporterFromProfile(
        aProfile({
          firstName: 'Ann',
          lastName: 'Smith',
          primaryContactNumber: '447911123456',
          primaryEmailAddress: null,
        }),
      ),
    ).toEqual({ name: 'Ann Smith', phone: '', email: '' });
  });

  it('takes a number written with its 0, and leaves one it cannot place for the member', () => {
    const phoneOf = (primaryContactNumber: string) =>
      reporterFromProfile(aProfile({ primaryContactNumber })).phone;
    expect(phoneOf('0825550199')).toBe('0825550199');
    expect(phoneOf('+27 82 555 0199')).toBe('0825550199');
    expect(phoneOf('2782555')).toBe('');
    expect(phoneOf('12025550199')).toBe('');
  });
});
