import { STALE_NOMINATION_MESSAGE } from '@portal/contract/nomination';
import type { ProductNomination } from '@portal/contract/nomination';
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

type RenderOptions = {
  nomination?: ProductNomination;
  valueSetsAnswer?: () => Response;
};

function renderModal(
  journey: NominationJourney,
  saveAnswer?: () => Response,
  { nomination = twoRows, valueSetsAnswer }: RenderOptions = {},
) {
  const calls = stubApi({
    'GET /api/Nomination/valuesets/all': valueSetsAnswer ?? valueSetsResponse,
    'GET /api/Nomination': nominationResponse([nomination]),
    'POST /api/Nomination/processNomination': saveAnswer ?? { success: true, version: 4 },
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ManageBeneficiariesModal
      journey={journey}
      nomination={nomination}
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
    // A disabled Submit says why, visibly and as its description.
    const reason = () =>
      document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(reason()).toBe('The shares must add up to 100% before you can submit.');
    fireEvent.change(screen.getByLabelText('Share for Alan Pollock'), { target: { value: '100' } });
    expect(await screen.findByText('You have assigned 100% of the available 100%')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Tick the consent box to submit.').id).toBe(
      submit.getAttribute('aria-describedby'),
    );
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toHaveProperty('disabled', false);
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Tick the consent box to submit.')).toBeNull();
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
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' })),
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByLabelText('Email address')).toHaveProperty(
      'value',
      'new@example.co.za',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)));
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

  // Keyboard focus follows the modal's sections (spec 1 §2.5, §4): it never falls to the page.
  it('moves focus into each new section: form, panel, confirmations, success', async () => {
    const user = userEvent.setup();
    renderModal({ kind: 'edit', nomineeIdentifier: 2 });
    const firstName = await screen.findByLabelText(/^First name/);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'bea@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const allocation = await screen.findByRole('heading', { name: 'Allocation' });
    await waitFor(() => expect(document.activeElement).toBe(allocation));

    await user.click(screen.getByRole('button', { name: 'Delete Alan Pollock' }));
    await screen.findByText('Do you want to delete this Beneficiary?');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Allocation' })),
    );

    await user.keyboard('{Escape}');
    await screen.findByText('Do you want to cancel (editing) this information?');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' })),
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Allocation' })),
    );

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('heading', { name: 'Success!' });
    await waitFor(() => expect(document.activeElement).toBe(success));
  });

  it('opens an Add with focus on the first field, not the close button', async () => {
    renderModal({ kind: 'add' });
    const firstName = await screen.findByLabelText(/^First name/);
    await waitFor(() => expect(document.activeElement).toBe(firstName));
  });

  // spec 1 §4: after the save only the nomination is fetched again; the value sets are kept.
  it('saves without refetching the value sets, so their failure cannot fail the save', async () => {
    const user = userEvent.setup();
    let valueSetCalls = 0;
    renderModal({ kind: 'delete', nomineeIdentifier: 2 }, undefined, {
      valueSetsAnswer: () => {
        valueSetCalls += 1;
        return valueSetCalls === 1
          ? jsonResponse(valueSetsResponse)
          : jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.change(screen.getByLabelText('Share for Alan Pollock'), { target: { value: '100' } });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(valueSetCalls).toBe(1);
  });

  // spec 1 §4: funeral cover adds only when empty or by Replace; its Edit never adds a row.
  it('offers no Add beneficiary and no Delete in a funeral Edit', async () => {
    const user = userEvent.setup();
    const funeral = aNomination({
      nominationTypeId: 1,
      beneficiaries: twoRows.beneficiaries.map((row) => ({ ...row, nominationTypeId: 1 })),
    });
    renderModal({ kind: 'edit', nomineeIdentifier: 1 }, undefined, { nomination: funeral });
    const email = await screen.findByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'alan@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Allocation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Bea Smith' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});
