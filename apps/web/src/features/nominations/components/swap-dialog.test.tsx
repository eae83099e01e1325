import { STALE_NOMINATION_MESSAGE } from '@portal/contract/nomination';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aBeneficiary, aNomination, nominationResponse } from '../testing/nomination-fixtures';
import { SWAP_FAILED_MESSAGE, SwapDialog } from './swap-dialog';

afterEach(() => vi.unstubAllGlobals());

// Funeral beneficiaries are considered in row order; Swap exchanges two of them (spec 1 §4).
const funeral = aNomination({
  nominationTypeId: 1,
  version: 7,
  beneficiaries: [
    aBeneficiary({ nomineeIdentifier: 2, firstName: 'Bea', name: 'Bea', surname: 'Smith' }),
    aBeneficiary({ nomineeIdentifier: 1, firstName: 'Alan', name: 'Alan', surname: 'Jones' }),
    aBeneficiary({ nomineeIdentifier: 3, firstName: 'Cara', name: 'Cara', surname: 'Ndlovu' }),
  ],
});

function renderDialog(answer: unknown) {
  const calls = stubApi({
    'GET /api/Nomination': nominationResponse([funeral]),
    'POST /api/Nomination/swap': answer,
  });
  const onClose = vi.fn();
  renderWithProviders(<SwapDialog nomination={funeral} opened onClose={onClose} />);
  return { calls, onClose };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SwapDialog', { timeout: 30_000 }, () => {
  it('lists the beneficiaries in row order and swaps the two chosen with the version read', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = renderDialog({ success: true, version: 8 });
    expect(await screen.findByRole('dialog', { name: 'Swap beneficiaries' })).toBeTruthy();
    const swap = screen.getByRole('button', { name: 'Swap' });
    expect(swap.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose both beneficiaries to swap.').id).toBe(
      swap.getAttribute('aria-describedby'),
    );

    await user.click(screen.getByRole('combobox', { name: 'First beneficiary' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1. Alan Jones',
      '2. Bea Smith',
      '3. Cara Ndlovu',
    ]);
    await user.click(screen.getByRole('option', { name: '1. Alan Jones' }));
    // The same beneficiary twice is not a swap.
    await choose(user, 'Second beneficiary', '1. Alan Jones');
    expect(screen.getByRole('button', { name: 'Swap' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose two different beneficiaries to swap.')).toBeTruthy();
    await choose(user, 'Second beneficiary', '3. Cara Ndlovu');
    expect(screen.queryByText(/to swap\.$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Swap' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((call) => call.url.includes('/api/Nomination/swap'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      membership: { caseMbrKey: 'CMK1', nominationTypeId: 1, version: 7 },
      nomineeIdentifiers: [1, 3],
    });
  });

  it('says the list changed elsewhere on a 409 and stays open; Cancel sends nothing more', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = renderDialog(() =>
      jsonResponse({ success: false, code: 'CONFLICT', message: STALE_NOMINATION_MESSAGE }, 409),
    );
    await choose(user, 'First beneficiary', '2. Bea Smith');
    await choose(user, 'Second beneficiary', '3. Cara Ndlovu');
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText(STALE_NOMINATION_MESSAGE)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url.includes('/api/Nomination/swap'))).toHaveLength(1);
  });

  it('gives the general failure text for any other error', async () => {
    const user = userEvent.setup();
    renderDialog(() => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500));
    await choose(user, 'First beneficiary', '1. Alan Jones');
    await choose(user, 'Second beneficiary', '2. Bea Smith');
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText(SWAP_FAILED_MESSAGE)).toBeTruthy();
  });
});
