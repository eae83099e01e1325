import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    '/claims/CLM00000003',
    '/fund-details/100001',
    '/fund-details/100001/switch',
    '/statements-and-documents?tab=tax-certificates',
    '/retirement-projection?fund=100001#chart',
    '/dashboard',
    '/logins-of-members',
    '/authority',
  ])('keeps the member page %s with its search and hash', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site by a protocol-relative address', '//evil.example'],
    ['another site after three slashes', '///evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash first', '\\evil.example'],
    ['a backslash inside', '/claims\\..\\evil'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes in lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an absolute address', 'https://evil.example/claims'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'claims/CLM00000003'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a new line', '/claims\n/x'],
    ['an encoded new line', '/claims%0d%0aSet-Cookie:x=1'],
    ['a NUL', '/claims\u0000'],
    ['bad percent encoding', '/claims/%E0%A4%A'],
    ['nothing', ''],
    ['the sign-in', '/auth/login'],
    ['the callback', '/auth/callback?code=x'],
    ['the provider', '/idp/auth'],
    ['an API call', '/api/Config'],
    ['the login page', '/login'],
    ['the login page with a next', '/login?next=%2Fclaims'],
    ['the loading page', '/loading?next=%2Fclaims'],
    ['the unauthorized page', '/unauthorized'],
    ['the signed-out page', '/signed-out'],
    ['the login page in capitals', '/LOGIN'],
    ['the login page by a dot segment', '/claims/../login'],
    ['the login page by an encoded dot segment', '/claims/%2e%2e/login'],
    ['the sign-in by an encoded slash', '/auth%2Flogin'],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(['/claims'])).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
  });

  it('refuses a path longer than the limit', () => {
    const long = `/claims?q=${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`;
    expect(safeReturnPath(long)).toBeUndefined();
    const justRight = `/claims?q=${'a'.repeat(RETURN_PATH_MAX_LENGTH - 10)}`;
    expect(safeReturnPath(justRight)).toBe(justRight);
  });

  it('answers a path as the browser will read it', () => {
    expect(safeReturnPath('/claims/./CLM00000003')).toBe('/claims/CLM00000003');
  });
});
