import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { COMPLAINT_FIELD_MESSAGES } from '@portal/contract/calls/complaints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  aComplaint,
  aComplaintMessage,
  aFundAnswer,
  anAnsweredComplaint,
  theAdjudicator,
} from '../testing/complaints-fixtures';
import { ComplaintView } from './complaint-view';

// One complaint (issue 49 point 1): its facts and conversation, the acknowledgement after it was
// lodged, the response to the fund's answer (a reason when it does not settle it, the server's
// refusal), the ombud's route only when it is open, and an unknown complaint.

vi.setConfig({ testTimeout: 20_000 });

// The files saved: the names of the temporary links the page clicks (lib/save-file.ts).
const saved = { files: [] as string[] };
beforeEach(() => {
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.href.startsWith('blob:')) saved.files.push(this.download);
    else click.call(this);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  saved.files.length = 0;
  act(() => notifications.clean());
});

const COMPLAINT = 'GET /api/Complaints/GetComplaint';
const RESPOND = 'POST /api/Complaints/RespondToAnswer';
const PACK = 'GET /api/Complaints/DownloadEscalationPack';

function renderComplaint(reference = 'CMP-7KQ2XM4P', lodged?: string) {
  return renderWithProviders(<ComplaintView reference={reference} lodged={lodged} />, {
    initialPath: `/complaints/${reference}`,
  });
}

function factsOf(): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of document.querySelectorAll('dt'))
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return facts;
}

describe('a complaint', () => {
  it('acknowledges a complaint just lodged, with the focus on it, and shows its facts', async () => {
    stubApi({ [COMPLAINT]: { success: true, complaint: aComplaint() } });
    renderComplaint('CMP-7KQ2XM4P', 'CMP-7KQ2XM4P');
    const acknowledgement = await screen.findByText(
      'Your complaint CMP-7KQ2XM4P was received on 1 Dec 2026. The fund must answer by 31 Dec 2026.',
    );
    await waitFor(() => expect(document.activeElement?.contains(acknowledgement)).toBe(true));
    expect(factsOf()).toMatchObject({
      Reference: 'CMP-7KQ2XM4P',
      'Fund or product': 'Acme Retirement Fund',
      About: 'Contributions not paid or paid late',
      'Where it stands': 'Waiting for the fund’s answer',
      'Lodged on': '1 Dec 2026',
      'The fund must answer by': '31 Dec 2026',
      'Days left for the fund': '12 days',
    });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Take your complaint to/ })).toBeNull();
  });

  it('shows the conversation with its files to download, and what the member asked for', async () => {
    stubApi({
      [COMPLAINT]: {
        success: true,
        complaint: anAnsweredComplaint({ messages: [aComplaintMessage(), aFundAnswer()] }),
      },
    });
    renderComplaint();
    const conversation = await screen.findByRole('list', { name: 'The conversation' });
    const [mine, theirs] = [...conversation.children];
    expect(mine?.textContent).toContain('You · 1 Dec 2026 10:15 GMT+2');
    expect(mine?.textContent).toContain(
      'My employer has not paid my contributions\nsince September.',
    );
    expect(theirs?.textContent).toContain('The fund · 10 Dec 2026 11:00 GMT+2');
    expect(
      screen.getByRole('link', { name: 'payslip-november.pdf (20 KB)' }).getAttribute('href'),
    ).toBe('/api/Messages/DownloadAttachment?fileId=7b7e0f0e-1111-4a4a-8888-123456789abc');
    expect(screen.getByRole('heading', { name: 'What you asked the fund to do' })).toBeTruthy();
    expect(
      screen.getByText('Please collect the contributions and add the lost growth.'),
    ).toBeTruthy();
    expect(factsOf()).toMatchObject({
      'Answered on': '10 Dec 2026',
      'The fund’s decision': 'Partly upheld',
    });
  });

  it('says when the complaint is not the member’s or does not exist', async () => {
    stubApi({});
    renderComplaint('CMP-00000000');
    expect(await screen.findByText('We could not find this complaint')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your complaints' }).getAttribute('href')).toBe(
      '/complaints',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the response to the fund’s answer', () => {
  it('asks whether it settles the complaint, and for a reason when it does not', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [COMPLAINT]: { success: true, complaint: anAnsweredComplaint() },
      [RESPOND]: {
        success: true,
        complaint: anAnsweredComplaint({
          stage: 'NotSatisfied',
          satisfied: false,
          respondedOn: '2026-12-12',
          mayEscalate: true,
        }),
      },
    });
    renderComplaint();
    const group = await screen.findByRole('radiogroup', {
      name: /Does this answer settle your complaint/,
    });
    await user.click(screen.getByRole('button', { name: 'Send my response' }));
    expect(await screen.findByText(COMPLAINT_FIELD_MESSAGES.satisfied)).toBeTruthy();

    await user.click(within(group).getByLabelText('No, it does not settle my complaint'));
    await user.click(screen.getByRole('button', { name: 'Send my response' }));
    expect(await screen.findByText(COMPLAINT_FIELD_MESSAGES.reason)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(
      screen.getByLabelText(/Why does the answer not settle your complaint/),
      'The lost growth was not added.',
    );
    await user.click(screen.getByRole('button', { name: 'Send my response' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Thank you. You told us the answer does not settle your complaint: you may now take it to the ombud.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reference: 'CMP-7KQ2XM4P',
      satisfied: false,
      reason: 'The lost growth was not added.',
    });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(
      screen.getByText(
        'You told us on 12 Dec 2026 that the fund’s answer does not settle your complaint.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        name: 'Take your complaint to the Office of the Pension Funds Adjudicator',
      }),
    ).toBeTruthy();
  });

  it('sends a yes without a reason, and says the complaint is resolved', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [COMPLAINT]: { success: true, complaint: anAnsweredComplaint() },
      [RESPOND]: {
        success: true,
        complaint: anAnsweredComplaint({
          stage: 'Resolved',
          satisfied: true,
          respondedOn: '2026-12-12',
        }),
      },
    });
    renderComplaint();
    await user.click(await screen.findByLabelText('Yes, it settles my complaint'));
    expect(screen.queryByLabelText(/Why does the answer not settle/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send my response' }));
    expect(
      await screen.findByText(
        'You told us on 12 Dec 2026 that the fund’s answer settles your complaint.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reference: 'CMP-7KQ2XM4P',
      satisfied: true,
    });
    expect(screen.queryByRole('heading', { name: /Take your complaint to/ })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    stubApi({
      [COMPLAINT]: { success: true, complaint: anAnsweredComplaint() },
      [RESPOND]: () =>
        jsonResponse(
          {
            success: false,
            code: 'CONFLICT',
            message: COMPLAINT_FIELD_MESSAGES.alreadyResponded,
          },
          409,
        ),
    });
    renderComplaint();
    await user.click(await screen.findByLabelText('Yes, it settles my complaint'));
    await user.click(screen.getByRole('button', { name: 'Send my response' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your response was not sent');
    expect(alert.textContent).toContain(COMPLAINT_FIELD_MESSAGES.alreadyResponded);
  });
});

describe('the ombud’s route', () => {
  it('is open when the fund did not answer in time, with the Adjudicator’s details and the pack', async () => {
    const user = userEvent.setup();
    let complaint = aComplaint({ stage: 'Overdue', daysLeft: null, mayEscalate: true });
    const calls = stubApi({
      [COMPLAINT]: () => jsonResponse({ success: true, complaint }),
      [PACK]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    renderComplaint();
    const section = (
      await screen.findByRole('heading', {
        name: 'Take your complaint to the Office of the Pension Funds Adjudicator',
      })
    ).closest('section')!;
    const words = section.textContent ?? '';
    expect(words).toContain('The fund did not answer your complaint within 30 days');
    expect(words).toContain('free of charge');
    expect(words).toContain('within three years of the event');
    expect(words).toContain(theAdjudicator().remit);
    const inside = within(section);
    expect(inside.getByRole('link', { name: '012 346 1738' }).getAttribute('href')).toBe(
      'tel:0123461738',
    );
    expect(inside.getByRole('link', { name: 'enquiries@pfa.org.za' }).getAttribute('href')).toBe(
      'mailto:enquiries@pfa.org.za',
    );
    expect(inside.getByRole('link', { name: 'www.pfa.org.za' }).getAttribute('href')).toBe(
      'https://www.pfa.org.za',
    );
    expect(words).toContain('PO Box 580\nMenlyn\n0063');
    const download = inside.getByRole('button', {
      name: 'Download the escalation pack for the Office of the Pension Funds Adjudicator (PDF)',
    });
    expect(download.getAttribute('href')).toBe(
      '/api/Complaints/DownloadEscalationPack?reference=CMP-7KQ2XM4P',
    );
    expect(download.getAttribute('download')).toBe('Complaint-CMP-7KQ2XM4P-escalation-pack.pdf');

    // The first download is the day the pack was issued, which the page then shows.
    complaint = { ...complaint, packIssuedOn: '2027-01-05' };
    await user.click(download);
    await waitFor(() =>
      expect(saved.files).toEqual(['Complaint-CMP-7KQ2XM4P-escalation-pack.pdf']),
    );
    expect(await screen.findByText('You first downloaded the pack on 5 Jan 2027.')).toBeTruthy();
    expect(
      calls.some((call) => call.url.startsWith('/api/Complaints/DownloadEscalationPack')),
    ).toBe(true);
  });

  it('names another ombud for a product, without the Adjudicator’s terms', async () => {
    stubApi({
      [COMPLAINT]: {
        success: true,
        complaint: anAnsweredComplaint({
          stage: 'NotSatisfied',
          satisfied: false,
          respondedOn: '2026-12-12',
          mayEscalate: true,
          ombud: theAdjudicator({
            name: 'Ombud for Financial Services Providers',
            remit: 'It hears complaints about financial products and advice.',
            website: 'https://www.faisombud.co.za',
            isAdjudicator: false,
          }),
        }),
      },
    });
    renderComplaint();
    const section = (
      await screen.findByRole('heading', {
        name: 'Take your complaint to the Ombud for Financial Services Providers',
      })
    ).closest('section')!;
    expect(section.textContent).toContain(
      'You told us the fund’s answer does not settle your complaint',
    );
    expect(section.textContent).not.toContain('within three years');
    expect(
      within(section)
        .getByRole('link', { name: 'https://www.faisombud.co.za' })
        .getAttribute('href'),
    ).toBe('https://www.faisombud.co.za');
  });

  it('is closed while the fund has its days, and once the answer settles it', async () => {
    stubApi({
      [COMPLAINT]: {
        success: true,
        complaint: anAnsweredComplaint({ stage: 'Resolved', satisfied: true, mayEscalate: false }),
      },
    });
    renderComplaint();
    expect(
      await screen.findByText('You told us that the fund’s answer settles your complaint.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Take your complaint to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /escalation pack/ })).toBeNull();
  });
});
