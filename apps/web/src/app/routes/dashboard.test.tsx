import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalFund } from '@portal/contract/fund';
import { inputsFromWire } from '@portal/contract/calls/projection';
import { totalToWire } from '@portal/contract/projection';
import { formatRand } from '@portal/domain/money';
import { projectRetirement, totalOf } from '@portal/domain/projection';
import { USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import {
  aFund,
  aPortalConfig,
  aProfile,
  aRetailFund,
  allFeatures,
  signedInSession,
} from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import {
  aTaxCertificate,
  historicalTaxCertificatesResponse,
} from '@/features/documents/testing/fixtures';
import { fillAndSaveBeneficiary } from '@/features/nominations/testing/fill-beneficiary-form';
import {
  aNomination,
  lifeCoverPoliciesResponse,
  nominationResponse,
  valueSetsResponse,
} from '@/features/nominations/testing/nomination-fixtures';
import { aFundProjection, anAssumptions } from '@/features/projection/testing/projection-fixtures';
import { createRoutes } from '../router';

// The dashboard's ways into the beneficiary pages (spec 1 §4 "show manage beneficiaries") and its
// large referral card (spec 3 §2.9), on the real dashboard route.

// Whole-app renders whose modals load their code on first open: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const ALL_ON = allFeatures(true);
const LIFE_COVER_POLICIES = lifeCoverPoliciesResponse();
const INSTITUTIONAL = aFund();
const RETAIL = aRetailFund();

function stubMember(
  userType: 'Institutional' | 'Hybrid' | 'Retail',
  funds: InternalFund[],
  extra: Parameters<typeof stubApi>[0] = {},
  flags: Partial<typeof ALL_ON> = {},
) {
  return stubApi({
    'GET /api/Config': aPortalConfig({
      features: { ...aPortalConfig().features, ...ALL_ON, ...flags },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: funds },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile({ userType }) },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Fund/GetInternalPolicies': { success: true, policies: [], nobCovers: [] },
    ...extra,
  });
}

async function investments() {
  const heading = await screen.findByRole('heading', { name: 'Investments and policies' });
  return heading.closest('section') as HTMLElement;
}

describe('dashboard', () => {
  it('offers manage beneficiaries to a hybrid member in the institutional view', async () => {
    stubMember('Hybrid', [INSTITUTIONAL, RETAIL]);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await investments();
    expect(within(section).getByRole('link', { name: 'Manage beneficiaries' })).toBeTruthy();
  });

  it('judges a hybrid member in the retail view as retail: no manage beneficiaries', async () => {
    window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, 'Retail');
    stubMember('Hybrid', [INSTITUTIONAL, RETAIL]);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    await screen.findByRole('heading', { name: 'AF Investment Plan' });
    expect(
      await screen.findByRole('heading', { name: 'Good things are better shared' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage beneficiaries' })).toBeNull();
  });

  it('shows the large referral card, but not to staff members', async () => {
    stubMember('Institutional', [INSTITUTIONAL]);
    const first = renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Good things are better shared' });
    expect(within(card).getByRole('button', { name: 'Refer now' })).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();

    stubMember('Institutional', [aFund({ sourceSystemName: 'STAFF' })]);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    await investments();
    expect(screen.queryByText('Good things are better shared')).toBeNull();
  });

  // spec 1 §4 "Data loading": policies load when their flag is on.
  it('asks for no policies while their flag is off, and shows no cover', async () => {
    const calls = stubMember(
      'Institutional',
      [INSTITUTIONAL],
      { 'GET /api/Fund/GetInternalPolicies': LIFE_COVER_POLICIES },
      { policies: false },
    );
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await investments();
    expect(calls.some((call) => call.url.startsWith('/api/Fund/GetInternalPolicies'))).toBe(false);
    expect(within(section).queryByRole('heading', { name: 'Unapproved life cover' })).toBeNull();
  });

  // spec 1 §2.5: the success section offers the referral banner, also after an Add from the card.
  it('shows the referral banner after adding a beneficiary from the life cover card', async () => {
    const user = userEvent.setup();
    stubMember('Institutional', [INSTITUTIONAL], {
      'GET /api/Fund/GetInternalPolicies': LIFE_COVER_POLICIES,
      'GET /api/Nomination': nominationResponse([
        aNomination({ nominationTypeId: 3, caseMbrKey: 'LCM1', beneficiaries: [] }),
      ]),
      'GET /api/Nomination/valuesets/all': valueSetsResponse,
      'POST /api/Nomination/processNomination': { success: true, version: 4 },
    });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const title = await screen.findByRole('heading', { name: 'Unapproved life cover' });
    const card = title.closest('article') as HTMLElement;
    await user.click(await within(card).findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage beneficiaries' });
    await fillAndSaveBeneficiary(user, dialog);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: 'Refer now' })).toBeTruthy();
  });
});

describe('the tax certificates notice', () => {
  const notice = {
    navigationType: 'Dashboard',
    sourceSystem: ['GLACIER_AFCONNECT_WEB'],
    categoryTitleToDisplay: 'Tax certificates',
    htmlContent: '<p>Your tax certificates are ready to download.</p>',
  };
  const notices = { 'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [notice] } };
  const TFSA = aRetailFund({
    schemeNumber: 'R3003',
    membershipNumber: 'R-334455',
    fullproductname: 'AF Tax Free Savings Account',
  });
  /** The member's tax certificates: one of each scheme number given. */
  const certificatesOf = (...schemeNumbers: string[]) => ({
    'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse(
      schemeNumbers.map((schemeNumber, index) =>
        aTaxCertificate({ id: `tc-${index}`, schemeNumber }),
      ),
    ),
  });

  async function noticeSection() {
    const heading = await screen.findByRole('heading', { name: 'Tax certificates' });
    return heading.closest('section') as HTMLElement;
  }

  it('leads an institutional or hybrid member to the tax certificates on the Documents page', async () => {
    stubMember('Hybrid', [INSTITUTIONAL, RETAIL], notices);
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const link = within(await noticeSection()).getByRole('link', {
      name: 'View your tax certificates',
    });
    expect(link.getAttribute('href')).toBe('/statements-and-documents?tab=tax-certificates');
  });

  it('leads a retail member only to the pages of the products holding a certificate', async () => {
    stubMember('Retail', [RETAIL, TFSA], { ...notices, ...certificatesOf(TFSA.schemeNumber) });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await noticeSection();
    expect(within(section).queryByRole('link', { name: 'View your tax certificates' })).toBeNull();
    const link = within(section).getByRole('link', { name: TFSA.fullproductname });
    expect(link.getAttribute('href')).toBe(
      `/fund-details/${encodeURIComponent(TFSA.schemeNumber)}?documents`,
    );
    // The investment plan bears no tax certificate: its page would list none.
    expect(within(section).queryByRole('link', { name: RETAIL.fullproductname })).toBeNull();
  });

  it('points nowhere when no page the member can open lists a certificate', async () => {
    // A hybrid member in the retail view whose only certificate is on the employer fund.
    window.sessionStorage.setItem(USER_TYPE_STORAGE_KEY, 'Retail');
    stubMember('Hybrid', [INSTITUTIONAL, RETAIL], {
      ...notices,
      ...certificatesOf(INSTITUTIONAL.schemeNumber),
    });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await noticeSection();
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });
});

describe('the Retirement income card', () => {
  const fund = aFundProjection();
  const answer = {
    success: true,
    projections: [fund],
    notProjected: [],
    total: totalToWire(totalOf([projectRetirement(inputsFromWire(fund.inputs))])),
    assumptions: anAssumptions(),
  };

  async function card() {
    const heading = await screen.findByRole('heading', { level: 2, name: 'Retirement income' });
    return heading.closest('section') as HTMLElement;
  }

  it('gives GET /api/Projection’s total income a month, linking to the projection page', async () => {
    stubMember('Institutional', [INSTITUTIONAL], { 'GET /api/Projection': answer });
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await card();
    const total = answer.total.scenarios[1]?.monthlyIncome ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(
      within(section).getByText(formatRand(Math.round(total * 100)).replace(/\u00a0/g, ' ')),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: fund.productName }).getAttribute('href')).toBe(
      `/retirement-projection?fund=${fund.schemeNumber}`,
    );
  });

  it('links nowhere while the projection page’s flag is off', async () => {
    stubMember(
      'Institutional',
      [INSTITUTIONAL],
      { 'GET /api/Projection': answer },
      { retirementProjection: false },
    );
    renderRoutes(createRoutes(), { initialPath: '/dashboard' });
    const section = await card();
    expect(within(section).getByText(fund.productName)).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });
});
