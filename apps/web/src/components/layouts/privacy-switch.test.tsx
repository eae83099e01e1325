import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AMOUNT_PRIVACY_STORAGE_KEY } from '@portal/domain/member';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { CurrencyInput } from '@/components/ui/currency-input';
import { HIDDEN_AMOUNT, Money, useMoney } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { SiteHeader } from './site-header';

// Issue 17's privacy switch: one header control hides every rand amount ('R •••••'), is kept in
// this browser, is announced politely, and leaves what a member types in forms alone.

afterEach(() => {
  window.localStorage.clear();
  setAmountsHidden(false);
});

const account = {
  fullName: 'Thandi Mokoena',
  initials: 'TM',
  onLogout: () => {},
  isLoggingOut: false,
};

function Figures() {
  const money = useMoney();
  return (
    <main>
      <p data-testid="fund-value">
        <Money rand={1234567.89} />
      </p>
      <p data-testid="sentence">{`Savings pot available: ${money.cents(250_000)}`}</p>
      <TextInput label="Notes" defaultValue="R 500 for books" />
      <CurrencyInput label="Withdrawal amount" value="2000" onChange={() => {}} />
      <CurrencyInput label="Income" value="" placeholder="R 0.00" onChange={() => {}} />
    </main>
  );
}

function renderPage() {
  return renderWithProviders(
    <>
      <SiteHeader portalName="Fund Portal" homeHref="/dashboard" account={account} />
      <Figures />
    </>,
  );
}

describe('privacy switch', () => {
  it('hides every amount on the page and shows them again, announcing each change', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Hide amounts' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('fund-value').textContent).toBe('R\u00a01\u00a0234\u00a0567.89');
    expect(screen.getByTestId('sentence').textContent).toBe(
      'Savings pot available: R\u00a02\u00a0500.00',
    );
    const status = document.querySelector('header [role="status"][aria-live="polite"]');
    if (!status) throw new Error('The switch has no live region');
    expect(status.textContent).toBe('');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('fund-value').textContent).toBe(HIDDEN_AMOUNT);
    expect(screen.getByTestId('sentence').textContent).toBe('Savings pot available: R •••••');
    // Not covered up: the figures are gone from the page.
    expect(document.body.textContent).not.toContain('1 234 567.89');
    expect(document.body.textContent).not.toContain('2 500.00');
    expect(status.textContent).toBe('Amounts hidden');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('fund-value').textContent).toBe('R\u00a01\u00a0234\u00a0567.89');
    expect(status.textContent).toBe('Amounts shown');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Hide amounts' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('is remembered in this browser: a new page starts with amounts hidden', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Hide amounts' }));
    // Kept in a cookie, which the server reads to draw the page hidden (DESIGN §1c).
    expect(document.cookie).toContain(`${AMOUNT_PRIVACY_STORAGE_KEY}=true`);
    first.unmount();

    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Hide amounts' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('fund-value').textContent).toBe(HIDDEN_AMOUNT);
    // Nothing is announced for the state a page opens in.
    expect(screen.queryByText('Amounts hidden')).toBeNull();
  });

  it('follows a change made in another tab', async () => {
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Hide amounts' });
    // The other tab sets the browser's cookie and writes local storage, which tells this tab.
    document.cookie = `${AMOUNT_PRIVACY_STORAGE_KEY}=true; Path=/`;
    window.localStorage.setItem(AMOUNT_PRIVACY_STORAGE_KEY, 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: AMOUNT_PRIVACY_STORAGE_KEY }));
    expect(await screen.findByText(HIDDEN_AMOUNT)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('never hides what the member types in a form', async () => {
    const user = userEvent.setup();
    renderPage();
    const notes = screen.getByLabelText('Notes') as HTMLInputElement;
    await user.clear(notes);
    await user.type(notes, 'R 750 a month');
    await user.click(await screen.findByRole('switch', { name: 'Hide amounts' }));
    expect(notes.value).toBe('R 750 a month');
    const amount = screen.getByRole('textbox', { name: /Withdrawal amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('R\u00a02\u00a0000.00');
    await user.clear(notes);
    await user.type(notes, 'R 900');
    expect(notes.value).toBe('R 900');
  });

  it("hides a currency field's example amount, which is not what the member typed", async () => {
    const user = userEvent.setup();
    renderPage();
    const income = screen.getByRole('textbox', { name: 'Income' });
    expect(income.getAttribute('placeholder')).toBe('R 0.00');
    await user.click(await screen.findByRole('switch', { name: 'Hide amounts' }));
    expect(income.getAttribute('placeholder')).toBe(HIDDEN_AMOUNT);
    await user.click(screen.getByRole('switch', { name: 'Hide amounts' }));
    expect(income.getAttribute('placeholder')).toBe('R 0.00');
  });

  it('is only offered to a signed-in member', () => {
    renderWithProviders(<SiteHeader portalName="Fund Portal" homeHref="/dashboard" />);
    expect(screen.queryByRole('switch', { name: 'Hide amounts' })).toBeNull();
  });
});
