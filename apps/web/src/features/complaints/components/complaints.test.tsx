import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_FIELD_MESSAGES } from '@portal/contract/calls/complaints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  aComplaint,
  aComplaintFund,
  aComplaintsAnswer,
  aComplaintSummary,
} from '../testing/complaints-fixtures';
import { ComplaintList } from './complaint-list';
import { LodgeComplaintSection } from './lodge-complaint-form';

// Complaints (issue 49 point 1): the list with each complaint's stage and the fund's clock, its
// empty and error states, and a new complaint (its checks, the funds offered, what is sent, the
// server's refusal on its field).

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/Complaints/GetComplaints';
const LODGE = 'POST /api/Complaints/Lodge';

function pdf(name: string, bytes = 1200): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('the list of complaints', () => {
  it('lists each with its reference, stage in words, what it is about, fund, day and clock', async () => {
    stubApi({
      [LIST]: aComplaintsAnswer([
        aComplaintSummary(),
        aComplaintSummary({
          reference: 'CMP-00000001',
          category: 'charges',
          stage: 'Overdue',
          daysLeft: null,
          mayEscalate: true,
        }),
        aComplaintSummary({
          reference: 'CMP-00000002',
          category: 'benefit-payment',
          stage: 'Answered',
          daysLeft: null,
          answeredOn: '2026-12-10',
          outcome: 'PartlyUpheld',
        }),
        aComplaintSummary({
          reference: 'CMP-00000003',
          stage: 'WaitingForFund',
          daysLeft: 1,
        }),
      ]),
    });
    renderWithProviders(<ComplaintList />, { initialPath: '/complaints' });
    const list = await screen.findByRole('list', { name: 'Your complaints' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Complaint CMP-7KQ2XM4PWaiting for the fund’s answerContributions not paid or paid late · Acme Retirement Fund · Lodged 1 Dec 202612 days left for the fund to answer (by 31 Dec 2026)',
      'Complaint CMP-00000001Not answered in timeFees and charges · Acme Retirement Fund · Lodged 1 Dec 2026Not answered within 30 days',
      'Complaint CMP-00000002AnsweredA benefit paid late or not paid · Acme Retirement Fund · Lodged 1 Dec 2026Answered on 10 Dec 2026: Partly upheld',
      'Complaint CMP-00000003Waiting for the fund’s answerContributions not paid or paid late · Acme Retirement Fund · Lodged 1 Dec 20261 day left for the fund to answer (by 31 Dec 2026)',
    ]);
    expect(
      within(items[1]!).getByRole('link', { name: 'Complaint CMP-00000001' }).getAttribute('href'),
    ).toBe('/complaints/CMP-00000001');
  });

  it('says when there are none, and offers a retry after an error', async () => {
    stubApi({ [LIST]: aComplaintsAnswer([]) });
    const { unmount } = renderWithProviders(<ComplaintList />);
    expect(await screen.findByText('You have not lodged a complaint.')).toBeTruthy();
    unmount();

    let isDown = true;
    stubApi({
      [LIST]: () =>
        isDown
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse(aComplaintsAnswer()),
    });
    renderWithProviders(<ComplaintList />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(
      screen.getByText('Something went wrong fetching your complaints. Please try again later.'),
    ).toBeTruthy();
    isDown = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'Complaint CMP-7KQ2XM4P' })).toBeTruthy();
  });
});

describe('a new complaint', () => {
  const TWO_FUNDS = [
    aComplaintFund(),
    aComplaintFund({
      schemeNumber: 'RET-002',
      fundName: 'Acme Investments',
      productName: 'Living annuity',
    }),
  ];

  function renderForm() {
    return renderWithProviders(<LodgeComplaintSection />, {
      initialPath: '/complaints',
      routes: [{ path: '/complaints/:reference', element: <h1>Complaint page</h1> }],
    });
  }

  it('says what is missing in the contract’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ [LIST]: aComplaintsAnswer([], TWO_FUNDS) });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Lodge complaint' }));
    for (const message of [
      COMPLAINT_FIELD_MESSAGES.schemeNumber,
      COMPLAINT_FIELD_MESSAGES.category,
      COMPLAINT_FIELD_MESSAGES.body,
      COMPLAINT_FIELD_MESSAGES.remedy,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    // Each message is the description of its field.
    const body = screen.getByLabelText(/Your complaint/);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    const described = (body.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain(COMPLAINT_FIELD_MESSAGES.body);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers the funds, chooses the only one, and counts the characters written', async () => {
    const user = userEvent.setup();
    stubApi({ [LIST]: aComplaintsAnswer([], TWO_FUNDS) });
    const { unmount } = renderForm();
    const select = await screen.findByLabelText(/Which fund or product is it about/);
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose one',
      'Acme Retirement Fund',
      'Acme Investments – Living annuity',
    ]);
    await user.type(screen.getByLabelText(/Your complaint/), 'Late');
    expect(screen.getAllByTestId('character-count').map((count) => count.textContent)).toEqual([
      '4/2000',
      '0/500',
    ]);
    unmount();

    stubApi({ [LIST]: aComplaintsAnswer([]) });
    renderForm();
    const only = await screen.findByLabelText(/Which fund or product is it about/);
    expect((only as HTMLSelectElement).value).toBe('SCH-001');
  });

  it('lodges the fields and files as a form, then opens the complaint', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [LIST]: aComplaintsAnswer([], TWO_FUNDS),
      [LODGE]: { success: true, complaint: aComplaint({ reference: 'CMP-ABCDEFGH' }) },
    });
    const { router } = renderForm();
    await user.selectOptions(
      await screen.findByLabelText(/Which fund or product is it about/),
      'RET-002',
    );
    await user.selectOptions(screen.getByLabelText(/What is your complaint about/), 'charges');
    await user.type(screen.getByLabelText(/Your complaint/), 'The fees went up without notice.');
    await user.type(
      screen.getByLabelText(/What would you like the fund to do/),
      'Refund the extra fees.',
    );
    await user.upload(screen.getByLabelText('Attachments'), [pdf('statement.pdf')]);
    expect(screen.getByRole('button', { name: 'Remove statement.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lodge complaint' }));

    expect(await screen.findByRole('heading', { name: 'Complaint page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complaints/CMP-ABCDEFGH');
    expect(router.state.location.state).toEqual({ lodged: 'CMP-ABCDEFGH' });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/Complaints/Lodge');
    const form = post?.form;
    expect(form?.get('schemeNumber')).toBe('RET-002');
    expect(form?.get('category')).toBe('charges');
    expect(form?.get('body')).toBe('The fees went up without notice.');
    expect(form?.get('remedy')).toBe('Refund the extra fees.');
    expect(String(form?.get('idempotencyKey'))).toMatch(/^cmp-/);
    expect((form?.getAll('attachment') as File[]).map((file) => file.name)).toEqual([
      'statement.pdf',
    ]);
  });

  it('refuses a file over 5 MB and a fourth file, before anything is sent', async () => {
    const user = userEvent.setup();
    stubApi({ [LIST]: aComplaintsAnswer([]) });
    renderForm();
    const input = await screen.findByLabelText('Attachments');
    await user.upload(input, [pdf('huge.pdf', 5 * 1024 * 1024 + 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe('huge.pdf is larger than 5 MB.');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe(
      'You can attach at most 3 files to a complaint.',
    );
  });

  it('shows the server’s refusal on its field, and a refusal of no field above the button', async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(
      {
        success: false,
        code: 'BAD_REQUEST',
        message: 'Please describe your complaint.',
        fieldErrors: { body: ['Please describe your complaint.'] },
      },
      400,
    );
    stubApi({ [LIST]: aComplaintsAnswer([]), [LODGE]: () => answer });
    renderForm();
    await user.selectOptions(
      await screen.findByLabelText(/What is your complaint about/),
      'service',
    );
    await user.type(screen.getByLabelText(/Your complaint/), '   x');
    await user.type(screen.getByLabelText(/What would you like the fund to do/), 'Call me.');
    await user.click(screen.getByRole('button', { name: 'Lodge complaint' }));
    expect(await screen.findByText('Please describe your complaint.')).toBeTruthy();
    expect(screen.getByLabelText(/Your complaint/).getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse(
      {
        success: false,
        code: 'RATE_LIMITED',
        message: 'You can send at most 20 messages a day.',
      },
      429,
    );
    await user.click(screen.getByRole('button', { name: 'Lodge complaint' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your complaint was not lodged');
    expect(alert.textContent).toContain('You can send at most 20 messages a day.');
    await waitFor(() => expect(screen.queryByText('Please describe your complaint.')).toBeNull());
  });
});
