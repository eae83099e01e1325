import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserType, writeStoredUserType } from '@/lib/user-type';
import { stubApi } from '@/testing/api-stub';
import { aFund, aPortalConfig, aProfile, signedInSession } from '@/testing/fixtures';
import { renderWithProviders, setViewportWidth } from '@/testing/render';
import { ToolsPage } from './tools-page';

const LINKS = aPortalConfig().links;
const FUNDS = { status: 'success', funds: [aFund()] } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  setViewportWidth(1024, 768);
});

/** The member's type comes from the profile (spec 1 §4); a hybrid's view from session storage. */
function stubMember(userType: 'Institutional' | 'Retail' | 'Hybrid') {
  return stubApi({
    'GET /auth/session': signedInSession,
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile({ userType }) },
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
  });
}

/** Shows the resolved view, so a test can wait for it before checking what is hidden. */
function ViewProbe() {
  const userType = useUserType();
  return <output>{userType.status === 'ready' ? `view ${userType.view}` : 'pending'}</output>;
}

function renderPage({
  isRetirementProjectionOn = true,
  links = LINKS,
}: {
  isRetirementProjectionOn?: boolean;
  links?: typeof LINKS;
} = {}) {
  return renderWithProviders(
    <>
      <ToolsPage funds={FUNDS} links={links} isRetirementProjectionOn={isRetirementProjectionOn} />
      <ViewProbe />
    </>,
  );
}

function cardNames(sectionName: string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => {
      const control = within(item).queryByRole('button') ?? within(item).getByRole('link');
      return control.getAttribute('aria-labelledby')
        ? document.getElementById(control.getAttribute('aria-labelledby')!)!.textContent
        : control.textContent;
    });
}

describe('ToolsPage', () => {
  it('shows an institutional member every card, with the subtitles of spec 3 §2.1', async () => {
    stubMember('Institutional');
    renderPage();
    await screen.findByText('view Institutional');

    expect(screen.getByRole('heading', { level: 1, name: 'Tools and calculators' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Tools and calculators')).toBeTruthy();
    expect(cardNames('Investments')).toEqual([
      'Two pot calculator (opens in a new tab)',
      'IRR Calculator',
      'Transaction Summary',
      'Just invest',
      'Retirement projection (opens in a new tab)',
    ]);
    expect(cardNames('Discretionary savings')).toEqual([
      'Wedding calculator',
      'Holiday',
      'Emergency fund',
      'Education',
    ]);

    const irr = screen.getByRole('button', { name: 'IRR Calculator' });
    expect(irr.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Internal Rate of Return')).toBeTruthy();
    expect(screen.getByText('Transaction Summary Calculator')).toBeTruthy();
    expect(screen.getByText('Get the most out of your money')).toBeTruthy();
    expect(screen.getByText('Estimate your retirement income')).toBeTruthy();
    expect(screen.getByText('Investments for wedding costs')).toBeTruthy();
    expect(screen.getByText('Grow funds for a dream holiday')).toBeTruthy();
    expect(screen.getByText('A fund to access in emergency')).toBeTruthy();
    expect(screen.getByText("Plan your child's education")).toBeTruthy();

    const twoPot = screen.getByRole('link', { name: 'Two pot calculator (opens in a new tab)' });
    expect(twoPot.getAttribute('href')).toBe('https://example.test/two-pot');
    expect(twoPot.getAttribute('target')).toBe('_blank');
    expect(twoPot.getAttribute('rel')).toBe('noopener noreferrer');
    const projection = screen.getByRole('link', {
      name: 'Retirement projection (opens in a new tab)',
    });
    expect(projection.getAttribute('href')).toBe('https://example.test/projection');
    expect(projection.getAttribute('target')).toBe('_blank');
  });

  it("opens the portal's own projection and calculator where no address is configured", async () => {
    stubMember('Institutional');
    renderPage({ links: { ...LINKS, twoPotCalculator: null, retirementProjection: null } });
    await screen.findByText('view Institutional');
    expect(cardNames('Investments')).toEqual([
      'Two pot calculator',
      'IRR Calculator',
      'Transaction Summary',
      'Just invest',
      'Retirement projection',
    ]);
    const twoPot = screen.getByRole('link', { name: 'Two pot calculator' });
    expect(twoPot.getAttribute('href')).toBe('/two-pot-calculator');
    expect(twoPot.getAttribute('target')).toBeNull();
    const projection = screen.getByRole('link', { name: 'Retirement projection' });
    expect(projection.getAttribute('href')).toBe('/retirement-projection');
    expect(projection.getAttribute('target')).toBeNull();
    expect(screen.queryByText(/opens in a new tab/)).toBeNull();
  });

  it('links out for one tool and in for the other when only one address is set', async () => {
    stubMember('Institutional');
    renderPage({ links: { ...LINKS, retirementProjection: null } });
    await screen.findByText('view Institutional');
    expect(
      screen
        .getByRole('link', { name: 'Two pot calculator (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://example.test/two-pot');
    expect(screen.getByRole('link', { name: 'Retirement projection' }).getAttribute('href')).toBe(
      '/retirement-projection',
    );
  });

  it('hides Transaction Summary from a retail member', async () => {
    stubMember('Retail');
    renderPage();
    await screen.findByText('view Retail');
    expect(screen.queryByRole('button', { name: 'Transaction Summary' })).toBeNull();
    expect(screen.getByRole('button', { name: 'IRR Calculator' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Just invest' })).toBeTruthy();
  });

  it('shows Transaction Summary to a hybrid member in the institutional view only', async () => {
    stubMember('Hybrid');
    const { unmount } = renderPage();
    await screen.findByText('view Institutional');
    expect(screen.getByRole('button', { name: 'Transaction Summary' })).toBeTruthy();
    unmount();

    // The member switched to the retail view (kept in session storage and in the view's cookie).
    writeStoredUserType('Retail');
    stubMember('Hybrid');
    renderPage();
    await screen.findByText('view Retail');
    expect(screen.queryByRole('button', { name: 'Transaction Summary' })).toBeNull();
  });

  it('hides Retirement projection when its switch is off', async () => {
    stubMember('Institutional');
    renderPage({ isRetirementProjectionOn: false });
    await screen.findByText('view Institutional');
    expect(screen.queryByRole('link', { name: /Retirement projection/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Two pot calculator/ })).toBeTruthy();
  });

  it('explains the tools in the header tooltip, as bullet points', async () => {
    stubMember('Institutional');
    const user = userEvent.setup();
    renderPage();
    await user.hover(screen.getByRole('button', { name: 'About these tools' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(tooltip.textContent).toMatch(/estimates for guidance only/);
  });

  it('opens each modal card in its titled modal, and closes it again', async () => {
    stubMember('Institutional');
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('view Institutional');

    for (const [card, title] of [
      ['Just invest', 'Just invest'],
      ['Transaction Summary', 'Transaction Summary'],
      ['Wedding calculator', 'Wedding calculator'],
      ['Education', 'Education'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: card }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  }, 20_000);
});
