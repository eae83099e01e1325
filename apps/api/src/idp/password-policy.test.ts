import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORD_MESSAGES } from './password-policy';

// The new-password rules (the member's account pages and the reset link): long enough, hard to
// guess, and free of the member's own names, username and the email address's own part.

const PERSONAL = {
  names: ['Thandiwe', 'Nkosi'],
  username: 'tnkosi77',
  email: 'thandi.mokoena@example.co.za',
};
const problem = (password: string) => newPasswordProblem(password, password, PERSONAL);

describe('a new password', () => {
  it('is accepted when long, hard to guess and impersonal', async () => {
    expect(await problem('violet kettle harbour seventeen')).toBeUndefined();
  });

  it('is refused when shorter than 12 characters, or when the two entries differ', async () => {
    expect(await problem('Zq8#vL2!pW4')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(
      await newPasswordProblem('violet kettle harbour', 'violet kettle harbor', PERSONAL),
    ).toBe(PASSWORD_MESSAGES.mismatch);
  });

  it.each([
    ['a name', 'violet-THANDIWE-harbour'],
    ['the surname', 'nkosi violet kettle harbour'],
    ['the username', 'kettle tnkosi77 harbour'],
    ['part of the email address', 'harbour mokoena kettle'],
  ])('is refused when it holds %s, whatever the case', async (_what, password) => {
    expect(await problem(password)).toBe(PASSWORD_MESSAGES.personal);
  });

  it('may hold the email address’s domain, which is no one’s personal word', async () => {
    expect(await problem('example kettle violet harbour')).toBeUndefined();
  });

  it('is refused when too easy to guess, however long', async () => {
    expect(await problem('password12345678')).toBe(PASSWORD_MESSAGES.tooEasy);
    expect(await problem('qwertyuiopasdf')).toBe(PASSWORD_MESSAGES.tooEasy);
  });
});
