import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DETAILS_CHANGED_MESSAGE } from '@portal/contract/calls/details-confirmation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aConfirmation } from '../testing/details-confirmation-fixtures';
import { DetailsConfirmationCard } from './details-confirmation-card';

// Issue 49 point 6: the dashboard's yearly question whether the contact details and beneficiaries
// are still right: what it shows, the confirmation sent with what was shown, the thanks with the
// next date, details changed meanwhile shown again, and nothing when not asked.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const GET = 'GET /api/Profile/GetDetailsConfirmation';
const CONFIRM = 'POST /api/Profile/ConfirmDetails';

function renderCard(
  { beneficiariesHref }: { beneficiariesHref?: string } = {
    beneficiariesHref: '/manage-beneficiaries',
  },
) {
  renderWithProviders(
    <DetailsConfirmationCard
      profileHref="/profile-details"
      beneficiariesHref={beneficiariesHref}
    />,
    { initialPath: '/dashboard' },
  );
}

describe('the yearly confirmation of contact details and beneficiaries', () => {
  it('shows what is to be confirmed, sends what was shown, and thanks with the next date', async () => {
    const calls = stubApi({
      [GET]: { success: true, confirmation: aConfirmation() },
      [CONFIRM]: {
        success: true,
        confirmation: aConfirmation({
          isDue: false,
          lastConfirmedOn: '2026-12-01',
          nextDueOn: '2027-12-01',
        }),
      },
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Are your details still right?' });
    expect(card.textContent).toContain('You last confirmed them on 20 Nov 2025.');
    expect(card.textContent).toContain('24 months');
    expect(card.textContent).toContain('Mobile number: 0821234567');
    expect(card.textContent).toContain('Email address: thandi@example.co.za');
    expect(card.textContent).toContain(
      'Postal address: 12 Long Street, Cape Town, 8001, South Africa',
    );
    expect(card.textContent).toContain('AF Umbrella Pension Fund: death benefit');
    expect(card.textContent).toContain('Sipho Nkosi (Spouse), 60%');
    expect(card.textContent).toContain('Lerato Nkosi (Child), 40%');
    expect(card.textContent).toContain('AF Funeral Plan: funeral cover');
    expect(card.textContent).toContain('No beneficiaries nominated.');
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Change my contact details', '/profile-details'],
      ['Change my beneficiaries', '/manage-beneficiaries'],
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Yes, these are right' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain(
      'You confirmed your details on 1 Dec 2026. We will ask you again on 1 Dec 2027.',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { digest: 'a'.repeat(64) },
    ]);
    expect(screen.queryByRole('region', { name: 'Are your details still right?' })).toBeNull();
  });

  it('says so and shows the details again when they changed after they were shown', async () => {
    let asked = 0;
    stubApi({
      [GET]: () => {
        asked += 1;
        return jsonResponse({
          success: true,
          confirmation: aConfirmation(
            asked === 1 ? {} : { contact: { ...aConfirmation().contact, mobile: '0829990001' } },
          ),
        });
      },
      [CONFIRM]: () =>
        jsonResponse({ success: false, code: 'CONFLICT', message: DETAILS_CHANGED_MESSAGE }, 409),
    });
    renderCard({});
    const card = await screen.findByRole('region', { name: 'Are your details still right?' });
    expect(within(card).queryByRole('link', { name: 'Change my beneficiaries' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, these are right' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(DETAILS_CHANGED_MESSAGE);
    await waitFor(() => expect(card.textContent).toContain('Mobile number: 0829990001'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks a member who never confirmed, and shows nothing to one not asked', async () => {
    stubApi({
      [GET]: {
        success: true,
        confirmation: aConfirmation({ lastConfirmedOn: null, nextDueOn: null, nominations: [] }),
      },
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Are your details still right?' });
    expect(card.textContent).toContain('You have not confirmed them yet.');
    expect(card.textContent).toContain('You have no nominations to check.');
  });

  it('shows nothing when the member is not asked', async () => {
    const calls = stubApi({
      [GET]: { success: true, confirmation: aConfirmation({ isDue: false }) },
    });
    renderCard();
    await waitFor(() => expect(calls.some((call) => call.url.includes('Confirmation'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Are your details still right?' })).toBeNull();
  });
});
