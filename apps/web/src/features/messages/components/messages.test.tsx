import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_ATTACHMENTS_MAX } from '@portal/contract/calls/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aFundMessage, aMemberMessage, aThread } from '../testing/messages-fixtures';
import { NewMessageForm } from './new-message-form';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

// Messages to the fund (issue 48 point 4): the list and its states, a new message (its checks,
// what is sent, the server's refusal on its field), and a conversation (the fund's request for a
// document, the attachments to download, a reply announced, a closed or unknown conversation).

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const THREADS = 'GET /api/Messages/GetThreads';
const THREAD = 'GET /api/Messages/GetThread';
const START = 'POST /api/Messages/StartThread';
const REPLY = 'POST /api/Messages/Reply';

function pdf(name: string, bytes = 1200): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('the list of conversations', () => {
  it('lists each with its subject, status in words, topic, reference and day', async () => {
    stubApi({
      [THREADS]: {
        success: true,
        threads: [aThread({ status: 'WaitingForMember' }), aThread({ reference: 'MSG-00000001' })],
      },
    });
    renderWithProviders(<ThreadList />, { initialPath: '/messages' });
    const list = await screen.findByRole('list', { name: 'Your messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe(
      'March contribution missingWaiting for youA contribution · MSG-7KQ2XM4P · 5 Mar 2026',
    );
    expect(
      within(items[1]!)
        .getByRole('link', { name: 'March contribution missing' })
        .getAttribute('href'),
    ).toBe('/messages/MSG-00000001');
  });

  it('says when there are none, and offers a retry after an error', async () => {
    stubApi({ [THREADS]: { success: true, threads: [] } });
    const { unmount } = renderWithProviders(<ThreadList />);
    expect(await screen.findByText('You have not written to the fund yet.')).toBeTruthy();
    unmount();

    let isDown = true;
    stubApi({
      [THREADS]: () =>
        isDown
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse({ success: true, threads: [aThread()] }),
    });
    renderWithProviders(<ThreadList />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    isDown = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: 'March contribution missing' })).toBeTruthy();
  });
});

describe('a new message', () => {
  function renderForm() {
    return renderWithProviders(<NewMessageForm />, {
      initialPath: '/messages',
      routes: [{ path: '/messages/:reference', element: <h1>Conversation page</h1> }],
    });
  }

  it('says what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please choose what your message is about.')).toBeTruthy();
    expect(screen.getByText('Please write a subject.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the topic, subject, message and files, then opens the conversation', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [START]: { success: true, thread: aThread({ status: 'WaitingForFund' }) },
    });
    const { router } = renderForm();
    await user.selectOptions(screen.getByLabelText(/What is it about/), 'contribution');
    await user.type(screen.getByLabelText(/Subject/), 'March contribution missing');
    await user.type(screen.getByLabelText(/Your message/), 'It is not on my statement.');
    await user.upload(screen.getByLabelText('Attachments'), [pdf('payslip.pdf')]);
    expect(screen.getByRole('button', { name: 'Remove payslip.pdf' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Conversation page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/messages/MSG-7KQ2XM4P');
    expect(router.state.location.state).toEqual({ sent: 'MSG-7KQ2XM4P' });
    const form = calls.find((call) => call.method === 'POST')?.form;
    expect(form?.get('topic')).toBe('contribution');
    expect(form?.get('subject')).toBe('March contribution missing');
    expect(form?.get('body')).toBe('It is not on my statement.');
    expect(String(form?.get('idempotencyKey'))).toMatch(/^msg-/);
    expect((form?.getAll('attachment') as File[]).map((file) => file.name)).toEqual([
      'payslip.pdf',
    ]);
  });

  it('refuses a file over 5 MB and a file past the third, before anything is sent', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderForm();
    const input = screen.getByLabelText('Attachments');
    await user.upload(input, [pdf('huge.pdf', 5 * 1024 * 1024 + 1)]);
    expect((await screen.findByRole('alert')).textContent).toBe('huge.pdf is larger than 5 MB.');
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      screen.getByRole('button', { name: `Add a file (3 of ${MESSAGE_ATTACHMENTS_MAX} attached)` }),
    ).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    stubApi({
      [START]: () =>
        jsonResponse(
          {
            success: false,
            code: 'BAD_REQUEST',
            message: 'letter.pdf: Upload failed! Only PDF, JPEG or PNG files can be uploaded.',
            fieldErrors: {
              attachment: [
                'letter.pdf: Upload failed! Only PDF, JPEG or PNG files can be uploaded.',
              ],
            },
          },
          400,
        ),
    });
    renderForm();
    await user.selectOptions(screen.getByLabelText(/What is it about/), 'document');
    await user.type(screen.getByLabelText(/Subject/), 'My letter');
    await user.type(screen.getByLabelText(/Your message/), 'Attached.');
    await user.upload(screen.getByLabelText('Attachments'), [pdf('letter.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^letter\.pdf: Upload failed!/);
  });
});

describe('a conversation', () => {
  function renderThread(reference = 'MSG-7KQ2XM4P', sent?: string) {
    return renderWithProviders(<ThreadView reference={reference} sent={sent} />, {
      initialPath: `/messages/${reference}`,
    });
  }

  it('shows the messages, the fund’s request for a document and the files to download', async () => {
    stubApi({
      [THREAD]: {
        success: true,
        thread: aThread({
          topic: 'claim',
          status: 'WaitingForMember',
          messages: [
            aMemberMessage({ body: 'Where is my claim?' }),
            aFundMessage({ body: 'Please send your ID.', asksForDocument: true }),
          ],
        }),
      },
    });
    renderThread('MSG-7KQ2XM4P', 'MSG-7KQ2XM4P');
    const conversation = await screen.findByRole('list', { name: 'The conversation' });
    const [mine, theirs] = [...conversation.children];
    expect(mine?.textContent).toContain('You · 5 Mar 2026 10:15 GMT+2');
    expect(theirs?.textContent).toContain(
      'The fund asks you for a document: reply with it attached.',
    );
    expect(
      screen.getByRole('link', { name: 'payslip-march.pdf (20 KB)' }).getAttribute('href'),
    ).toBe('/api/Messages/DownloadAttachment?fileId=7b7e0f0e-1111-4a4a-8888-123456789abc');
    expect(screen.getByText('Waiting for you')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your message was sent. Its reference is MSG-7KQ2XM4P.',
    );
  });

  it('sends a reply with its file to the conversation, and says so', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [THREAD]: { success: true, thread: aThread({ status: 'WaitingForMember' }) },
      [REPLY]: {
        success: true,
        thread: aThread({
          status: 'WaitingForFund',
          messages: [aMemberMessage(), aFundMessage(), aMemberMessage({ body: 'Here it is.' })],
        }),
      },
    });
    renderThread();
    await user.type(await screen.findByLabelText(/Your reply/), 'Here it is.');
    await user.upload(screen.getByLabelText('Attachments'), [pdf('id.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Your reply was sent.'),
    );
    const reply = calls.find((call) => call.method === 'POST');
    expect(reply?.url).toBe('/api/Messages/Reply?reference=MSG-7KQ2XM4P');
    expect(reply?.form?.get('body')).toBe('Here it is.');
    expect(screen.getByText('Waiting for the fund')).toBeTruthy();
    expect((screen.getByLabelText(/Your reply/) as HTMLTextAreaElement).value).toBe('');
  });

  it('offers no reply once closed', async () => {
    stubApi({ [THREAD]: { success: true, thread: aThread({ status: 'Closed' }) } });
    renderThread();
    expect(await screen.findByText(/This conversation is closed/)).toBeTruthy();
    expect(screen.queryByLabelText(/Your reply/)).toBeNull();
  });

  it('says when the conversation is not the member’s or does not exist', async () => {
    stubApi({});
    renderThread('MSG-00000000');
    expect(await screen.findByText('We could not find this message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your messages' })).toBeTruthy();
  });
});
