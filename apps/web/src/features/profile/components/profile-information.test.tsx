import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type RecordedCall } from '@/testing/api-stub';
import { aPortalConfig, aProfile } from '@/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { PROFILE_UPDATED_TOAST } from '../hooks/use-profile-editor';
import {
  NO_TAX_NUMBER,
  PROFILE_LOAD_ERROR,
  TAX_NUMBER_HINT,
  TAX_NUMBER_LABEL,
  taxNumberChangeSentence,
} from '../utils/profile-messages';
import { AT_LEAST_ONE_HINT, contactHint } from './profile-frame';
import { ProfileInformation, ProfileInformationSkeleton } from './profile-information';
import { EMAIL_CHANGE_TITLE, RESENT_MESSAGE } from './pending-email-change';
import { FAILURE_TEXT, LEAVE_QUESTION } from './profile-modals';

// spec 1 §2.8, §4 "Profile page", §5, §8: the page's states as a member meets them.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const PROFILE = aProfile({
  registrationType: 'combined',
  preferredContactMethod: 'SMS',
  primaryContactNumber: '27821234567',
});

function profileApi(handlers: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/Config': aPortalConfig({
      features: { ...aPortalConfig().features, profileDetails: true, profileEdit: true },
    }),
    'GET /api/Profile/GetProfileDetails': { success: true, profile: PROFILE },
    'GET /api/Profile/GetProfileChanges': { success: true, changes: [] },
    ...handlers,
  });
}

function textbox(name: string) {
  return screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
}

function combobox(name: string) {
  return screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
}

async function pick(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(combobox(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openEditor() {
  const user = userEvent.setup();
  renderWithProviders(<ProfileInformation />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Update' });
  await user.click(screen.getByRole('tab', { name: 'Contact details' }));
  return user;
}

describe('the profile information page', () => {
  it('is read-only by default, with the identity fields never editable', async () => {
    profileApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfileInformation />);

    await screen.findByRole('button', { name: 'Edit' });
    expect(textbox('First name').disabled).toBe(true);
    expect(textbox('First name').value).toBe('Thandiwe');
    expect(screen.getByText('Fields containing * are required.')).toBeTruthy();

    expect(combobox('Title').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // The editor's code arrives after Edit; the page stays as drawn until then.
    await screen.findByRole('button', { name: 'Update' });
    expect(textbox('First name').disabled).toBe(false);
    expect(combobox('Title').disabled).toBe(false);
    for (const name of ['Date of birth', 'Identifier type', 'ID number']) {
      expect(textbox(name).disabled).toBe(true);
    }
    expect(textbox('Date of birth').value).toBe('14 Mar 1985');
    expect(
      screen.getAllByRole('img', {
        name: 'Please contact your HR or Adviser to update your identity details on your profile',
      }),
    ).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('takes the focus to the first field that can change on Edit, and back to Edit on Cancel', async () => {
    profileApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfileInformation />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByRole('button', { name: 'Update' });
    // Edit has left the page with the focus; the member goes on at the first field to change.
    await waitFor(() => expect(document.activeElement).toBe(textbox('Initials')));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const edit = await screen.findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(document.activeElement).toBe(edit));

    // Edit again, from the keyboard: the editor is in the page now.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Initials')));
  });

  it('is announced while the profile loads, its outline hidden from screen readers', async () => {
    renderWithProviders(<ProfileInformationSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading your profile');
    const busy = screen.getByRole('status').closest('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy?.querySelectorAll('[aria-hidden="true"]').length).toBe(2);
  });

  it('shows the contact details read-only before Edit, as the editor draws them locked', async () => {
    profileApi();
    renderWithProviders(<ProfileInformation />, { initialPath: '/?tab=contact-details' });
    // The tab's code loads with the tab; its fields then read as the editor's do.
    await waitFor(() => expect(combobox('Country code').value).toBe('South Africa (+27)'));
    expect(combobox('Country code').disabled).toBe(true);
    expect(textbox('Phone number').value).toBe('0821234567');
    expect(textbox('Phone number').required).toBe(true);
    expect(combobox('Registration type').value).toBe('Combined');
    expect(combobox('Preferred contact method').value).toBe('SMS');
    expect(textbox('City').value).toBe('Pretoria');
    expect(textbox('City').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows the income tax number held, read-only, with how to change it (issue 45)', async () => {
    profileApi();
    const user = userEvent.setup();
    renderWithProviders(<ProfileInformation />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = textbox(TAX_NUMBER_LABEL);
    expect(field.value).toBe(PROFILE.incomeTaxNumber);
    expect(field.disabled).toBe(true);
    const sentence = taxNumberChangeSentence('0860 000 000', true);
    expect(sentence).toBe(
      'To change your income tax number, please call the contact centre on 0860 000 000.',
    );
    expect(screen.getByText(sentence)).toBeTruthy();
    // The sentence is read with the field.
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(sentence);
    expect(screen.getByRole('img', { name: TAX_NUMBER_HINT })).toBeTruthy();
  });

  it('says when the fund holds no income tax number, and where to give it', async () => {
    profileApi({
      'GET /api/Profile/GetProfileDetails': {
        success: true,
        profile: { ...PROFILE, incomeTaxNumber: null },
      },
    });
    renderWithProviders(<ProfileInformation />);
    await screen.findByRole('button', { name: 'Edit' });
    expect(textbox(TAX_NUMBER_LABEL).value).toBe(NO_TAX_NUMBER);
    expect(
      screen.getByText(
        'We do not hold your income tax number. You can give it when you make a claim, or call the contact centre on 0860 000 000.',
      ),
    ).toBeTruthy();
  });

  it('offers no Edit when the profile edit flag is off', async () => {
    profileApi({ 'GET /api/Config': aPortalConfig() });
    renderWithProviders(<ProfileInformation />);
    await screen.findByRole('tab', { name: 'Profile details' });
    await waitFor(() => expect(textbox('First name').value).toBe('Thandiwe'));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows the phone with its leading 0 and marks the required fields by registration type', async () => {
    profileApi();
    const user = await openEditor();

    expect(combobox('Country code').value).toBe('South Africa (+27)');
    expect(textbox('Phone number').value).toBe('0821234567');
    const marks = () => ({
      phone: textbox('Phone number').required,
      email: textbox('Email address').required,
      countryCode: combobox('Country code').required,
    });
    expect(marks()).toEqual({ phone: true, email: true, countryCode: true });

    await pick(user, 'Registration type', 'Corporate');
    expect(marks()).toEqual({ phone: false, email: true, countryCode: false });

    await pick(user, 'Registration type', 'Individual');
    expect(marks()).toEqual({ phone: true, email: false, countryCode: true });

    await pick(user, 'Preferred contact method', 'Email');
    expect(marks()).toEqual({ phone: true, email: true, countryCode: true });
  });

  it('sends the whole profile with the number stored, then shows Success! and the toast', async () => {
    // The stub keeps what was saved, as the server does: the profile renewed after 1000 ms
    // shows the saved values however slowly the test runs.
    let stored = PROFILE;
    const calls = profileApi({
      'GET /api/Profile/GetProfileDetails': () => jsonResponse({ success: true, profile: stored }),
      'PUT /api/Profile/UpdateProfileDetails': (call: RecordedCall) => {
        const body = call.body as { city: string; primaryPhoneNumber: string };
        stored = {
          ...PROFILE,
          primaryContactNumber: body.primaryPhoneNumber,
          address: { ...PROFILE.address, city: body.city },
        };
        return jsonResponse({ success: true });
      },
    });
    const user = await openEditor();

    await user.clear(textbox('Phone number'));
    await user.type(textbox('Phone number'), '0831112222');
    await user.clear(textbox('City'));
    await user.type(textbox('City'), 'Durban');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(dialog).getByText(/0860 000 000, Monday to Friday, 08:00 to 17:00/)).toBeTruthy();
    expect(await screen.findByText(PROFILE_UPDATED_TOAST)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      surname: 'Mokoena',
      primaryPhoneNumber: '27831112222',
      city: 'Durban',
      dateOfBirth: '1985-03-14',
      identifierType: 'ID',
      identityNumber: PROFILE.idNumber,
      registrationType: 'combined',
    });
    // Back to read-only, showing what was saved.
    expect(textbox('City').disabled).toBe(true);
    expect(textbox('City').value).toBe('Durban');
  });

  it('refuses to send an invalid form and shows the rule on the field', async () => {
    const calls = profileApi();
    const user = await openEditor();

    await user.clear(textbox('Postal code'));
    await user.type(textbox('Postal code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Postal code must contain only digits')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows 'Failure to update' when the server answers success false, keeping the changes", async () => {
    profileApi({ 'PUT /api/Profile/UpdateProfileDetails': { success: false } });
    const user = await openEditor();

    await user.clear(textbox('Suburb'));
    await user.type(textbox('Suburb'), 'Berea');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failure to update' });
    expect(within(dialog).getByText(FAILURE_TEXT)).toBeTruthy();
    expect(textbox('Suburb').value).toBe('Berea');
    expect(textbox('Suburb').disabled).toBe(false);
  });

  it("puts the server's field messages on the fields after a refusal", async () => {
    profileApi({
      'PUT /api/Profile/UpdateProfileDetails': () =>
        jsonResponse(
          {
            success: false,
            code: 'BAD_REQUEST',
            message: 'The request is not valid.',
            fieldErrors: { surname: ['Surname is required'] },
          },
          400,
        ),
    });
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Failure to update' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('tab', { name: 'Profile details' }));
    expect(await screen.findByText('Surname is required')).toBeTruthy();
  });

  it('cancels at once when nothing changed, and asks first when something did', async () => {
    profileApi();
    const user = await openEditor();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textbox('City').disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(textbox('City'), ' North');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(textbox('City').value).toBe('Pretoria North');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: LEAVE_QUESTION });
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(textbox('City').value).toBe('Pretoria'));
    expect(textbox('City').disabled).toBe(true);
  });

  it('says so when the profile cannot be loaded', async () => {
    profileApi({ 'GET /api/Profile/GetProfileDetails': { success: false } });
    renderWithProviders(<ProfileInformation />);
    // The page's error panel, beside the toast the portal shows as the profile fails.
    await waitFor(() => expect(screen.getAllByText(PROFILE_LOAD_ERROR)).toHaveLength(2));
    expect(
      screen
        .getAllByText(PROFILE_LOAD_ERROR)
        .some((element) => element.closest('[data-toast-type]') === null),
    ).toBe(true);
  });

  it('lists the recent changes with their fields', async () => {
    profileApi({
      'GET /api/Profile/GetProfileChanges': {
        success: true,
        changes: [{ at: '2026-11-20T08:05:00.000Z', fields: ['Phone number', 'City'] }],
      },
    });
    renderWithProviders(<ProfileInformation />);
    const region = await screen.findByRole('region', { name: 'Recent changes' });
    expect(await within(region).findByText('20 Nov 2026, 10:05')).toBeTruthy();
    expect(within(region).getByText(/Phone number, City/)).toBeTruthy();
  });

  it('says which contact details are required, as the * marks do, never “at least one” beside two', async () => {
    profileApi();
    const user = await openEditor();
    // A combined registration requires both (spec 1 §5): both are marked, and the hint agrees.
    expect(textbox('Phone number').required).toBe(true);
    expect(textbox('Email address').required).toBe(true);
    expect(
      screen.getByText(
        'Phone Number and Email Address are both required for your registration type.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(AT_LEAST_ONE_HINT)).toBeNull();

    // A corporate registration requires the email only.
    await pick(user, 'Registration type', 'Corporate');
    expect(textbox('Phone number').required).toBe(false);
    expect(textbox('Email address').required).toBe(true);
    expect(screen.getByText('Email Address is required for your registration type.')).toBeTruthy();
  });
});

describe('contactHint', () => {
  it.each([
    [{ phone: true, email: true }, /both required/],
    [{ phone: true, email: false }, /^Phone Number is required/],
    [{ phone: false, email: true }, /^Email Address is required/],
    [{ phone: false, email: false }, /at least one of the following/],
  ])('for %j', (required, hint) => {
    expect(contactHint(required)).toMatch(hint);
  });
});

describe('a new email address waiting for its confirmation (decision 032)', () => {
  const WAITING = {
    ...PROFILE,
    primaryEmailAddress: 'thandiwe@example.co.za',
    pendingEmailChange: {
      newAddress: 'thandiwe.new@example.co.za',
      expiresAt: '2026-11-26T08:05:00.000Z',
    },
  };

  async function openContactTab() {
    const user = userEvent.setup();
    renderWithProviders(<ProfileInformation />);
    await user.click(await screen.findByRole('tab', { name: 'Contact details' }));
    return user;
  }

  it('says where the link went, which address is used until then, and until when', async () => {
    profileApi({ 'GET /api/Profile/GetProfileDetails': { success: true, profile: WAITING } });
    await openContactTab();
    const notice = await screen.findByRole('region', { name: EMAIL_CHANGE_TITLE });
    expect(notice.textContent).toContain(
      'We sent a link to thandiwe.new@example.co.za to confirm this address. Until you confirm it, we keep using thandiwe@example.co.za.',
    );
    expect(notice.textContent).toContain('The link works until 26 Nov 2026, 10:05.');
    // The field shows the address in force.
    expect(textbox('Email address').value).toBe('thandiwe@example.co.za');
  });

  it('shows nothing when no change is waiting', async () => {
    profileApi();
    await openContactTab();
    await screen.findByRole('textbox', { name: /^Email address/ });
    expect(screen.queryByRole('region', { name: EMAIL_CHANGE_TITLE })).toBeNull();
  });

  it('sends the link again, and cancels the change', async () => {
    let profile: typeof WAITING | typeof PROFILE = WAITING;
    const calls = profileApi({
      'GET /api/Profile/GetProfileDetails': () => jsonResponse({ success: true, profile }),
      'POST /api/Profile/ResendEmailChange': { success: true },
      'POST /api/Profile/CancelEmailChange': () => {
        profile = PROFILE;
        return jsonResponse({ success: true });
      },
    });
    const user = await openContactTab();
    const notice = await screen.findByRole('region', { name: EMAIL_CHANGE_TITLE });
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText(RESENT_MESSAGE)).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: EMAIL_CHANGE_TITLE })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/Profile/ResendEmailChange',
      '/api/Profile/CancelEmailChange',
    ]);
  });

  it('shows the server’s reason when the link cannot be sent again', async () => {
    profileApi({
      'GET /api/Profile/GetProfileDetails': { success: true, profile: WAITING },
      'POST /api/Profile/ResendEmailChange': () =>
        jsonResponse(
          { success: false, code: 'RATE_LIMITED', message: 'We have sent it 3 more times.' },
          429,
        ),
    });
    const user = await openContactTab();
    const notice = await screen.findByRole('region', { name: EMAIL_CHANGE_TITLE });
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText('We have sent it 3 more times.')).toBeTruthy();
  });
});
