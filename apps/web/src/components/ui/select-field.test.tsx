import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import {
  COUNTRY_SELECT_PLACEHOLDER,
  SELECT_PLACEHOLDER,
  SelectField,
  filterSelectOptions,
} from './select-field';
import type { SelectOption } from './select-field';

const RELATIONSHIPS: SelectOption[] = [
  { value: '1', label: 'Spouse' },
  { value: '2', label: 'Life partner' },
  { value: '3', label: 'Child' },
  { value: '4', label: 'Stepchild' },
];
const COUNTRIES: SelectOption[] = [
  { value: 'ZA', label: 'South Africa', callingCode: '27', countryCode: 'ZA' },
  { value: 'NA', label: 'Namibia', callingCode: '264', countryCode: 'NA' },
  { value: 'GB', label: 'United Kingdom', callingCode: '44', countryCode: 'GB' },
];

describe('filterSelectOptions', () => {
  it('matches a substring of the text, ignoring case', () => {
    expect(filterSelectOptions(RELATIONSHIPS, 'CHILD').map((o) => o.label)).toEqual([
      'Child',
      'Stepchild',
    ]);
    expect(filterSelectOptions(RELATIONSHIPS, 'part').map((o) => o.label)).toEqual([
      'Life partner',
    ]);
  });

  it('matches the named filter fields too', () => {
    const fields = ['label', 'callingCode', 'countryCode'] as const;
    expect(filterSelectOptions(COUNTRIES, '26', fields).map((o) => o.value)).toEqual(['NA']);
    expect(filterSelectOptions(COUNTRIES, 'gb', fields).map((o) => o.value)).toEqual(['GB']);
    // Without the field, the calling code does not match.
    expect(filterSelectOptions(COUNTRIES, '264')).toEqual([]);
  });

  it('keeps every option for a blank search', () => {
    expect(filterSelectOptions(RELATIONSHIPS, '  ')).toHaveLength(4);
  });
});

function Relationship({ kind }: { kind?: 'standard' | 'country' }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SelectField
        label={kind === 'country' ? 'Country' : 'Relationship'}
        options={kind === 'country' ? COUNTRIES : RELATIONSHIPS}
        value={value}
        onChange={setValue}
        kind={kind}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('SelectField', () => {
  it('shows the default placeholder, filters as the member types and selects', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Relationship />);

    const input = screen.getByRole('combobox', { name: 'Relationship' });
    expect(input.getAttribute('placeholder')).toBe(SELECT_PLACEHOLDER);
    expect(input.getAttribute('maxlength')).toBe('50');

    await user.type(input, 'chi');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Child', 'Stepchild']);

    await user.click(screen.getByRole('option', { name: 'Stepchild' }));
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it("says 'No Data' when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Relationship />);

    await user.type(screen.getByRole('combobox', { name: 'Relationship' }), 'zzz');

    expect(await screen.findByText('No Data')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('uses the country placeholder and finds a country by its calling code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Relationship kind="country" />);

    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input.getAttribute('placeholder')).toBe(COUNTRY_SELECT_PLACEHOLDER);
    await user.type(input, '44');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['United Kingdom']);
  });
});
