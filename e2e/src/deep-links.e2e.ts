import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPortalServer, type PortalServer } from './server';
import { DEMO_PASSWORD, expectNoAxeViolations, newContext, signInWithFunds } from './support';

// Issue 46 "Deep links kept": a page opened while signed out is the page the member lands on after
// signing in (a mail's link to a claim, a fund's page), never a page of another site; and an idle
// sign-out says why on /signed-out, and signs in again to the page the member was on.

const contexts: BrowserContext[] = [];
async function context(base?: string): Promise<BrowserContext> {
  const opened = await newContext({ width: 1440, height: 900 }, base);
  contexts.push(opened);
  return opened;
}
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((opened) => opened.close()));
});

/** Signs in on the provider's page the portal has sent the browser to. */
async function signInHere(page: Page, username: string): Promise<void> {
  await page.waitForURL(/\/interaction\//, { timeout: 30_000 });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A case number of the member's claims (the one a mail would link to). */
async function aCaseNoOf(username: string): Promise<string> {
  const { page } = await signInWithFunds(await context(), username);
  const claims = await page.evaluate(async () => {
    const response = await fetch('/api/Claims/GetMemberClaims', {
      headers: { apikey: 'af-connect-web' },
    });
    return ((await response.json()) as { claims: { caseNo: string }[] }).claims;
  });
  const caseNo =
    claims.find((claim) => claim.caseNo === 'CLM00000003')?.caseNo ?? claims[0]?.caseNo;
  if (!caseNo) throw new Error(`${username} has no claim`);
  return caseNo;
}

describe('a page opened while signed out', () => {
  it('is where the member lands after signing in: a claim, with its search', async () => {
    const caseNo = await aCaseNoOf('hybrid@demo.local');
    const page = await (await context()).newPage();
    const asked = `/claims/${caseNo}?from=mail`;
    await page.goto(asked);
    // The server's redirect names the page; the sign-in carries it.
    await signInHere(page, 'hybrid@demo.local');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === asked, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: `Claim ${caseNo}` }).waitFor();
  });

  it('is where the member lands after signing in: a fund’s page', async () => {
    const { funds } = await signInWithFunds(await context(), 'institutional@demo.local');
    const schemeNumber = funds[0]?.schemeNumber ?? '';
    const page = await (await context()).newPage();
    await page.goto(`/fund-details/${schemeNumber}`);
    expect(new URL(page.url()).pathname).not.toBe(`/fund-details/${schemeNumber}`);
    await signInHere(page, 'institutional@demo.local');
    await page.waitForURL((url) => url.pathname === `/fund-details/${schemeNumber}`, {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('never sends the member to another site: a foreign next ends on the dashboard', async () => {
    const page = await (await context()).newPage();
    await page.goto(`/login?next=${encodeURIComponent('//example.com/claims')}`);
    await signInHere(page, 'retail@demo.local');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    expect(new URL(page.url()).host).toBe(new URL(inject('baseUrl')).host);
  });
});

// A server of its own with short timings: idle 3 s, then a 6 s countdown.
describe('an idle sign-out', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await startPortalServer({
      SESSION_IDLE_MINUTES: '0.05',
      SESSION_WARNING_MINUTES: '0.1',
      WEB_DIST: inject('webDist'),
    });
  });
  afterAll(async () => server?.stop());

  it('says why on /signed-out, and signs in again to the page the member was on', async () => {
    const page = await (await context(server.baseUrl)).newPage();
    await page.goto('/statements-and-documents?tab=tax-certificates');
    await signInHere(page, 'institutional@demo.local');
    await page.waitForURL(
      (url) =>
        url.pathname === '/statements-and-documents' && url.search === '?tab=tax-certificates',
      { timeout: 30_000 },
    );
    await page.getByRole('tab', { name: 'Tax certificates', selected: true }).waitFor();

    // Left alone: warned, then signed out to the page that says why.
    await page.waitForURL((url) => url.pathname === '/signed-out', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'You have been signed out' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(
      'You were signed out because there was no activity for 9 seconds, to keep your information safe.',
    );
    await expectNoAxeViolations(page);
    const session = await page.evaluate(async () => {
      const response = await fetch('/auth/session', { headers: { apikey: 'af-connect-web' } });
      return (await response.json()) as { authenticated: boolean };
    });
    expect(session.authenticated).toBe(false);

    await page.getByRole('link', { name: 'Sign in again' }).click();
    await signInHere(page, 'institutional@demo.local');
    await page.waitForURL(
      (url) =>
        url.pathname === '/statements-and-documents' && url.search === '?tab=tax-certificates',
      { timeout: 30_000 },
    );
    await page.getByRole('tab', { name: 'Tax certificates', selected: true }).waitFor();
  });

  it('only says the member has been signed out when there is no note', async () => {
    const page = await (await context(server.baseUrl)).newPage();
    await page.goto('/signed-out');
    await page.getByRole('heading', { level: 1, name: 'You have been signed out' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('You have been signed out.');
  });
});
