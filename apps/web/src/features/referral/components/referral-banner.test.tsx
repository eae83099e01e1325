import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ReferralBanner } from './referral-banner';

afterEach(() => vi.unstubAllGlobals());

describe('ReferralBanner', { timeout: 30_000 }, () => {
  it('waits for the profile before Refer now, and links the terms in a new window', () => {
    stubApi({});
    renderWithProviders(
      <ReferralBanner
        firstName={undefined}
        isStaff={false}
        termsUrl="https://example.test/terms"
      />,
    );
    expect(screen.getByText('Good things are better shared')).toBeTruthy();
    expect(screen.getByText('Receive a coffee on us!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refer now' })).toHaveProperty('disabled', true);
    const terms = screen.getByRole('link', { name: /terms and conditions/ });
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('href')).toBe('https://example.test/terms');
  });

  it('is hidden for staff members', () => {
    stubApi({});
    renderWithProviders(<ReferralBanner firstName="Sipho" isStaff termsUrl={undefined} />);
    expect(screen.queryByText('Good things are better shared')).toBeNull();
  });

  it('thanks the member by first name (large layout: a modal)', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/Campaigns/CreateReferralLead': { success: true } });
    renderWithProviders(
      <ReferralBanner layout="large" firstName="Ronald" isStaff={false} termsUrl={undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Refer now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(dialog.textContent).toContain('Hi Ronald');
    expect(dialog.textContent).toContain('WhatsApp and email');
    expect(calls.find((call) => call.url.includes('CreateReferralLead'))?.body).toMatchObject({
      campaignType: 0,
    });
  });

  it("opens the large layout's modal loading, and only Close closes it", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'POST /api/Campaigns/CreateReferralLead': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(
      <ReferralBanner layout="large" firstName="Ronald" isStaff={false} termsUrl={undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Refer now' }));
    const loading = await screen.findByRole('dialog', { name: 'Referring…' });
    expect(loading.querySelector('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    answer(jsonResponse({ success: false }));
    const failed = await screen.findByRole('dialog', { name: 'Failed to refer!' });
    expect(failed.textContent).toContain('Something went wrong with your referral.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the referral failed (normal layout: over the bar)', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/Campaigns/CreateReferralLead': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<ReferralBanner firstName="Ronald" isStaff={false} termsUrl={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Refer now' }));
    expect(await screen.findByText('Failed to refer!')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Something went wrong with your referral.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Good things are better shared')).toBeTruthy();
  });
});
