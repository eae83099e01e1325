import type { MessageThread, ThreadMessage } from '@portal/contract/messages';

// Answers of the messages calls as the server sends them (@portal/contract/messages).

export function aMemberMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    from: 'member',
    body: 'My March contribution is not on my statement.',
    sentAt: '2026-03-05T08:15:00.000Z',
    asksForDocument: false,
    attachments: [
      {
        fileId: '7b7e0f0e-1111-4a4a-8888-123456789abc',
        fileName: 'payslip-march.pdf',
        contentType: 'application/pdf',
        sizeBytes: 20_480,
      },
    ],
    ...overrides,
  };
}

export function aFundMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    from: 'fund',
    body: 'Thank you for your message about a contribution.',
    sentAt: '2026-03-05T08:17:00.000Z',
    asksForDocument: false,
    attachments: [],
    ...overrides,
  };
}

export function aThread(overrides: Partial<MessageThread> = {}): MessageThread {
  const messages = overrides.messages ?? [aMemberMessage(), aFundMessage()];
  return {
    reference: 'MSG-7KQ2XM4P',
    topic: 'contribution',
    subject: 'March contribution missing',
    status: 'Answered',
    startedAt: '2026-03-05T08:15:00.000Z',
    lastMessageAt: messages.at(-1)?.sentAt ?? '2026-03-05T08:15:00.000Z',
    lastFrom: messages.at(-1)?.from ?? 'member',
    messageCount: messages.length,
    ...overrides,
    messages,
  };
}
