import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { aBeneficiary, aNomination } from '../testing/nomination-fixtures';
import { NominationActions } from './nomination-actions';

// spec 1 §2.7, §4: which journeys a nomination offers.
describe('NominationActions', () => {
  it('offers Add and the report for an unrestricted retirement nomination', () => {
    renderWithProviders(
      <NominationActions nomination={aNomination()} onOpen={vi.fn()} onSwap={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /^Add beneficiary for/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /PDF|report/i })).toBeTruthy();
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

  it('offers nothing for a restricted nomination, not even the report', () => {
    const restricted = aNomination();
    restricted.membership = { ...restricted.membership, isRestricted: true };
    renderWithProviders(
      <NominationActions nomination={restricted} onOpen={vi.fn()} onSwap={vi.fn()} />,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
