import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, linksFrom, signedIn, visit, visitFundDetails } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the retail member’s dashboard, its savings withdrawal and every other product with its tabs
// (the products between: every-page-retail-products; its other pages: every-page-retail-more).

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('retail: dashboard, a savings withdrawal, the first, third … product and its tabs', async () => {
    const page = await signedIn('retail@demo.local');
    await visit(page, '/dashboard');
    const funds = await linksFrom(page, '/fund-details/');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    // The retirement annuity's savings withdrawal, opened from its page (the only two-pot one).
    const withdrawals: string[] = [];
    for (const fund of funds) {
      await page.goto(fund);
      withdrawals.push(...(await linksFrom(page, `${fund}/savings-withdrawal`)));
    }
    expect(withdrawals).toHaveLength(1);
    for (const address of withdrawals) await visit(page, address, 'Savings withdrawal');
    for (const fund of funds.filter((_, index) => index % 2 === 0))
      await visitFundDetails(page, fund);
  });
});
