import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext, signInAs } from './support';

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const MEMBERS = [
  {
    username: 'institutional@demo.local',
    name: 'Thandiwe Nkosi',
    initials: 'TN',
    funds: ['AF Umbrella Pension Fund', 'AF Umbrella Provident Fund'],
  },
  {
    username: 'retail@demo.local',
    name: 'Pieter van der Merwe',
    initials: 'PV',
    funds: ['AF Retirement Annuity', 'AF Tax Free Savings Account'],
  },
  {
    username: 'hybrid@demo.local',
    name: 'Aisha Patel',
    initials: 'AP',
    funds: ['AF Umbrella Pension Fund', 'AF Investment Plan'],
  },
  {
    username: 'staff@demo.local',
    name: 'Sipho Dlamini',
    initials: 'SD',
    funds: ['AF Staff Pension Fund'],
  },
];

describe('signing in through the real sign-in page', () => {
  it.each(MEMBERS)(
    'greets $username by name with their funds',
    async ({ username, name, initials, funds }) => {
      context = await newContext();
      const page = await context.newPage();
      await signInAs(page, username);
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      // The page's loads take their time on a busy machine; speed is the bench's to measure.
      await expect
        .poll(() => page.getByText(`Hello, ${name}. Welcome to AF Connect`).isVisible(), {
          timeout: 30_000,
        })
        .toBe(true);
      expect(await page.getByText(initials, { exact: true }).first().isVisible()).toBe(true);
      for (const fund of funds) {
        await expect
          .poll(() => page.getByText(fund, { exact: true }).first().isVisible(), {
            timeout: 30_000,
          })
          .toBe(true);
      }
      // Every fund shows a value in rand: R, a space, space-separated thousands, 2 decimals (the
      // spaces no-break spaces, so that an amount never breaks over two lines).
      const values = await page
        .getByText(/^R\u00a0\d{1,3}(\u00a0\d{3})*\.\d{2}$/)
        .allTextContents();
      expect(values.length).toBeGreaterThanOrEqual(funds.length);
      expect(await page.title()).toContain('AF Connect');
    },
  );

  it('tells a member who typed the wrong password, and lets them try again', async () => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL(/\/interaction\//);
    await page.getByLabel('Username').fill('retail@demo.local');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toContain(
      'The username or password is incorrect.',
    );
    await page.getByLabel('Password').fill('Demo-1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  });

  it('sends a signed-out visitor of /dashboard to the sign-in page', async () => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/interaction\//, { timeout: 30_000 });
    expect(await page.getByLabel('Username').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('signs out, ends the provider session and protects the dashboard again', async () => {
    context = await newContext();
    const page = await context.newPage();
    await signInAs(page, 'hybrid@demo.local');
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('button', { name: /log out/i }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home', {
      timeout: 30_000,
    });
    await page.goto('/dashboard');
    await page.waitForURL(/\/interaction\//, { timeout: 30_000 });
    // The provider session ended too: the sign-in page does not offer to continue as Aisha.
    expect(await page.getByText('Continue as Aisha Patel').count()).toBe(0);
  });

  it('has no accessibility violations on the landing page and the dashboard, at 375 px and 1440 px', async () => {
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      context = await newContext(viewport);
      const page = await context.newPage();
      await page.goto('/');
      await page
        .getByRole('button', { name: /sign in/i })
        .or(page.getByRole('link', { name: /sign in/i }))
        .first()
        .waitFor();
      await expectNoAxeViolations(page);
      await signInAs(page, 'institutional@demo.local');
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await page.getByText('AF Umbrella Pension Fund', { exact: true }).first().waitFor();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
      context = undefined;
    }
  });
});
