import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOTICE_CATEGORIES,
  SECURITY_ALWAYS_EMAILED_MESSAGE,
  SMS_NEEDS_MOBILE_MESSAGE,
} from '@portal/contract/inbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aPreferencesAnswer } from '../testing/inbox-fixtures';
import { NoticePreferences, preferencesText } from './notice-preferences';

// How the member chooses which notices also come by email or SMS: what is shown of the choices
// held, a change saved only with the button and said when saved, security's email that cannot be
// turned off, SMS that needs a mobile number, and a refused save's message with nothing changed.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const GET = 'GET /api/Inbox/Preferences';
const PUT = 'PUT /api/Inbox/Preferences';

function box(name: string) {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('how we tell you', () => {
  it('shows each kind with its email and SMS, and saves a change with the button', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [GET]: aPreferencesAnswer(),
      [PUT]: ({ body }: { body: unknown }) =>
        jsonResponse({
          ...aPreferencesAnswer(),
          preferences: (body as { preferences: unknown }).preferences,
        }),
    });
    renderWithProviders(<NoticePreferences />);

    const kinds = await screen.findByRole('list', { name: preferencesText.kind });
    expect(within(kinds).getAllByRole('listitem')).toHaveLength(NOTICE_CATEGORIES.length);
    expect(within(kinds).getByRole('group', { name: 'Statements and documents' })).toBeTruthy();
    expect(box('Email: Statements and documents').checked).toBe(true);
    expect(box('SMS: Statements and documents').checked).toBe(false);
    // Security notices are always emailed: shown on, and not to be turned off.
    expect(box('Email: Security and sign-in').disabled).toBe(true);
    expect(box('Email: Security and sign-in').checked).toBe(true);
    expect(screen.getByText(SECURITY_ALWAYS_EMAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('SMS go to your mobile number ending 567.')).toBeTruthy();

    const save = screen.getByRole('button', { name: preferencesText.save });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(box('Email: Statements and documents'));
    await user.click(box('SMS: Statements and documents'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.click(save);

    expect(await screen.findByText(preferencesText.saved)).toBeTruthy();
    const sent = calls.find((call) => call.method === 'PUT')?.body as {
      preferences: { category: string; email: boolean; sms: boolean }[];
    };
    expect(sent.preferences).toContainEqual({ category: 'documents', email: false, sms: true });
    expect(sent.preferences.filter((p) => p.category !== 'documents')).toEqual(
      NOTICE_CATEGORIES.filter((c) => c !== 'documents').map((category) => ({
        category,
        email: true,
        sms: false,
      })),
    );
    expect(box('SMS: Statements and documents').checked).toBe(true);
  });

  it('offers no SMS without a mobile number, and leads to the profile', async () => {
    stubApi({ [GET]: aPreferencesAnswer({ mobileEnding: null, hasEmail: false }) });
    renderWithProviders(<NoticePreferences />);

    await screen.findByRole('list', { name: preferencesText.kind });
    for (const category of ['Claims and withdrawals', 'Beneficiaries'])
      expect(box(`SMS: ${category}`).disabled).toBe(true);
    expect(screen.getByText(SMS_NEEDS_MOBILE_MESSAGE, { exact: false })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: preferencesText.profileLink }).getAttribute('href'),
    ).toBe('/profile-details');
    expect(screen.getByText(preferencesText.noEmail)).toBeTruthy();
  });

  it('says why a save was refused, and keeps the member’s choice on screen', async () => {
    const user = userEvent.setup();
    stubApi({
      [GET]: aPreferencesAnswer(),
      [PUT]: () =>
        jsonResponse(
          { success: false, code: 'BAD_REQUEST', message: SMS_NEEDS_MOBILE_MESSAGE },
          400,
        ),
    });
    renderWithProviders(<NoticePreferences />);

    await user.click(await screen.findByRole('checkbox', { name: 'SMS: Claims and withdrawals' }));
    await user.click(screen.getByRole('button', { name: preferencesText.save }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SMS_NEEDS_MOBILE_MESSAGE);
    expect(box('SMS: Claims and withdrawals').checked).toBe(true);
    expect(screen.queryByText(preferencesText.saved)).toBeNull();
  });

  it('says when the choices cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubApi({
      [GET]: () =>
        isDown
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse(aPreferencesAnswer()),
    });
    renderWithProviders(<NoticePreferences />);

    expect(await screen.findByText(preferencesText.loadError)).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: preferencesText.kind })).toBeTruthy();
  });
});
