import { generate } from 'otplib';
import { expect } from 'vitest';
import { signIn, type ServerAddress } from './server';
import { DEMO_PASSWORD } from './server';

/** A form post as the provider's pages send it. */
export function formPost(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

/** The app's code for the time `offset` seconds from now. */
export async function codeAt(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
}

/**
 * Turns two-step sign-in on for `username` from the account page, as the member does: the key
 * read off the page, a code of the app and the password. Answers the key, the recovery codes the
 * page showed, and the signed-in browser.
 */
export async function turnOnTwoStep(server: ServerAddress, username: string) {
  const member = await signIn(server, username);
  const setup = await member.request('/idp/account/two-step');
  expect(setup.status).toBe(200);
  const secret = (
    (await setup.text()).match(/<code class="key">([A-Z2-7 ]+)<\/code>/)?.[1] ?? ''
  ).replace(/ /g, '');
  expect(secret.length).toBeGreaterThanOrEqual(16);
  const on = await member.request(
    '/idp/account/two-step',
    formPost({ code: await codeAt(secret), password: DEMO_PASSWORD }),
  );
  expect(on.status).toBe(200);
  const recoveryCodes = [
    ...(await on.text()).matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g),
  ].map((m) => m[1] ?? '');
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes, member };
}
