import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrectionSummary } from '@portal/contract/privacy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund, aPortalConfig, aProfile, allFeatures, signedInSession } from '@/testing/fixtures';
import { renderRoutes, setViewportWidth } from '@/testing/render';
import { createRoutes } from '../router';

// The "Your information" page in the whole app (issue 49 point 3): reached from the profile page,
// the details the member cannot edit with "Ask for a correction", a request sent with its
// document, the requests with their clock and answers, the objection to direct marketing and the
// record of consents; its empty and error states.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  setViewportWidth(1024, 768);
});

const waiting: CorrectionSummary = {
  reference: 'COR-7KQ2XM4P',
  detail: 'dateOfBirth',
  value: '1985-03-14',
  stage: 'WaitingForFund',
  lodgedOn: '2026-12-01',
  answerDueOn: '2026-12-31',
  daysLeft: 30,
  answeredOn: null,
  outcome: null,
  answer: null,
};
const accepted: CorrectionSummary = {
  ...waiting,
  reference: 'COR-9ZZ2XM4P',
  detail: 'idNumber',
  value: '8503145009087',
  stage: 'Answered',
  daysLeft: null,
  answeredOn: '2026-12-02',
  outcome: 'Accepted',
  answer: 'We checked your request against the document you sent. We accept it.',
};

function stubMember(corrections: CorrectionSummary[], overrides: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/Config': aPortalConfig({
      portalName: 'Fund Portal',
      features: { ...aPortalConfig().features, ...allFeatures(true) },
    }),
    'GET /auth/session': signedInSession,
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
    'GET /api/Profile/GetProfileDetails': { success: true, profile: aProfile() },
    'GET /api/Notice/GetNoticeToDisplay': { isSuccess: true, result: [] },
    'GET /api/Inbox/GetUnreadCount': { success: true, unread: 0 },
    'GET /api/Privacy/GetCorrections': {
      success: true,
      corrections,
      details: [
        { detail: 'idNumber', value: '8503145009088' },
        { detail: 'dateOfBirth', value: '1985-03-14' },
      ],
      answerWithinDays: 30,
    },
    'GET /api/Privacy/GetConsents': {
      success: true,
      consents: [
        {
          what: 'Beneficiary nomination declaration',
          terms: 'You agreed to the nomination’s declarations.',
          at: '2026-11-20T10:00:00+02:00',
          channel: 'Portal',
          reference: null,
        },
      ],
      objection: { objects: false, since: null },
    },
    'POST /api/Privacy/RequestCorrection': {
      success: true,
      correction: { ...waiting, reason: 'x', messages: [] },
    },
    'POST /api/Privacy/SetMarketingObjection': {
      success: true,
      objection: { objects: true, since: '2026-12-01T08:00:00Z' },
    },
    ...overrides,
  });
}

describe('the Your information page', () => {
  it('is linked from the profile page with the download of the member’s data', async () => {
    stubMember([]);
    renderRoutes(createRoutes(), { initialPath: '/profile-details' });
    const section = await screen.findByRole('region', { name: 'Your information and privacy' });
    expect(
      within(section).getByRole('link', { name: 'Your information' }).getAttribute('href'),
    ).toBe('/your-information');
    expect(
      within(section).getByRole('link', { name: 'Download my data' }).getAttribute('href'),
    ).toBe('/my-data');
  });

  it('shows the details held, the requests with their clock and answer, and the consents', async () => {
    stubMember([waiting, accepted]);
    renderRoutes(createRoutes(), { initialPath: '/your-information' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your information' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your information - Fund Portal'));
    expect(await screen.findByText('8503145009088')).toBeTruthy();
    expect(screen.getByText('The fund has 30 days left to answer.')).toBeTruthy();
    expect(screen.getByText('Corrected')).toBeTruthy();
    expect(screen.getByText(/We accept it\./)).toBeTruthy();
    expect(await screen.findByText('Beneficiary nomination declaration')).toBeTruthy();
    expect(screen.getByText('On 20 Nov 2026 · Through portal')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /I object to direct marketing/ })).toBeTruthy();
  });

  it('says so when there is no request', async () => {
    stubMember([]);
    renderRoutes(createRoutes(), { initialPath: '/your-information' });
    expect(await screen.findByText('You have not asked for a correction.')).toBeTruthy();
  });

  it('says so when the information cannot be loaded', async () => {
    const failed = () =>
      new Response(JSON.stringify({ success: false, code: 'INTERNAL', message: 'x' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    stubMember([], {
      'GET /api/Privacy/GetCorrections': failed,
      'GET /api/Privacy/GetConsents': failed,
    });
    renderRoutes(createRoutes(), { initialPath: '/your-information' });
    expect(
      (
        await screen.findAllByText(
          'Your information could not be loaded just now. Please try again later.',
          {},
          { timeout: 15_000 },
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('sends a correction with its document, and records the objection', async () => {
    const user = userEvent.setup();
    const calls = stubMember([]);
    renderRoutes(createRoutes(), { initialPath: '/your-information' });
    await user.click(
      await screen.findByRole('button', { name: 'Ask for a correction of your ID number' }),
    );
    const form = await screen.findByRole('form', { name: 'Ask for a correction' });
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await within(form).findByText('Please type the correct value.')).toBeTruthy();
    await user.type(within(form).getByLabelText(/The correct value/), '8503145009087');
    await user.type(within(form).getByLabelText(/Why the detail is wrong/), 'A digit is wrong.');
    const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Attachments'), file);
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/Your request COR-7KQ2XM4P was sent/)).toBeTruthy();
    const sent = calls.find((call) => call.url.startsWith('/api/Privacy/RequestCorrection'));
    expect(sent?.form?.get('detail')).toBe('idNumber');
    expect(sent?.form?.get('value')).toBe('8503145009087');
    expect((sent?.form?.get('attachment') as File | null)?.name).toBe('id.pdf');

    await user.click(screen.getByRole('switch', { name: /I object to direct marketing/ }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url.startsWith('/api/Privacy/SetMarketingObjection'))?.body,
      ).toEqual({ kind: 'direct-marketing', objects: true }),
    );
  });
});
