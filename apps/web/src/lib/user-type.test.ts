import { USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUserType, resolveUserView, writeStoredUserType } from './user-type';

afterEach(() => window.sessionStorage.clear());

describe('resolveUserView', () => {
  it.each([
    ['Institutional', null, 'Institutional', false],
    ['Retail', null, 'Retail', false],
    // A hybrid member with nothing stored is shown (and stored) as institutional.
    ['Hybrid', null, 'Institutional', true],
    ['Hybrid', 'Retail', 'Retail', true],
    ['Hybrid', 'retail', 'Retail', true],
    ['Hybrid', 'Institutional', 'Institutional', true],
    ['Hybrid', 'Hybrid', 'Institutional', true],
    ['Hybrid', 'nonsense', 'Institutional', true],
    // Only a hybrid member may switch: anyone else is shown as their own type.
    ['Retail', 'Institutional', 'Retail', false],
    ['Institutional', 'Retail', 'Institutional', false],
  ] as const)('a %s member with %s stored sees the %s view', (type, stored, view, isHybrid) => {
    expect(resolveUserView(type, stored)).toEqual({ view, isHybrid });
  });
});

describe('stored user type', () => {
  it('lives in session storage under USER_TYPE', () => {
    expect(readStoredUserType()).toBeNull();
    writeStoredUserType('Retail');
    expect(window.sessionStorage.getItem(USER_TYPE_STORAGE_KEY)).toBe('Retail');
    expect(readStoredUserType()).toBe('Retail');
  });
});
