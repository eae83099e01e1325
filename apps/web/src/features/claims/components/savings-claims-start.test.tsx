import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { SavingsClaimsStart } from './savings-claims-start';

// The claims page's savings pots: a fund that cannot be claimed from says why, naming the claim in
// progress that blocks it, with a link to that claim.

afterEach(() => vi.unstubAllGlobals());

const reason =
  'Your retirement claim CLM00000042 on this fund is in progress. It pays out your whole benefit in the fund, your savings pot included, so you cannot make a separate savings withdrawal from this fund.';

describe('SavingsClaimsStart', () => {
  it('names the claim that blocks a withdrawal and links to it', async () => {
    stubApi({
      'GET /api/Claims/CheckClaimAllowed': {
        success: true,
        memberships: [
          {
            schemeNumber: '300001',
            caseMemberKey: 'CM1',
            fundName: 'AF Staff Pension Fund',
            membershipNumber: 'M1',
            savingsPot: 12000,
            priceDate: '2026-05-01',
            isAllowed: false,
            reason,
            refusal: 'exit-claim-in-progress',
            blockingCaseNo: 'CLM00000042',
            minimumAmount: 2000,
            maximumAmount: 12000,
          },
        ],
      },
    });
    renderWithProviders(
      <SavingsClaimsStart
        withdrawalHref={(scheme) => `/claims/savings-withdrawal/${scheme}`}
        reportDeathHref="/claims/report-a-death"
        claimHref={(caseNo) => `/claims/${caseNo}`}
      />,
    );
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View claim CLM00000042' }).getAttribute('href')).toBe(
      '/claims/CLM00000042',
    );
    expect(screen.queryByRole('link', { name: /Make a savings withdrawal/ })).toBeNull();
  });
});
