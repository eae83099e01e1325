import { afterEach, describe, expect, it } from 'vitest';
import { closeMember, linksFrom, signedIn, visit, visitFundDetails } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the institutional member’s dashboard and fund (its other pages: every-page-institutional-more).

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('institutional: dashboard, a fund and its tabs, change investments', async () => {
    const page = await signedIn('institutional@demo.local');
    await visit(page, '/dashboard');
    const funds = await linksFrom(page, '/fund-details/');
    expect(funds.length).toBeGreaterThanOrEqual(2);
    await visitFundDetails(page, funds[0]!);
    // Change investments for the fund (its switch options and history).
    await visit(page, `${funds[0]!}/switch`, 'Change investments');
  });
});
