import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, linksFrom, signedIn, visit, visitFundDetails } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the retail member’s products (the rest of the retail member's pages: every-page-retail-more).

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('retail: dashboard, each product and its tabs, a savings withdrawal', async () => {
    const page = await signedIn('retail@demo.local');
    await visit(page, '/dashboard');
    const funds = await linksFrom(page, '/fund-details/');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    // The retirement annuity's savings withdrawal, opened from its page (the only two-pot one).
    const withdrawals: string[] = [];
    for (const fund of funds) {
      await visitFundDetails(page, fund);
      withdrawals.push(...(await linksFrom(page, `${fund}/savings-withdrawal`)));
    }
    expect(withdrawals).toHaveLength(1);
    for (const address of withdrawals) await visit(page, address, 'Savings withdrawal');
  });
});
