import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DATE_PLACEHOLDER, DateField, parseDisplayDate } from './date-field';
import { TextAreaField } from './text-area-field';
import { TOGGLE_TRACK_TEXT, Toggle } from './toggle';

function Notes({ maxLength }: { maxLength?: number }) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Notes" value={value} onChange={setValue} maxLength={maxLength} />;
}

function Consent({ variant }: { variant?: 'standard' | 'full' }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Toggle label="With residence" checked={checked} onChange={setChecked} variant={variant} />
      <output>{String(checked)}</output>
    </>
  );
}

describe('TextAreaField', () => {
  it("counts the characters as 'n/1000'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Notes />);

    expect(screen.getByText('0/1000')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Hello');
    expect(screen.getByText('5/1000')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('maxlength')).toBe('1000');
  });

  it('stops at its limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Notes maxLength={5} />);

    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Hello world');
    expect(screen.getByText('5/5')).toBeTruthy();
  });
});

describe('Toggle', () => {
  it('reports a boolean', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Consent />);

    await user.click(screen.getByRole('switch', { name: 'With residence' }));
    expect(screen.getByRole('status').textContent).toBe('true');
    await user.click(screen.getByRole('switch', { name: 'With residence' }));
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('shows No, then Yes once switched on, on the full variant', async () => {
    renderWithProviders(<Consent variant="full" />);
    expect(screen.getByText('No')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'With residence' }));
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.queryByText('No')).toBeNull();
  });

  it('writes No and Yes in colours that contrast with the track, and its label as a field label', async () => {
    renderWithProviders(<Consent variant="full" />);
    const trackOf = (text: string) =>
      screen.getByText(text).closest<HTMLElement>('.mantine-Switch-track')!;
    expect(trackOf('No').style.getPropertyValue('--switch-text-color')).toBe(TOGGLE_TRACK_TEXT.off);
    expect(screen.getByText('With residence').style.fontSize).toBe('var(--mantine-font-size-sm)');
    await userEvent.click(screen.getByRole('switch', { name: 'With residence' }));
    expect(trackOf('Yes').style.getPropertyValue('--switch-text-color')).toBe(TOGGLE_TRACK_TEXT.on);
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['31/05/2025', '2025-05-31'],
    ['1/2/2024', '2024-02-01'],
    ['29-02-2024', '2024-02-29'],
    ['29/02/2025', null],
    ['2025-05-31', null],
    ['yesterday', null],
  ])('%j → %j', (text, iso) => {
    expect(parseDisplayDate(text)).toBe(iso);
  });
});

describe('DateField', () => {
  function Birthday({ variant }: { variant: 'standard' | 'input' | 'non-editable' }) {
    const [value, setValue] = useState<string | null>('2025-05-31');
    return (
      <>
        <DateField
          label="Date of birth"
          value={value}
          onChange={setValue}
          variant={variant}
          maxDate="2025-06-30"
        />
        <output>{value ?? 'none'}</output>
      </>
    );
  }

  it('shows the date as dd/mm/yyyy and takes typed dates in that form (input variant)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Birthday variant="input" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Date of birth' });

    expect(input.value).toBe('31/05/2025');
    expect(input.getAttribute('placeholder')).toBe(DATE_PLACEHOLDER);
    await user.clear(input);
    await user.type(input, '14/03/1985');
    await user.tab();
    expect(screen.getByRole('status').textContent).toBe('1985-03-14');
  });

  it('picks from a calendar (standard variant) with the placeholder dd/mm/yyyy', () => {
    renderWithProviders(<Birthday variant="standard" />);
    const button = screen.getByRole('button', { name: 'Date of birth' });
    expect(button.textContent).toBe('31/05/2025');
  });
});
