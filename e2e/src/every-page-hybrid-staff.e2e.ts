import { afterEach, describe, expect, it } from 'vitest';
import { expectScreenHolds, settle } from './screen-checks';
import { closeMember, linksFrom, signedIn, visit, visitFundDetails } from './every-page-support';

// Every member page on a phone and a laptop (every-page-support.ts):
// the hybrid member’s two views and the staff member.

afterEach(closeMember);

describe('every member page on a phone and a laptop', () => {
  it('hybrid and staff: both views, a paid claim, a claim waiting for its directive', async () => {
    const page = await signedIn('hybrid@demo.local');
    await visit(page, '/dashboard');
    await page.getByRole('banner').getByText('Retail', { exact: true }).click();
    await expect.poll(() => page.getByRole('banner').getAttribute('data-view')).toBe('Retail');
    await settle(page);
    await expectScreenHolds(page, 'hybrid dashboard, retail view');
    await page.getByRole('banner').getByText('Institutional', { exact: true }).click();
    await expect
      .poll(() => page.getByRole('banner').getAttribute('data-view'))
      .toBe('Institutional');
    await visit(page, '/claims');
    for (const claim of (await linksFrom(page, '/claims/CLM')).slice(0, 1))
      await visit(page, claim);

    const staff = await signedIn('staff@demo.local');
    await visit(staff, '/dashboard');
    const funds = await linksFrom(staff, '/fund-details/');
    await visitFundDetails(staff, funds[0]!);
    await visit(staff, '/claims');
    const claims = await linksFrom(staff, '/claims/CLM');
    expect(claims.length).toBeGreaterThan(0);
    await visit(staff, claims[0]!);
  });
});
