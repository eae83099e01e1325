import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, linksFrom, signedIn, visitFundDetails } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the retail member’s second, fourth … product with its tabs (the others: every-page-retail).

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('retail: the second, fourth … product and its tabs', async () => {
    const page = await signedIn('retail@demo.local');
    await page.goto('/dashboard');
    const funds = await linksFrom(page, '/fund-details/');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    for (const fund of funds.filter((_, index) => index % 2 === 1))
      await visitFundDetails(page, fund);
  });
});
