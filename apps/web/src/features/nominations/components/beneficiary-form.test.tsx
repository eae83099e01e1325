import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ValueSetOptions } from '../api/get-value-sets';
import { blankBeneficiaryValues, valuesFromBeneficiary } from '../utils/beneficiary-values';
import { aBeneficiary } from '../testing/nomination-fixtures';
import { BeneficiaryForm } from './beneficiary-form';

const valueSets: ValueSetOptions = {
  titles: [{ value: '1', label: 'Mr' }],
  relationship: [{ value: '1', label: 'Spouse' }],
  beneficiarytype: [{ value: '1', label: 'Nominee' }],
  nominationtype: [],
  actions: [],
  gender: [],
};

function renderForm(props: Partial<Parameters<typeof BeneficiaryForm>[0]> = {}) {
  const onSave = vi.fn();
  renderWithProviders(
    <BeneficiaryForm
      initialValues={blankBeneficiaryValues()}
      kind="standard"
      isEditing={false}
      isApproved={false}
      valueSets={valueSets}
      onSave={onSave}
      onCancel={() => {}}
      onDirtyChange={() => {}}
      {...props}
    />,
  );
  return { onSave };
}

// Generous timeouts: the machine's two cores are shared.
describe('BeneficiaryForm', { timeout: 30_000 }, () => {
  it('explains each beneficiary type where it is chosen, and for a retirement fund that the trustees decide', async () => {
    const user = userEvent.setup();
    renderForm({ isApproved: true });
    const type = await screen.findByRole('combobox', { name: /^Beneficiary type/ });
    const help = screen.getByText('Which type to choose').parentElement?.textContent ?? '';
    expect(help).toContain('A dependant is someone you support or must support by law');
    expect(help).toContain('section 37C of the Pension Funds Act');
    expect(help).toContain('A nominee is someone you choose');
    expect(help).toContain('A beneficiary is a person you name');
    expect(help).toContain('The trustees of the fund decide who receives your death benefit');
    // The field's description is the chosen type's sentence, read with the field.
    const described = () =>
      (type.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(described()).toContain('Each type is explained below');
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Nominee' }));
    await waitFor(() => expect(described()).toContain('A nominee is someone you choose'));
  });

  it('leaves the trustees out for a cover’s nomination', async () => {
    renderForm({ isApproved: false });
    await screen.findByRole('combobox', { name: /^Beneficiary type/ });
    expect(screen.getByText(/A dependant is someone/)).toBeTruthy();
    expect(screen.queryByText(/The trustees of the fund decide/)).toBeNull();
  });

  it('fills the date of birth from an ID number', async () => {
    renderForm();
    const id = await screen.findByRole('textbox', { name: /^ID number/ });
    fireEvent.change(id, { target: { value: '9005170042085' } });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Date of birth/)).toHaveProperty('value', '17/05/1990'),
    );
  });

  it('shows a field error once touched and dirty, and every error after an invalid save', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const firstName = await screen.findByLabelText(/^First name/);
    await user.type(firstName, 'Naledi9');
    await user.tab();
    expect(await screen.findByText('cannot contain numbers or special characters')).toBeTruthy();
    expect(screen.queryByText('Surname is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Surname is required')).toBeTruthy();
    expect(screen.getAllByText('One of the fields is required').length).toBe(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears the passport expiry date and country when ID is chosen again', async () => {
    const user = userEvent.setup();
    const values = valuesFromBeneficiary(
      aBeneficiary({
        identityNumber: null,
        passportNumber: 'ZN1234567',
        expiryDate: '2030-01-01',
        country: 'Zimbabwe',
      }),
    );
    renderForm({ initialValues: values, isEditing: true });
    expect(await screen.findByLabelText(/^Expiry date/)).toHaveProperty('value', '01/01/2030');
    await user.click(screen.getByRole('radio', { name: 'ID number' }));
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(screen.getByLabelText(/^Expiry date/)).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: /^Country of issue/ })).toHaveProperty('value', '');
    expect(screen.getByLabelText(/^Passport number/)).toHaveProperty('value', 'ZN1234567');
  });

  // spec 1 §5: a future date of birth and a past passport expiry are refused with the domain's
  // messages; the date fields keep what was typed so the message can show.
  it('refuses a typed future date of birth with its message', async () => {
    const user = userEvent.setup();
    renderForm();
    const dateOfBirth = await screen.findByLabelText(/^Date of birth/);
    await user.type(dateOfBirth, '01/01/2030');
    await user.tab();
    expect(await screen.findByText('Selection cannot be a future date.')).toBeTruthy();
    expect(dateOfBirth).toHaveProperty('value', '01/01/2030');
    // A refused date does not fill the ID number.
    expect(screen.getByRole('textbox', { name: /^ID number/ })).toHaveProperty('value', '');
  });

  it('refuses a typed passport expiry date in the past with its message', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Passport' }));
    const expiry = screen.getByLabelText(/^Expiry date/);
    await user.type(expiry, '01/01/2020');
    await user.tab();
    expect(await screen.findByText('Expiry date must not be before today')).toBeTruthy();
    expect(expiry).toHaveProperty('value', '01/01/2020');
  });

  it('counts the member notes against 1000 characters', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText('Member notes'), 'Hello');
    expect(screen.getByText('5/1000')).toBeTruthy();
  });
});
