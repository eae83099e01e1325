import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, linksFrom, signedIn, visit } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the institutional member’s claims.

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('institutional: claims, each claim, report a death, a savings withdrawal, not found', async () => {
    const page = await signedIn('institutional@demo.local');
    await visit(page, '/claims');
    const claims = (await linksFrom(page, '/claims/')).filter(
      (href) => !href.includes('report-a-death') && !href.includes('savings-withdrawal'),
    );
    expect(claims.length, 'the declined and the cancelled claim').toBeGreaterThanOrEqual(2);
    for (const claim of claims) await visit(page, claim);
    await visit(page, '/claims/report-a-death');
    const withdrawals = await (async () => {
      await page.goto('/claims');
      return linksFrom(page, '/claims/savings-withdrawal/');
    })();
    expect(withdrawals.length).toBeGreaterThan(0);
    await visit(page, withdrawals[0]!);
    await visit(page, '/not-found');
  });
});
