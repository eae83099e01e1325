import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { isWaiting } from '../goal-calculators/goal-calculator-stubs';
import { STARTING_DEPOSIT_HINT } from '../goal-calculators/goal-calculator-texts';
import { JUST_INVEST_ERROR_MESSAGE, JustInvestModal } from './just-invest-modal';

const PROPOSAL = 'POST /api/Goals/CreateProposal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openModal() {
  const onClose = vi.fn();
  renderWithProviders(<JustInvestModal opened onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Just invest' });
  return { dialog, onClose };
}

describe('JustInvestModal', () => {
  it('shows the field rules once touched and changed, and keeps Start investment disabled', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { dialog } = await openModal();
    const start = within(dialog).getByRole('button', { name: 'Start investment' });
    expect(isWaiting(start)).toBe(true);
    expect(within(dialog).getByText('To start, fill in Investment name.')).toBeTruthy();

    const name = within(dialog).getByRole('textbox', { name: /Investment name/ });
    await user.type(name, 'A');
    expect(within(dialog).queryByText(/at least 2 characters/)).toBeNull();
    await user.tab();
    expect(
      await within(dialog).findByText('Investment name must be at least 2 characters long'),
    ).toBeTruthy();
    await user.clear(name);
    await user.type(name, '   ');
    expect(
      await within(dialog).findByText(
        'Investment name cannot consist only of whitespace characters',
      ),
    ).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /Once-off contribution/ }), '50');
    await user.tab();
    expect(
      await within(dialog).findByText('Once-off contribution must be 0 or at least 100'),
    ).toBeTruthy();
    expect(isWaiting(start)).toBe(true);
  });

  it('creates a just-saving proposal, opens its link in a new tab and closes', async () => {
    const calls = stubApi({
      [PROPOSAL]: { success: true, redirectUrl: 'http://localhost/proposals/p-9' },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const { dialog, onClose } = await openModal();

    await user.type(within(dialog).getByRole('textbox', { name: /Investment name/ }), 'Nest egg');
    const start = within(dialog).getByRole('button', { name: 'Start investment' });
    // The once-off contribution may be left blank (it counts as 0).
    await waitFor(() => expect(isWaiting(start)).toBe(false));
    await user.click(start);

    // The member is asked first; Cancel sends nothing and leaves the form as it was.
    const consent = await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' });
    expect(
      within(consent).getByText(
        'An adviser will contact you about this investment. Do you want us to pass your details to an adviser?',
      ),
    ).toBeTruthy();
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pass your details to an adviser?' })).toBeNull(),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(window.open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /Investment name/ })).toHaveProperty(
      'value',
      'Nest egg',
    );

    await user.click(start);
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' }),
      ).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('http://localhost/proposals/p-9'));
    expect(tab.opener).toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      goalCategory: 5,
      goalName: 'Nest egg',
      isTarget: false,
      startingDeposit: 0,
    });
  });

  it('shows the closable just invest error on a failure and changes nothing else', async () => {
    stubApi({
      [PROPOSAL]: () => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    const { dialog, onClose } = await openModal();

    const name = within(dialog).getByRole('textbox', { name: /Investment name/ });
    await user.type(name, 'Nest egg');
    await user.type(within(dialog).getByRole('textbox', { name: /Once-off contribution/ }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Start investment' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Pass your details to an adviser?' }),
      ).getByRole('button', { name: 'Confirm' }),
    );

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(JUST_INVEST_ERROR_MESSAGE);
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(name).toHaveProperty('value', 'Nest egg');

    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('shows that the investment name is required once typed and emptied again', async () => {
    stubApi({});
    const user = userEvent.setup();
    const { dialog } = await openModal();

    const name = within(dialog).getByRole('textbox', { name: /Investment name/ });
    await user.type(name, 'Nest egg');
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Investment name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('explains the once-off contribution with the goal calculators’ tooltip', async () => {
    stubApi({});
    const { dialog } = await openModal();
    const hint = within(dialog).getByRole('button', { name: 'About the once-off contribution' });
    expect(hint.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(hint.getAttribute('aria-describedby')!)?.textContent).toBe(
      STARTING_DEPOSIT_HINT,
    );
  });
});
