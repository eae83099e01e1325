import type { BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { readNotice } from './inbox-notice';
import { DEMO_PASSWORD, expectNoAxeViolations, newContext, openMail, signInAs } from './support';

// The member's account on the embedded provider (DESIGN §1d): "Forgot password?" through the
// mailed link, changing the password from the header's link, and the sessions, with the demo
// mailbox of the embedded SMTP catcher standing in for the member's inbox.

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function open(viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(viewport);
  contexts.push(context);
  return context.newPage();
}

/** The portal session of the page's browser, as the web app asks for it. */
async function sessionOf(
  page: Page,
): Promise<{ authenticated: boolean; user?: { givenName: string } }> {
  const answer = await page.request.get('/auth/session', { headers: { apikey: 'af-connect-web' } });
  return (await answer.json()) as { authenticated: boolean; user?: { givenName: string } };
}

async function isSignedIn(page: Page): Promise<boolean> {
  return (await sessionOf(page)).authenticated;
}

const NEW_PASSWORD = 'lantern orchard velvet ninety';

describe('the member’s account', () => {
  it('forgot password: the mailed link sets a new one and signs the member out elsewhere', async () => {
    const username = 'member0016@demo.local';
    const elsewhere = await open();
    await signInAs(elsewhere, username);
    const firstName = (await sessionOf(elsewhere)).user?.givenName ?? '';
    expect(await isSignedIn(elsewhere)).toBe(true);

    const page = await open({ width: 375, height: 812 });
    await page.goto('/login');
    await page.waitForURL(/\/interaction\//);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/idp\/forgot-password$/);
    await expectNoAxeViolations(page);
    // No username: asked for one, nothing sent.
    await page.getByRole('button', { name: 'Email me a link' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Please enter your username.');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    expect(await page.getByRole('status').textContent()).toContain(
      'If an account with that username exists, we have emailed a link',
    );

    const mail = await openMail(page, 'Reset your AF Connect password', firstName);
    expect(mail).toContain('expires in 30 minutes');
    await page.getByRole('link', { name: /reset-password\?token=/ }).click();
    await page.waitForURL(/\/idp\/reset-password\?token=/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Choose a new password',
    );
    await expectNoAxeViolations(page);
    // Too easy: refused with the reason, the link still works.
    await page.getByLabel('New password', { exact: true }).fill('password1234');
    await page.getByLabel('Confirm new password').fill('password1234');
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await page.getByRole('alert').textContent()).toContain('too easy to guess');
    expect(
      await page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Your password has been changed',
    );
    expect(await isSignedIn(elsewhere)).toBe(false);

    // The new password signs in; the notice is in the mailbox.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/interaction\//);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/(loading|dashboard)$/);
    const notice = await openMail(page, 'Your AF Connect password was reset', firstName);
    expect(notice).toContain('Every other session of your account has been signed out.');
  });

  it('changes the password from the header, and signs out everywhere else', async () => {
    const username = 'member0017@demo.local';
    const elsewhere = await open();
    await signInAs(elsewhere, username);
    await elsewhere.waitForURL(/\/dashboard$/);
    // The other browser has the portal open in a second tab as well.
    const elsewhereTab = await elsewhere.context().newPage();
    await elsewhereTab.goto('/dashboard');
    await elsewhereTab.getByRole('heading', { name: 'Your funds' }).waitFor();
    const page = await open();
    await signInAs(page, username);
    await page.waitForURL(/\/dashboard$/);

    // The header's account menu links to the provider's pages.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Edit profile' }).click();
    await page.waitForURL(/\/idp\/account$/);
    await expectNoAxeViolations(page);
    expect(await page.getByText('This browser').count()).toBe(1);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    expect(await page.getByRole('status').textContent()).toBe(
      'You have been signed out everywhere else.',
    );
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(page)).toBe(true);
    // The other browser notices within 5 s, without being reloaded: the tab the member comes back
    // to asks for its session and leaves for the sign-in; the other tab is told and leaves too.
    await elsewhere.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await elsewhere.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 5000 });
    await elsewhereTab.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

    await page.getByRole('link', { name: 'Change your password' }).click();
    await page.waitForURL(/\/idp\/account\/password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Your current password is incorrect.');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/idp\/account\?done=password$/);
    expect(await page.getByRole('status').textContent()).toContain(
      'Your password has been changed.',
    );
    expect(await isSignedIn(page)).toBe(true);

    // The notices are in the mailbox: the change, and each sign-in from a browser not seen before.
    const givenName = (await sessionOf(page)).user?.givenName ?? '';
    const changed = await openMail(page, 'Your AF Connect password was changed', givenName);
    expect(changed).toContain('Every other session of your account has been signed out.');
    const newSignIn = await openMail(page, 'New sign-in to AF Connect', givenName);
    expect(newSignIn).toMatch(
      /from a browser we have not seen before: \S.*, on \d{1,2} \w{3} \d{4}/,
    );
    expect(newSignIn).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);
    // Both are kept in the portal's inbox too.
    expect(await readNotice(page, 'security', 'Your AF Connect password was changed')).toContain(
      'Every other session of your account has been signed out.',
    );
    expect(await readNotice(page, 'security', 'New sign-in to AF Connect')).toMatch(
      /from a browser we have not seen before/,
    );
  });
});

describe('the session check across tabs', () => {
  it('takes every other tab to the signed-out state within 5 s of a sign-out in one', async () => {
    const first = await open({ width: 1440, height: 900 });
    await signInAs(first, 'hybrid@demo.local');
    await first.waitForURL(/\/dashboard$/);
    const tabs = [first];
    for (const path of ['/tools-and-calculators', '/dashboard']) {
      const tab = await first.context().newPage();
      await tab.goto(path);
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
      tabs.push(tab);
    }
    // Open and idle, the tabs do not keep asking for the session (the page's clock is on the
    // portal's today, days from the server's real time: the idle deadline is counted from each
    // answer, not compared across the two clocks).
    let questions = 0;
    first.context().on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/session') questions += 1;
    });
    await first.waitForTimeout(3000);
    expect(questions).toBeLessThanOrEqual(tabs.length);
    const [signingOut, ...others] = tabs.reverse();
    await signingOut?.getByRole('button', { name: 'Log out' }).click();
    for (const tab of others) {
      await tab.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
      await tab.getByRole('heading', { level: 1, name: 'Welcome to AF Connect' }).waitFor();
    }
    expect(await isSignedIn(first)).toBe(false);
  });
});

describe('two-step sign-in', () => {
  it('is set up from the account page and asked for at the next sign-in', async () => {
    const username = 'member0019@demo.local';
    const page = await open({ width: 375, height: 812 });
    await signInAs(page, username);
    await page.goto('/idp/account');
    await page.getByRole('link', { name: 'Turn on two-step sign-in' }).click();
    await page.waitForURL(/\/idp\/account\/two-step$/);
    await expectNoAxeViolations(page);
    expect(await page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    const secret = ((await page.locator('code.key').textContent()) ?? '').replace(/\s/g, '');
    // The app's code, typed as a member reads it off the phone.
    await page.getByLabel('Code', { exact: true }).fill(await generate({ secret }));
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Turn on' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Two-step sign-in is on',
    );
    const codes = await page.locator('ul.codes code').allTextContents();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);

    // The next sign-in asks for a code after the password: a wrong one is refused, the next
    // code of the app signs in.
    const next = await open();
    await next.goto('/login');
    await next.waitForURL(/\/interaction\//);
    await next.getByLabel('Username').fill(username);
    await next.getByLabel('Password').fill(DEMO_PASSWORD);
    await next.getByRole('button', { name: 'Sign in', exact: true }).click();
    await next.waitForURL(/\/second-step$/);
    expect(await next.getByRole('heading', { level: 1 }).textContent()).toBe('Enter your code');
    await expectNoAxeViolations(next);
    await next.getByLabel('Code', { exact: true }).fill('000000');
    await next.getByRole('button', { name: 'Continue' }).click();
    expect(await next.getByRole('alert').textContent()).toContain('That code is not right');
    await next
      .getByLabel('Code', { exact: true })
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await next.getByRole('button', { name: 'Continue' }).click();
    await next.waitForURL(/\/(loading|dashboard)$/);
    const added = await openMail(
      next,
      'A sign-in method was added to your AF Connect account',
      (await sessionOf(next)).user?.givenName ?? '',
    );
    expect(added).toContain('Two-step sign-in with an authenticator app was added');

    // Turned off from the account page with the password; the member is told.
    await next.goto('/idp/account');
    await next.getByRole('link', { name: 'Manage two-step sign-in' }).click();
    await next.waitForURL(/\/idp\/account\/two-step$/);
    await next.getByLabel('Your password').fill(DEMO_PASSWORD);
    await next.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await next.getByRole('link', { name: 'Turn on two-step sign-in' }).waitFor();
    const removed = await openMail(
      next,
      'A sign-in method was removed from your AF Connect account',
      (await sessionOf(next)).user?.givenName ?? '',
    );
    expect(removed).toContain('Two-step sign-in with an authenticator app was removed');
  });
});

describe('passkeys', () => {
  it('are added after the password, then after a passkey, sign in without one, and an answer works only once', async () => {
    const username = 'member0018@demo.local';
    const page = await open();
    // Chromium's virtual authenticator: a platform authenticator with user verification.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await signInAs(page, username);
    await page.goto('/idp/account');
    await page.getByRole('link', { name: 'Add a passkey' }).click();
    await page.waitForURL(/\/idp\/account\/passkeys\/new$/);
    await page.getByLabel('Name').fill('My laptop');
    // A wrong password adds nothing.
    await page.getByLabel('Your password').fill('not-my-password');
    await page.getByRole('button', { name: 'Add passkey' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Your current password is incorrect.');
    await expectNoAxeViolations(page);
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Add passkey' }).click();
    await page.waitForURL(/\/idp\/account\?done=passkey-added$/);
    expect(await page.getByText('Passkey: My laptop').isVisible()).toBe(true);

    // Signed out, the passkey signs in without a username or password.
    await page.context().clearCookies();
    let answer: string | undefined;
    await page.route('**/interaction/*/passkey', async (route) => {
      answer ??= route.request().postData() ?? undefined;
      await route.continue();
    });
    await page.goto('/login');
    await page.waitForURL(/\/interaction\//);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/(loading|dashboard)$/);
    expect((await sessionOf(page)).authenticated).toBe(true);
    expect(answer).toBeDefined();

    // The same answer sent again, on a new sign-in: refused (its challenge was used).
    await page.unroute('**/interaction/*/passkey');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.waitForURL(/\/interaction\//);
    const replay = await page.request.post(`${page.url()}/passkey`, {
      headers: { 'content-type': 'application/json' },
      data: answer ?? '',
    });
    expect(replay.status()).toBe(400);
    expect(((await replay.json()) as { message: string }).message).toContain(
      'We could not sign you in with this passkey',
    );
    expect((await sessionOf(page)).authenticated).toBe(false);

    // Another passkey is added after confirming with the one the member has, not the password.
    await page.goto('/login');
    await page.waitForURL(/\/interaction\//);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/(loading|dashboard)$/);
    await page.goto('/idp/account/passkeys/new');
    expect(
      await page.getByText('confirm it is you with one of the passkeys you already have').count(),
    ).toBe(1);
    expect(await page.getByLabel('Your password').count()).toBe(0);
    await expectNoAxeViolations(page);
    // The new passkey is made on another device: once the laptop's passkey has confirmed, the
    // virtual authenticator stands in for the phone (it no longer holds the laptop's).
    let confirmed = false;
    await page.route('**/idp/account/passkeys/options', async (route) => {
      if (route.request().postData()?.includes('"confirmation"')) {
        confirmed = true;
        const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
        for (const { credentialId } of credentials)
          await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId });
      }
      await route.continue();
    });
    await page.getByLabel('Name').fill('My phone');
    await page.getByRole('button', { name: 'Add passkey' }).click();
    await page.waitForURL(/\/idp\/account\?done=passkey-added$/);
    expect(confirmed).toBe(true);
    expect(await page.getByText('Passkey: My laptop').isVisible()).toBe(true);
    expect(await page.getByText('Passkey: My phone').isVisible()).toBe(true);

    // The lost laptop's passkey is removed with the password.
    await page.getByRole('link', { name: 'Remove My laptop' }).click();
    await page.waitForURL(/\/idp\/account\/passkeys\/remove\?id=/);
    await page.getByLabel('Your password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Remove passkey' }).click();
    await page.waitForURL(/\/idp\/account\?done=passkey-removed$/);
    expect(await page.getByText('Passkey: My laptop').count()).toBe(0);

    // Each change is in the mailbox.
    const givenName = (await sessionOf(page)).user?.givenName ?? '';
    const added = await openMail(
      page,
      'A sign-in method was added to your AF Connect account',
      givenName,
      'A passkey named “My phone” was added to your account',
    );
    expect(added).toContain('If this was not you');
    const removed = await openMail(
      page,
      'A sign-in method was removed from your AF Connect account',
      givenName,
    );
    expect(removed).toContain('A passkey named “My laptop” was removed from your account');
    // And in the portal's inbox, among the security notices.
    expect(
      await readNotice(
        page,
        'security',
        'A sign-in method was removed from your AF Connect account',
        'laptop',
      ),
    ).toContain('A passkey named “My laptop” was removed from your account');
  });
});
