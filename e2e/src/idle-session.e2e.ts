import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPortalServer, type PortalServer } from './server';
import { expectNoAxeViolations, newContext, signInAs } from './support';

// Spec 1 §4 "Idle and session": a server of its own with short timings (idle 3 s, countdown 30 s:
// long enough for the accessibility check of the warning on a busy machine before Continue),
// two tabs of one browser: the warning shows in both, Continue in one resumes both, and the end of
// the countdown signs both out, to the page that says why.

let server: PortalServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startPortalServer({
    SESSION_IDLE_MINUTES: '0.05',
    SESSION_WARNING_MINUTES: '0.5',
    WEB_DIST: inject('webDist'),
  });
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const TITLE = 'Your session is about to expire';

function warning(page: Page) {
  return page.getByRole('dialog', { name: TITLE });
}

async function secondsLeft(page: Page): Promise<number> {
  return Number(await page.getByTestId('idle-seconds-left').textContent());
}

describe('the idle warning across two tabs', () => {
  it('counts down in both tabs, resumes both on Continue, and signs both out at the end', async () => {
    context = await newContext({ width: 1440, height: 900 }, server.baseUrl);
    const first = await context.newPage();
    await signInAs(first, 'institutional@demo.local');
    await first.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    const second = await context.newPage();
    await second.goto('/dashboard');
    await second.getByRole('heading', { name: 'Your funds' }).waitFor();

    // Both tabs warn once the idle time has passed, counting down in seconds.
    await warning(first).waitFor({ timeout: 15_000 });
    await warning(second).waitFor({ timeout: 15_000 });
    const start = await secondsLeft(second);
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThanOrEqual(30);
    await expect.poll(() => secondsLeft(second), { timeout: 4000 }).toBeLessThan(start);
    await expectNoAxeViolations(first);

    // Continue in the first tab resumes the second as well.
    await first.getByRole('button', { name: 'Continue' }).click();
    await warning(first).waitFor({ state: 'hidden' });
    await warning(second).waitFor({ state: 'hidden', timeout: 5000 });

    // Left alone again: warned again, then both tabs are signed out when the countdown ends, to
    // the page that says why (issue 46).
    await warning(second).waitFor({ timeout: 15_000 });
    for (const page of [first, second]) {
      await page.waitForURL((url) => url.pathname === '/signed-out', { timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name: 'You have been signed out' }).waitFor();
      expect(await page.getByRole('status').textContent()).toContain(
        'You were signed out because there was no activity for 33 seconds, to keep your information safe.',
      );
    }
    const session = await first.evaluate(async () => {
      const response = await fetch('/auth/session', { headers: { apikey: 'af-connect-web' } });
      return (await response.json()) as { authenticated: boolean };
    });
    expect(session.authenticated).toBe(false);
  });

  it('signs every tab out when the member chooses Logout in one', async () => {
    await context?.close();
    context = await newContext({ width: 375, height: 800 }, server.baseUrl);
    const first = await context.newPage();
    await signInAs(first, 'retail@demo.local');
    await first.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    const second = await context.newPage();
    await second.goto('/dashboard');
    await second.getByRole('heading', { name: 'Your funds' }).waitFor();

    await warning(second).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(second);
    await second.getByRole('button', { name: 'Logout' }).click();

    for (const page of [first, second]) {
      await page.waitForURL((url) => url.pathname === '/', { timeout: 60_000 });
    }
  });
});
