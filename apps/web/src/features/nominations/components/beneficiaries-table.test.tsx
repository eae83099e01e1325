import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setViewportWidth } from '@/testing/render';
import { aBeneficiary, aNomination } from '../testing/nomination-fixtures';
import { NominationBeneficiaries } from './nomination-beneficiaries';

function renderNomination(nominationTypeId: 1 | 2 | 3) {
  const nomination = aNomination({
    nominationTypeId,
    beneficiaries: [aBeneficiary({ nominationTypeId })],
  });
  renderWithProviders(<NominationBeneficiaries nomination={nomination} memberName="Ronald" />);
  return nomination;
}

function headers(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

afterEach(() => setViewportWidth(1024, 768));

// spec 1 §2.7: the approved cover table has its own columns; the other products keep the list's.
describe('BeneficiariesTable columns', () => {
  it('gives an approved (retirement) nomination the approved cover table columns', () => {
    renderNomination(2);
    expect(headers()).toEqual([
      'First name',
      'Surname',
      'Allocation',
      'Relationship',
      'ID number',
      'Type',
      'Actions',
    ]);
  });

  it('puts the approved table’s actions first on a phone, then the details in column order', () => {
    setViewportWidth(375);
    const nomination = renderNomination(2);
    const card = within(
      screen.getByRole('list', { name: `Beneficiaries of ${nomination.key}` }),
    ).getByRole('listitem');
    const menu = within(card).getByRole('button', { name: 'Actions for Alan Pollock' });
    const name = within(card).getByText('Alan Pollock');
    expect(menu.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(Array.from(card.querySelectorAll('dt')).map((term) => term.textContent)).toEqual([
      'Allocation',
      'Relationship',
      'ID number',
      'Type',
    ]);
  });

  it('keeps the list columns for unapproved life cover', () => {
    renderNomination(3);
    expect(headers()).toEqual([
      'First name',
      'Surname',
      'Allocation',
      'Relationship',
      'Type',
      'ID number',
      'Actions',
    ]);
  });

  it('adds the leading row number for funeral cover', () => {
    renderNomination(1);
    expect(headers()).toEqual([
      '#',
      'First name',
      'Surname',
      'Allocation',
      'Relationship',
      'Type',
      'ID number',
      'Actions',
    ]);
  });
});
