import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { aBeneficiary, aNomination } from '../testing/nomination-fixtures';
import { NominationActions, SWAP_NEEDS_TWO } from './nomination-actions';

// spec 1 §2.7, §4: which journeys a nomination offers.
describe('NominationActions', () => {
  it('offers Add and the report for an unrestricted retirement nomination', () => {
    renderWithProviders(
      <NominationActions nomination={aNomination()} onOpen={vi.fn()} onSwap={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /^Add beneficiary for/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /PDF|report/i })).toBeTruthy();
  });

  // spec 1 §2.6 mobile: 'a Beneficiaries heading with Add and download buttons', empty or not;
  // the report of an empty nomination says no beneficiary is appointed.
  it('offers the report for an empty nomination too', () => {
    for (const nominationTypeId of [1, 2, 3] as const) {
      const { unmount } = renderWithProviders(
        <NominationActions
          nomination={aNomination({ nominationTypeId, beneficiaries: [] })}
          onOpen={vi.fn()}
          onSwap={vi.fn()}
        />,
      );
      expect(screen.getByRole('button', { name: /^Add beneficiary for/ })).toBeTruthy();
      expect(
        screen.getByRole('button', {
          name: 'Download beneficiary report (PDF) for AF Umbrella Pension Fund',
        }),
      ).toBeTruthy();
      unmount();
    }
  });

  it('offers Replace and Swap for a funeral nomination with beneficiaries', () => {
    const funeral = aNomination({
      nominationTypeId: 1,
      beneficiaries: [
        aBeneficiary({ nomineeIdentifier: 1 }),
        aBeneficiary({ nomineeIdentifier: 2 }),
      ],
    });
    renderWithProviders(
      <NominationActions nomination={funeral} onOpen={vi.fn()} onSwap={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /^Replace beneficiary for/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Swap beneficiaries for/ })).toBeTruthy();
  });

  it('says why Swap is disabled on a funeral cover with one beneficiary, for screen readers too', () => {
    renderWithProviders(
      <NominationActions
        nomination={aNomination({ nominationTypeId: 1, beneficiaries: [aBeneficiary()] })}
        onOpen={vi.fn()}
        onSwap={vi.fn()}
      />,
    );
    const swap = screen.getByRole('button', { name: /^Swap beneficiaries for/ });
    expect(swap).toHaveProperty('disabled', true);
    const reason = screen.getByText(SWAP_NEEDS_TWO);
    expect(swap.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('offers nothing for a nomination made on a signed form, not even the report', () => {
    const restricted = aNomination();
    restricted.membership = {
      ...restricted.membership,
      isRestricted: true,
      nominationChannel: 'signedForm',
    };
    renderWithProviders(
      <NominationActions nomination={restricted} onOpen={vi.fn()} onSwap={vi.fn()} />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
