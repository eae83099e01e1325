import type { SafeNoticeHtml } from '@portal/contract/notice';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ErrorPanel } from './error-panel';
import { InlineError } from './inline-error';
import { NotificationBanner } from './notification-banner';
import { ProgressBar, wholePercent } from './progress-bar';
import { SectionHeader } from './section-header';
import { Stepper } from './stepper';

describe('InlineError', () => {
  it("titles an error 'Error!' and a warning 'Warning!' by default", () => {
    renderWithProviders(
      <>
        <InlineError message="Something went wrong. Please try again later." />
        <InlineError variant="warning" message="Check your details." />
        <InlineError title="Failed" message="With a title of its own." size="large" />
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Error!Something went wrong. Please try again later.',
      'Warning!Check your details.',
      'FailedWith a title of its own.',
    ]);
    expect(alerts[2]?.getAttribute('data-size')).toBe('large');
  });

  it('offers a close button only when it can be closed', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <InlineError message="Closable" onClose={onClose} />
        <InlineError message="Not closable" />
      </>,
    );
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ErrorPanel', () => {
  it.each([
    ['small', '10rem'],
    ['medium', '15rem'],
    ['large', '20rem'],
    ['auto', 'auto'],
  ] as const)('is %s: at least %s high', (height, css) => {
    const { container } = renderWithProviders(
      <ErrorPanel
        title="Something went wrong"
        message="Something went wrong fetching your beneficiaries. Please try logging in later."
        height={height}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong fetching your beneficiaries. Please try logging in later.',
      ),
    ).toBeTruthy();
    const panel = container.querySelector(`[data-height="${height}"]`) as HTMLElement;
    expect(panel.style.minHeight || 'auto').toContain(css === 'auto' ? 'auto' : css);
  });
});

describe('Stepper', () => {
  it("reads 'STEP n OF m'", () => {
    renderWithProviders(<Stepper current={2} total={4} />);
    const text = screen.getByText(/step/i);
    expect(text.textContent).toBe('Step 2 of 4');
    // Shown upper case by style: 'STEP 2 OF 4'.
    expect(getComputedStyle(text).textTransform).toBe('uppercase');
  });
});

describe('ProgressBar', () => {
  it('shows a whole-number percentage inside the bar from the 30 % threshold', () => {
    renderWithProviders(<ProgressBar value={66.6} label="Goal reached" />);
    const bar = screen.getByRole('progressbar', { name: 'Goal reached' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(within(bar).getByText('67%')).toBeTruthy();
  });

  it('shows the percentage beside a bar under 30 %', () => {
    renderWithProviders(<ProgressBar value={12.4} label="Goal reached" />);
    const bar = screen.getByRole('progressbar', { name: 'Goal reached' });
    expect(within(bar).queryByText('12%')).toBeNull();
    expect(screen.getByText('12%')).toBeTruthy();
  });

  it.each([
    [-5, 0],
    [29.5, 30],
    [100.4, 100],
  ])('rounds %s to %s', (value, expected) => {
    expect(wholePercent(value)).toBe(expected);
  });
});

describe('SectionHeader', () => {
  it('heads a section with a title, a description and actions', () => {
    renderWithProviders(
      <SectionHeader
        title="Investments and policies"
        description="Your products"
        actions={<button type="button">Add</button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Investments and policies' }),
    ).toBeTruthy();
    expect(screen.getByText('Your products')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});

describe('NotificationBanner', () => {
  it('shows the title and the notice’s sanitised HTML as markup, under a labelled region', () => {
    // The server sanitises notices (apps/api/src/modules/notice/notice-html.test.ts).
    const html =
      '<p>Read <strong>this</strong> <a href="https://example.test" target="_blank" rel="noopener noreferrer">here</a>.</p>' as SafeNoticeHtml;
    renderWithProviders(<NotificationBanner title="Two-pot retirement system" html={html} />);
    const region = screen.getByRole('region', { name: 'Two-pot retirement system' });
    expect(region.textContent).toContain('Read this here.');
    expect(within(region).getByText('this').tagName).toBe('STRONG');
    expect(within(region).getByRole('link', { name: 'here' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });
});
