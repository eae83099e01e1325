import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BREADCRUMB_SCROLL_DELAY_MS, Breadcrumbs } from './breadcrumbs';
import { ExitNoticeModal } from './exit-notice-modal';
import { TOAST_AUTO_CLOSE_MS, showToast } from './toast';

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
});

describe('showToast', () => {
  it.each([
    ['Success', 'Download successful!', 'Your report is ready.'],
    ['Error', 'Download failed!', 'Please try again later.'],
    ['Default', 'Thank you', 'Your changes will be reflected when you login again.'],
  ] as const)('shows a %s toast with its title and message', async (type, title, message) => {
    renderWithProviders(<p>page</p>);
    act(() => {
      showToast({ type, title, message });
    });
    const toast = (await screen.findByText(title)).closest('[data-toast-type]');
    expect(toast?.getAttribute('data-toast-type')).toBe(type);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('closes by itself after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>page</p>);
    act(() => {
      showToast({ type: 'Success', title: 'Saved', message: 'Done.' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 500);
    });
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('closes by its close button', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      showToast({ title: 'Note', message: 'Something to know.' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Note')).toBeNull());
  });
});

describe('Breadcrumbs', () => {
  it('starts at Home (the dashboard) and marks the current page', () => {
    renderWithProviders(
      <Breadcrumbs
        items={[
          { name: 'Investments and policies', url: '/dashboard', scrollTo: 'investments' },
          { name: 'Unapproved Life cover', url: '/unapproved-life-cover' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.textContent).toBe('HomeInvestments and policiesUnapproved Life cover');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('Unapproved Life cover').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Unapproved Life cover' })).toBeNull();
  });

  it('scrolls the named element into the middle, smoothly, 100 ms after following the link', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const target = document.createElement('section');
    target.id = 'investments';
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.appendChild(target);
    const { router } = renderWithProviders(
      <Breadcrumbs
        items={[
          { name: 'Investments and policies', url: '/dashboard', scrollTo: 'investments' },
          { name: 'Unapproved Life cover', url: '/unapproved-life-cover' },
        ]}
      />,
      { initialPath: '/unapproved-life-cover', routes: [{ path: '/dashboard', element: null }] },
    );

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('link', { name: 'Investments and policies' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(BREADCRUMB_SCROLL_DELAY_MS);
    });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    target.remove();
  });
});

describe('ExitNoticeModal', () => {
  function Leaving() {
    const [opened, setOpened] = useState(true);
    return (
      <ExitNoticeModal
        opened={opened}
        onClose={() => setOpened(false)}
        portalName="AF Connect"
        hubUrl="https://hub.example.test"
        pageName="Dashboard"
        productName="AF Investment Plan"
      />
    );
  }

  it('says where the member goes, with Stay and no close button', async () => {
    renderWithProviders(<Leaving />);
    const dialog = await screen.findByRole('dialog', { name: "You're now leaving AF Connect" });
    expect(dialog.textContent).toContain('redirected to our partner hub');
    expect(dialog.textContent).toContain(
      'logged out of AF Connect automatically if you do not return within a few minutes',
    );
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.dataLayer).toEqual([]);
  });

  it('opens the hub in a new tab, tracks the flyover and closes', async () => {
    renderWithProviders(<Leaving />);
    const link = await screen.findByRole('link', { name: 'Go to the partner hub' });
    expect(link.getAttribute('href')).toBe('https://hub.example.test');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);

    expect(window.dataLayer).toEqual([
      {
        event: 'glacier_flyover_event',
        page_name: 'Dashboard',
        product_name: 'AF Investment Plan',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
