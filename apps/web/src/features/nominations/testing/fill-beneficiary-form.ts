import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills the beneficiary form in the open modal with a valid adult beneficiary at 100 % (the ID
 * number fills the date of birth) and saves it, which shows the allocation panel.
 */
export async function fillAndSaveBeneficiary(user: UserEvent, dialog: HTMLElement) {
  const form = within(dialog);
  await user.type(await form.findByLabelText(/^First name/), 'Naledi');
  await user.type(form.getByLabelText(/^Surname/), 'Dlamini');
  for (const [label, option] of [
    [/^Title/, 'Mr'],
    [/^Relationship/, 'Spouse'],
    [/^Beneficiary type/, 'Nominee'],
  ] as const) {
    await user.click(form.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  }
  await user.type(form.getByRole('textbox', { name: /^ID number/ }), '8001015009087');
  await user.type(form.getByLabelText('Email address'), 'naledi@example.co.za');
  await user.type(form.getByLabelText(/^Share percentage/), '100');
  await user.click(form.getByRole('button', { name: 'Save' }));
  await form.findByRole('heading', { name: 'Allocation' });
}
