import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@portal/domain/dates';
import { deceasedAlertMessages } from '@portal/domain/deceased-alert';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { TEST_TODAY } from '@/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { REPORT_FAILED_MESSAGE, ReportDeathForm } from './report-death-form';

// 'Report a death': what the server refuses shows in the server's words, on the field it names
// (the reporter's own ID number) or above the buttons (the day's reports); anything else is the
// form's own message.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const SEND = 'POST /api/Notifications/SendDeceasedMemberAlert';

/** Puts `text` in the field as a paste (one change, not a keystroke each: the test stays quick). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The calendar and the list arrive once the member starts on the form (drawn read-only until then). */
async function richFieldsArrived(form: HTMLElement) {
  await within(form).findByRole('combobox', { name: /^Your relationship to the deceased/ });
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Report a death' });
  await fill(user, within(form).getByLabelText(/^First name of the deceased/), 'Nomsa');
  await richFieldsArrived(form);
  await fill(user, within(form).getByLabelText(/^Surname of the deceased/), 'Dlamini');
  await fill(user, within(form).getByLabelText(/^ID number of the deceased/), '5203140123089');
  const [year = '', month = '', day = ''] = addDays(TEST_TODAY, -10).split('-');
  await fill(
    user,
    within(form).getByRole('textbox', { name: /^Date of death/ }),
    `${day}/${month}/${year}`,
  );
  await user.tab();
  await user.click(
    within(form).getByRole('combobox', { name: /^Your relationship to the deceased/ }),
  );
  await user.click(await screen.findByRole('option', { name: 'Child' }));
  await fill(user, within(form).getByLabelText(/^Your full name/), 'Sipho Dlamini');
  await fill(user, within(form).getByLabelText(/^Your phone number/), '082 555 0199');
  await fill(user, within(form).getByLabelText(/^Your email address/), 'sipho@example.co.za');
  await user.click(within(form).getByRole('button', { name: 'Send report' }));
  return form;
}

describe('ReportDeathForm', () => {
  it('draws the date and the relationship read-only until their code arrives, then hands on the focus', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<ReportDeathForm claimsHref="/claims" />);
    const form = screen.getByRole('form', { name: 'Report a death' });
    const standIn = within(form).getByRole('textbox', {
      name: /^Your relationship to the deceased/,
    });
    expect(standIn).toHaveProperty('readOnly', true);
    expect(standIn).toHaveProperty('placeholder', 'Select your relationship');
    await user.click(standIn);
    const select = await within(form).findByRole('combobox', {
      name: /^Your relationship to the deceased/,
    });
    expect(document.activeElement).toBe(select);
    const date = within(form).getByRole('textbox', { name: /^Date of death/ });
    expect(date).toHaveProperty('readOnly', false);
    expect(date).toHaveProperty('placeholder', 'dd/mm/yyyy');
  });

  it('shows the server’s refusal of the reporter’s own ID number on that field', async () => {
    const message = deceasedAlertMessages.ownIdNumber;
    stubApi({
      [SEND]: () =>
        jsonResponse(
          {
            success: false,
            code: 'BAD_REQUEST',
            message,
            fieldErrors: { deceasedIdNumber: [message] },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportDeathForm claimsHref="/claims" />);
    const form = await fillAndSend(user);
    const field = within(form).getByLabelText(/^ID number of the deceased/);
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('alert', { name: /not sent/ })).toBeNull();
  });

  it('says why when the day’s reports are used up, and the form’s own words for anything else', async () => {
    const message =
      'You have reported 5 deaths today, the most that can be reported online in a day. Please try again tomorrow, or call us on 0860 000 000.';
    let answer = jsonResponse({ success: false, code: 'RATE_LIMITED', message }, 429);
    stubApi({ [SEND]: () => answer });
    const user = userEvent.setup();
    renderWithProviders(<ReportDeathForm claimsHref="/claims" />);
    const form = await fillAndSend(user);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Your report was not sent');
    expect(alert.textContent).toContain(message);

    answer = jsonResponse({ success: false, code: 'INTERNAL', message: 'Boom' }, 500);
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText(REPORT_FAILED_MESSAGE)).toBeTruthy();
  });

  it('fills in the reporter from the profile once it loads, keeping what the member typed', async () => {
    const calls = stubApi({ [SEND]: { success: true, reference: 'DMA0000ABCD' } });
    const user = userEvent.setup();
    const reporter = {
      name: 'Sipho Dlamini',
      phone: '0825550199',
      email: 'sipho@example.co.za',
    };
    function WithProfile() {
      // The profile's answer arrives (again) when the button is pressed.
      const [loaded, setLoaded] = useState<typeof reporter | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setLoaded({ ...reporter })}>
            Profile loaded
          </button>
          <ReportDeathForm claimsHref="/claims" reporter={loaded} />
        </>
      );
    }
    renderWithProviders(<WithProfile />);
    const form = screen.getByRole('form', { name: 'Report a death' });
    const name = within(form).getByLabelText(/^Your full name/);
    const phone = within(form).getByLabelText(/^Your phone number/);
    const email = within(form).getByLabelText(/^Your email address/);
    // The member starts typing before the profile has loaded.
    await fill(user, name, 'Thabo Dlamini');

    await user.click(screen.getByRole('button', { name: 'Profile loaded' }));
    expect(name).toHaveProperty('value', 'Thabo Dlamini');
    expect(phone).toHaveProperty('value', '0825550199');
    expect(email).toHaveProperty('value', 'sipho@example.co.za');

    // The details stay the member's to change.
    await user.clear(email);
    await fill(user, email, 'sipho.d@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Profile loaded' }));
    expect(email).toHaveProperty('value', 'sipho.d@example.co.za');

    await fill(user, within(form).getByLabelText(/^First name of the deceased/), 'Nomsa');
    await fill(user, within(form).getByLabelText(/^Surname of the deceased/), 'Dlamini');
    await fill(user, within(form).getByLabelText(/^ID number of the deceased/), '5203140123089');
    await richFieldsArrived(form);
    const [year = '', month = '', day = ''] = addDays(TEST_TODAY, -10).split('-');
    await fill(
      user,
      within(form).getByRole('textbox', { name: /^Date of death/ }),
      `${day}/${month}/${year}`,
    );
    await user.tab();
    await user.click(
      within(form).getByRole('combobox', { name: /^Your relationship to the deceased/ }),
    );
    await user.click(await screen.findByRole('option', { name: 'Child' }));
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Your reference is DMA0000ABCD/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      reporterName: 'Thabo Dlamini',
      reporterPhone: '0825550199',
      reporterEmail: 'sipho.d@example.co.za',
    });
  });
});
