import { afterEach, describe, expect, it } from 'vitest';
import {
  durationText,
  keepSignedOutNote,
  readSignedOutNote,
  signedOutReasonText,
} from './signed-out-note';

afterEach(() => window.sessionStorage.clear());

describe('the signed-out note', () => {
  it('reads back what the idle sign-out kept', () => {
    keepSignedOutNote({ reason: 'idle', minutes: 20, next: '/fund-details/100001' });
    expect(readSignedOutNote()).toEqual({
      reason: 'idle',
      minutes: 20,
      next: '/fund-details/100001',
    });
  });

  it('drops a page of another site and a number that is no duration', () => {
    window.sessionStorage.setItem(
      'portal.signedOutNote',
      JSON.stringify({ reason: 'idle', minutes: -3, next: '/\\evil.example' }),
    );
    expect(readSignedOutNote()).toEqual({ reason: 'idle' });
  });

  it('is no note when it is not one', () => {
    window.sessionStorage.setItem('portal.signedOutNote', '{not json');
    expect(readSignedOutNote()).toBeUndefined();
    window.sessionStorage.setItem('portal.signedOutNote', JSON.stringify({ reason: 'other' }));
    expect(readSignedOutNote()).toBeUndefined();
  });

  it('words the time as the member reads it', () => {
    expect(durationText(20)).toBe('20 minutes');
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(0.5)).toBe('30 seconds');
    expect(signedOutReasonText({ reason: 'idle', minutes: 20 })).toBe(
      'You were signed out because there was no activity for 20 minutes, to keep your information safe.',
    );
    expect(signedOutReasonText({ reason: 'idle' })).toBe(
      'You were signed out because there was no activity for a while, to keep your information safe.',
    );
  });
});
