import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InboxBell } from './inbox-bell';

// The header's link to the inbox: its name and badge say the unread count; a live region says
// when the count changes, not the page's first count.

function Bell({ unread }: { unread: number | undefined }) {
  const [count, setCount] = useState(unread);
  return (
    <>
      <InboxBell href="/inbox" unread={count} />
      <button type="button" onClick={() => setCount((value) => (value ?? 0) - 1)}>
        Read one
      </button>
      <button type="button" onClick={() => setCount(5)}>
        Five
      </button>
    </>
  );
}

function badgeText(): string | null {
  return screen.queryByTestId('inbox-badge')?.textContent ?? null;
}

describe('the inbox bell', () => {
  it.each([
    [0, 'Inbox', null],
    [3, 'Inbox, 3 unread', '3'],
    [99, 'Inbox, 99 unread', '99'],
    [120, 'Inbox, 120 unread', '99+'],
    [undefined, 'Inbox', null],
  ])('with %s unread is named %j with the badge %j', async (unread, name, badge) => {
    renderWithProviders(<Bell unread={unread} />);
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/inbox');
    expect(badgeText()).toBe(badge);
    // The badge is drawn for the eye: the name says the count.
    expect(screen.queryByTestId('inbox-badge')?.getAttribute('aria-hidden') ?? 'true').toBe('true');
  });

  it('is reached with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Bell unread={3} />);
    await screen.findByRole('link', { name: 'Inbox, 3 unread' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Inbox, 3 unread' }));
  });

  it('announces a change of the count politely, and not the first count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Bell unread={2} />);
    const status = await screen.findByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Read one' }));
    expect(status.textContent).toBe('1 unread notice');
    expect(screen.getByRole('link', { name: 'Inbox, 1 unread' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Read one' }));
    expect(status.textContent).toBe('No unread notices');
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy();
    expect(badgeText()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Five' }));
    expect(status.textContent).toBe('5 unread notices');
  });
});
