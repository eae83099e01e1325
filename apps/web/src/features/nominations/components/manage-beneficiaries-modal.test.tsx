import { STALE_NOMINATION_MESSAGE } from '@portal/contract/nomination';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import type { NominationJourney } from '../hooks/use-manage-beneficiaries';
import {
  aBeneficiary,
  aNomination,
  nominationResponse,
  valueSetsResponse,
} from '../testing/nomination-fixtures';
import { ManageBeneficiariesModal } from './manage-beneficiaries-modal';

afterEach(() => vi.unstubAllGlobals());

const twoRows = aNomination({
  beneficiaries: [
    aBeneficiary({ nomineeIdentifier: 1, firstName: 'Alan', name: 'Alan', allocation: 60 }),
    aBeneficiary({
      nomineeIdentifier: 2,
      firstName: 'Bea',
      name: 'Bea',
      lastName: 'Smith',
      surname: 'Smith',
      identityNumber: '8001015009087',
      idNumber: '8001015009087',
      dateOfBirth: '1980-01-01',
      allocation: 40,
    }),
  ],
});

function renderModal(journey: NominationJourney, saveAnswer?: () => Response) {
  const calls = stubApi({
    'GET /api/Nomination/valuesets/all': valueSetsResponse,
    'GET /api/Nomination': nominationResponse([twoRows]),
    'POST /api/Nomination/processNomination': saveAnswer ?? { success: true, version: 4 },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ManageBeneficiariesModal
      journey={journey}
      nomination={twoRows}
      memberName="Ronald"
      referral={<p>Referral slot</p>}
      onClose={onClose}
    />,
  );
  return { calls, onClose };
}

describe('ManageBeneficiariesModal', { timeout: 30_000 }, () => {
  it('deletes after confirmation, enables Submit only at 100 % with consent, and succeeds', async () => {
    const user = userEvent.setup();
    const { calls } = renderModal({ kind: 'delete', nomineeIdentifier: 2 });
    expect(await screen.findByText('Do you want to delete this Beneficiary?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have assigned 60% of the available 100%')).toBeTruthy();
    expect(
      screen.getByText('Please increase some of the values or add a new beneficiary'),
    ).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Share for Alan Pollock'), { target: { value: '100' } });
    expect(await screen.findByText('You have assigned 100% of the available 100%')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(
      screen.getByText(/Hi Ronald, Good news! We've successfully recorded and saved/),
    ).toBeTruthy();
    expect(screen.getByText('Referral slot')).toBeTruthy();
    const save = calls.find((call) => call.url.endsWith('processNomination'));
    expect(save?.body).toMatchObject({
      membership: { caseMbrKey: 'CMK1', nominationTypeId: 2, version: 3 },
      consent: true,
      beneficiaries: [
        { action: 'Update', nomineeIdentifier: 1, allocation: 100 },
        { action: 'Delete', nomineeIdentifier: 2 },
      ],
    });
  });

  it('shows the stale-version message when the server answers 409', async () => {
    const user = userEvent.setup();
    renderModal({ kind: 'delete', nomineeIdentifier: 2 }, () =>
      jsonResponse({ success: false, code: 'CONFLICT', message: STALE_NOMINATION_MESSAGE }, 409),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.change(screen.getByLabelText('Share for Alan Pollock'), { target: { value: '100' } });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(STALE_NOMINATION_MESSAGE)).toBeTruthy();
  });

  it('shows the save error for other failures, closable', async () => {
    const user = userEvent.setup();
    renderModal({ kind: 'delete', nomineeIdentifier: 2 }, () =>
      jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.change(screen.getByLabelText('Share for Alan Pollock'), { target: { value: '100' } });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = 'Something went wrong adding your beneficiaries. Please try again later.';
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('asks before closing with unsaved changes: No returns, Yes closes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ kind: 'edit', nomineeIdentifier: 1 });
    const email = await screen.findByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'new@example.co.za');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(
      await screen.findByText('Do you want to cancel (editing) this information?'),
    ).toBeTruthy();
    expect(
      screen.getByText('The information captured will not be saved on your record.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByLabelText('Email address')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes at once when nothing changed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal({ kind: 'add' });
    await screen.findByLabelText(/^First name/);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});
