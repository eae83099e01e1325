import { screen, within } from '@testing-library/react';
import type { ClaimAllowed, ClaimDetails, ClaimSummary } from '@portal/contract/claims';
import type { TaxCertificate } from '@portal/contract/tax-certificates';
import { USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFundDetails, transactionsResponse } from '@/features/fund-details/testing/fixtures';
import { stubApi } from '@/testing/api-stub';
import {
  aPortalConfig,
  aProfile,
  aRetailFund,
  allFeatures,
  signedInSession,
} from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { createRoutes } from '../router';

// A retail product's savings withdrawal on the real routes (spec 1 §2.1 keeps Claims for
// institutional and hybrid members): the product's page with its pots and its withdrawals, the
// wizard under the product's page, the claim's progress there with its payment letter and tax
// certificate, and the Claims pages still closed to the retail view.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const SCHEME = 'R 7/1';
const ENCODED = encodeURIComponent(SCHEME);

const retailAnnuity = aFundDetails({
  overview: {
    name: 'AF Retirement Annuity',
    totalValue: 500000,
    available: 30000,
    notAvailable: 10000,
    savings: 84679.62,
    retirement: 375320.38,
  },
  fund: {
    schemeNumber: SCHEME,
    fullProductName: 'AF Retirement Annuity',
    productTypeCategory: 'Retail',
    isRetail: true,
    twoPotIndicator: 'Y',
  },
});

function aPot(overrides: Partial<ClaimAllowed> = {}): ClaimAllowed {
  return {
    schemeNumber: SCHEME,
    caseMemberKey: 'CM7',
    fundName: 'AF Retirement Annuity',
    membershipNumber: 'RA-0001',
    savingsPot: 84679.62,
    priceDate: '2025-05-30',
    isAllowed: true,
    reason: null,
    refusal: null,
    blockingCaseNo: null,
    minimumAmount: 2000,
    maximumAmount: 84679.62,
    ...overrides,
  };
}

function aClaim(overrides: Partial<ClaimSummary> = {}): ClaimSummary {
  return {
    caseNo: 'CLM00000077',
    claimType: 5,
    claimTypeDescription: 'Retail savings withdrawal claim',
    status: 'Paid',
    statusDescription: 'Paid',
    fundName: 'AF Retirement Annuity',
    schemeNumber: SCHEME,
    membershipNumber: 'RA-0001',
    submittedDate: '2025-05-20',
    lastUpdated: '2025-05-22T09:00:00.000Z',
    grossAmount: 2500,
    netAmount: 1682.5,
    canCancel: false,
    ...overrides,
  };
}

function claimDetails(overrides: Partial<ClaimSummary> = {}): ClaimDetails {
  return {
    ...aClaim(overrides),
    feeAmount: 250,
    taxAmount: 567.5,
    estimatedTax: null,
    directiveNumber: 'DIR-1',
    declineReason: null,
    paidDate: '2025-05-22',
    savingsWithdrawal: { savingsPotAfter: 82179.62, nextWithdrawalFrom: '2026-03-01' },
    bankAccount: { bankName: 'Absa', accountType: 'Cheque', accountNumberMasked: '•••• 4567' },
    documents: [],
    history: [
      {
        status: 'Submitted',
        statusDescription: 'Submitted',
        at: '2025-05-20T07:00:00.000Z',
        note: null,
      },
      { status: 'Paid', statusDescription: 'Paid', at: '2025-05-22T07:00:00.000Z', note: null },
    ],
  };
}

const certificate: TaxCertificate = {
  id: 'cert-77',
  certificateType: 'LumpSum',
  documentType: 'Lump sum tax certificate',
  title: 'Lump sum tax certificate CLM00000077',
  fileName: 'lump-sum-CLM00000077.pdf',
  taxYear: '2026',
  taxYearStart: '2025-03-01',
  taxYearEnd: '2026-02-28',
  publishedDate: '2025-05-22',
  schemeNumber: SCHEME,
  productName: 'AF Retirement Annuity',
  membershipNumber: 'RA-0001',
  sarsSourceCode: '3926',
  totalContributions: null,
  lumpSum: {
    incomeSourceCode: '3926',
    taxSourceCode: '4102',
    payeReference: '7000000000',
    taxReference: '2273851499',
    caseNo: 'CLM00000077',
    directiveNumber: 'DIR-1',
    paidDate: '2025-05-22',
    grossAmount: 2500,
    feeAmount: 250,
    taxAmount: 567.5,
    taxDebtAmount: 0,
    netAmount: 1682.5,
  },
  annuityIncome: null,
  investmentIncome: null,
};

function stubRetailMember(extra: Record<string, unknown> = {}) {
  window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, 'Retail');
  return stubApi({
    'GET /api/Config': aPortalConfig({ features: allFeatures(true) }),
    'GET /auth/session': signedInSession,
    'GET /api/Profile/GetProfileDetails': {
      success: true,
      profile: aProfile({ userType: 'Retail' }),
    },
    'GET /api/Fund/Internal': {
      success: true,
      internalFunds: [aRetailFund({ schemeNumber: SCHEME })],
    },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    [`GET /api/Fund/GetFundDetails/${ENCODED}`]: retailAnnuity,
    [`GET /api/Fund/GetFundDetails/${ENCODED}/TransactionDetails`]: transactionsResponse([]),
    'GET /api/Claims/CheckClaimAllowed': { success: true, memberships: [aPot()] },
    'GET /api/Claims/GetClaimDraft': { success: true, draft: null },
    'GET /api/Claims/GetMemberClaims': { success: true, claims: [aClaim()] },
    'GET /api/Claims/GetClaimDetails': { success: true, claim: claimDetails() },
    'GET /api/Claims/GetPaymentLetters': {
      success: true,
      paymentLetters: [
        {
          fileId: 'letter-77',
          fileName: 'payment-letter-CLM00000077.pdf',
          title: 'Payment letter – Retail savings withdrawal claim CLM00000077',
          paymentDate: '2025-05-22',
          netAmount: 1682.5,
        },
      ],
    },
    'GET /api/TaxCertificates/GetHistoricalTaxCertificates': {
      success: true,
      details: [certificate],
      yearOptions: ['2026'],
      products: [{ schemeNumber: SCHEME, productName: 'AF Retirement Annuity' }],
    },
    ...extra,
  });
}

describe('a retail two-pot product’s page', () => {
  it('shows its pots and its savings withdrawals, leading to the wizard and the claim', async () => {
    stubRetailMember();
    renderRoutes(createRoutes(), { initialPath: `/fund-details/${ENCODED}` });
    const pots = await screen.findByRole('list', { name: 'Two-pot components' });
    expect(within(pots).getByText('Savings: R 84 679.62')).toBeTruthy();
    expect(within(pots).getByText('Retirement: R 375 320.38')).toBeTruthy();
    expect(within(pots).getByText('Vested: R 40 000.00')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Savings withdrawals' });
    expect(await within(section).findByText('In your savings pot at 30 May 2025')).toBeTruthy();
    expect(within(section).getByText('R 84 679.62')).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: 'Withdraw from your savings pot' })
        .getAttribute('href'),
    ).toBe(`/fund-details/${ENCODED}/savings-withdrawal`);
    expect(
      within(section).getByRole('link', { name: 'Claim CLM00000077' }).getAttribute('href'),
    ).toBe(`/fund-details/${ENCODED}/claims/CLM00000077`);
  });
});

describe('the retail savings withdrawal', () => {
  it('opens the wizard under the product’s page, which leads back to it', async () => {
    stubRetailMember();
    renderRoutes(createRoutes(), { initialPath: `/fund-details/${ENCODED}/savings-withdrawal` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Savings withdrawal' }),
    ).toBeTruthy();
    expect(await screen.findByText('Savings pot available: R 84 679.62')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your identity' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Product details' }).getAttribute('href')).toBe(
      `/fund-details/${ENCODED}`,
    );
  });

  it('says why no withdrawal can be made now, with the way back to the product', async () => {
    stubRetailMember({
      'GET /api/Claims/CheckClaimAllowed': {
        success: true,
        memberships: [
          aPot({
            isAllowed: false,
            refusal: 'already-withdrawn-this-tax-year',
            reason: 'You have already made a savings withdrawal from this fund in this tax year.',
          }),
        ],
      },
    });
    renderRoutes(createRoutes(), { initialPath: `/fund-details/${ENCODED}/savings-withdrawal` });
    expect(
      await screen.findByText(
        'You have already made a savings withdrawal from this fund in this tax year.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your product' }).getAttribute('href')).toBe(
      `/fund-details/${ENCODED}`,
    );
  });

  it('sends an employer fund’s withdrawal to Claims', async () => {
    stubRetailMember({
      [`GET /api/Fund/GetFundDetails/${ENCODED}`]: aFundDetails({ fund: { schemeNumber: SCHEME } }),
    });
    renderRoutes(createRoutes(), { initialPath: `/fund-details/${ENCODED}/savings-withdrawal` });
    expect(await screen.findByRole('heading', { name: 'This is an employer fund' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Make the savings withdrawal under Claims' })
        .getAttribute('href'),
    ).toBe(`/claims/savings-withdrawal/${ENCODED}`);
  });

  it('keeps the Claims pages closed to the retail view', async () => {
    stubRetailMember();
    renderRoutes(createRoutes(), { initialPath: `/claims/savings-withdrawal/${ENCODED}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your claims' })).toBeTruthy();
    expect(screen.queryByText('Savings pot available: R 84 679.62')).toBeNull();
  });
});

describe('the retail claim’s page', () => {
  it('follows the claim under the product, with its payment letter and tax certificate', async () => {
    stubRetailMember();
    renderRoutes(createRoutes(), { initialPath: `/fund-details/${ENCODED}/claims/CLM00000077` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim CLM00000077' }),
    ).toBeTruthy();
    const letter = await screen.findByRole('region', { name: 'Payment letter' });
    expect(
      await within(letter).findByRole('button', { name: /^Download Payment letter/ }),
    ).toBeTruthy();
    const tax = screen.getByRole('region', { name: 'Tax certificate' });
    expect(
      await within(tax).findByRole('button', { name: /^Download Lump sum tax certificate/ }),
    ).toBeTruthy();
    expect(within(tax).getByText(/net R 1 682\.50/)).toBeTruthy();
  });

  it('finds no claim of another product at the product’s address', async () => {
    stubRetailMember({
      'GET /api/Claims/GetClaimDetails': {
        success: true,
        claim: claimDetails({ schemeNumber: 'OTHER' }),
      },
    });
    renderRoutes(createRoutes(), { initialPath: `/fund-details/${ENCODED}/claims/CLM00000077` });
    expect(await screen.findByText('We could not find this claim.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Payment letter' })).toBeNull();
  });
});
