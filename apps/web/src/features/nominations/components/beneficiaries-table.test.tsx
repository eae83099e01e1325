import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// spec 3 §2.11: names, share, relationship and type sort; the rows stay in nomineeIdentifier
// order (spec 1 §2.7) until the member clicks a header.
describe('BeneficiariesTable sorting', () => {
  function renderThree(nominationTypeId: 1 | 2) {
    const nomination = aNomination({
      nominationTypeId,
      beneficiaries: [
        aBeneficiary({ nominationTypeId, nomineeIdentifier: 1, name: 'Alan', allocation: 50 }),
        aBeneficiary({ nominationTypeId, nomineeIdentifier: 2, name: 'zola', allocation: 12.5 }),
        aBeneficiary({ nominationTypeId, nomineeIdentifier: 3, name: 'Bea', allocation: 37.5 }),
      ],
    });
    renderWithProviders(<NominationBeneficiaries nomination={nomination} memberName="Ronald" />);
    return userEvent.setup();
  }
  const table = () => screen.getByRole('table');
  const header = (name: string) => within(table()).getByRole('columnheader', { name });
  const rows = () =>
    within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );

  it('sorts by share and by name from the headers, ascending first', async () => {
    const user = renderThree(2);
    expect(rows().map((row) => row[0])).toEqual(['Alan', 'zola', 'Bea']);
    for (const name of ['First name', 'Surname', 'Allocation', 'Relationship', 'Type'])
      expect(within(header(name)).getByRole('button', { name })).toBeTruthy();
    for (const name of ['ID number', 'Actions'])
      expect(within(header(name)).queryByRole('button')).toBeNull();

    await user.click(within(header('Allocation')).getByRole('button'));
    expect(rows().map((row) => row[2])).toEqual(['12.50%', '37.50%', '50.00%']);
    expect(header('Allocation').getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header('Allocation')).getByRole('button'));
    expect(rows().map((row) => row[2])).toEqual(['50.00%', '37.50%', '12.50%']);

    await user.click(within(header('First name')).getByRole('button'));
    expect(rows().map((row) => row[0])).toEqual(['Alan', 'Bea', 'zola']);
    expect(header('First name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Allocation').getAttribute('aria-sort')).toBeNull();
  });

  it('keeps each funeral row’s place in the order of consideration (#) through a sort', async () => {
    const user = renderThree(1);
    expect(rows().map((row) => [row[0], row[1]])).toEqual([
      ['1', 'Alan'],
      ['2', 'zola'],
      ['3', 'Bea'],
    ]);
    await user.click(within(header('Allocation')).getByRole('button'));
    expect(rows().map((row) => [row[0], row[1]])).toEqual([
      ['2', 'zola'],
      ['3', 'Bea'],
      ['1', 'Alan'],
    ]);
  });
});
