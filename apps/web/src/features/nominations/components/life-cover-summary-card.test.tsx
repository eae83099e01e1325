import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aPortalConfig, allFeatures } from '@/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { fillAndSaveBeneficiary } from '../testing/fill-beneficiary-form';
import {
  aNomination,
  lifeCoverPoliciesResponse,
  nominationResponse,
  valueSetsResponse,
} from '../testing/nomination-fixtures';
import { InvestmentsAndPolicies } from './investments-and-policies';
import { BENEFICIARIES_ERROR_MESSAGE } from '../utils/display';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const emptyLifeNomination = aNomination({
  key: 'Unapproved Life Cover',
  nominationTypeId: 3,
  caseMbrKey: 'LCM1',
  beneficiaries: [],
});

function renderCard(nominationAnswer: unknown) {
  stubApi({
    // spec 1 §4: the policies load when their flag is on.
    'GET /api/Config': aPortalConfig({ features: { ...allFeatures(false), policies: true } }),
    'GET /api/Fund/GetInternalPolicies': lifeCoverPoliciesResponse(),
    'GET /api/Nomination': nominationAnswer,
    'GET /api/Nomination/valuesets/all': valueSetsResponse,
    'POST /api/Nomination/processNomination': { success: true, version: 4 },
  });
  renderWithProviders(
    <InvestmentsAndPolicies
      canManageBeneficiaries
      isFuneralCoverOn={false}
      isLifeCoverOn
      referral={<p>Referral slot</p>}
    />,
  );
}

async function card() {
  const title = await screen.findByRole('heading', { name: 'Unapproved life cover' });
  return title.closest('article') as HTMLElement;
}

// spec 1 §2.5 life cover summary card.
describe('LifeCoverSummaryCard', () => {
  // spec 1 §4 list view state: a failed load is Error, not NoData.
  it('says the beneficiaries could not be fetched when loading them fails, with no chip', async () => {
    renderCard(() => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500));
    const article = await card();
    expect(await within(article).findByText(BENEFICIARIES_ERROR_MESSAGE)).toBeTruthy();
    expect(within(article).queryByText('No beneficiaries nominated yet.')).toBeNull();
    expect(within(article).queryByText(/\d+ beneficiar(y|ies)$/)).toBeNull();
    expect(within(article).queryByRole('button', { name: 'Add' })).toBeNull();
  });

  it('shows the referral banner in the success section after adding from the card', async () => {
    const user = userEvent.setup();
    renderCard(nominationResponse([emptyLifeNomination]));
    const article = await card();
    expect(await within(article).findByText('No beneficiaries nominated yet.')).toBeTruthy();
    await user.click(within(article).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage beneficiaries' });
    await fillAndSaveBeneficiary(user, dialog);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(within(dialog).getByText('Referral slot')).toBeTruthy();
  });
});
