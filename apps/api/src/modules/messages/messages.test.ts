import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_FIELD_MESSAGES,
  MESSAGE_REFERENCE_PATTERN,
  type MessageThread,
  type MessageThreadSummary,
} from '@portal/contract/messages';
import type { InboxNotice } from '@portal/contract/inbox';
import type { Database } from '../../db/client';
import {
  mailOutbox,
  memberDailyQuotas,
  messageAttachments,
  messageThreads,
  threadMessages,
} from '../../db/schema';
import { DESK_TEMPLATES } from '../../partners/message-desk/message-desk';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { uploadMessages } from '../savings-claim/claim-documents.service';
import { createFundReplies } from './fund-replies';

// Messages to the fund (issue 48 point 4), on the real server and database: a member starts a
// thread with attachments, the simulated administration answers after MESSAGE_REPLY_SECONDS and
// tells the member (inbox and mail, with no personal data), asks for a document and is answered
// with one; bad input, a quota passed or a failure half-way keeps nothing; another member's
// thread or attachment is a 404 and stays as it was.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** An ID number a member might type into a message: never in a notice, mail or SMS. */
const ID_NUMBER = '8001015009087';

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('messages');
  server = await startTestServer({ MESSAGE_REPLY_SECONDS: '0.2' }, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function agent(username: string): Promise<Agent> {
  const known = agents.get(username);
  if (known) return known;
  const signedIn = await signIn(server, username);
  agents.set(username, signedIn);
  return signedIn;
}

type Fields = Record<string, string>;
type File = { content: Buffer; name: string };

function formOf(fields: Fields, files: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files)
    form.append('attachment', new Blob([new Uint8Array(file.content)]), file.name);
  return form;
}

async function start(username: string, fields: Fields, files: File[] = []) {
  return (await agent(username)).api('/api/Messages/StartThread', {
    method: 'POST',
    body: formOf(fields, files),
  });
}

async function reply(username: string, reference: string, fields: Fields, files: File[] = []) {
  return (await agent(username)).api(`/api/Messages/Reply?reference=${reference}`, {
    method: 'POST',
    body: formOf(fields, files),
  });
}

async function threadOf(username: string, reference: string): Promise<MessageThread> {
  const response = await (
    await agent(username)
  ).api(`/api/Messages/GetThread?reference=${reference}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { thread: MessageThread }).thread;
}

async function started(response: Response): Promise<MessageThread> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { thread: MessageThread }).thread;
}

/** Waits for the background work to move the thread off Waiting for the fund. */
async function answered(username: string, reference: string): Promise<MessageThread> {
  return vi.waitFor(
    async () => {
      const thread = await threadOf(username, reference);
      expect(thread.status).not.toBe('WaitingForFund');
      return thread;
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** Everything the member has of messages, to show that a refused request kept nothing. */
async function keptOf(username: string) {
  const memberId = await memberIdOfUsername(server.db, username);
  const [threads] = await server.db
    .select({ n: count() })
    .from(messageThreads)
    .where(eq(messageThreads.memberId, memberId));
  const [files] = await server.db
    .select({ n: count() })
    .from(messageAttachments)
    .where(eq(messageAttachments.memberId, memberId));
  const quotas = await server.db
    .select({ kind: memberDailyQuotas.kind, count: memberDailyQuotas.count })
    .from(memberDailyQuotas)
    .where(eq(memberDailyQuotas.memberId, memberId));
  return { threads: threads?.n, files: files?.n, quotas };
}

describe('a thread and the fund’s answer', () => {
  it('starts a thread with an attachment; the fund answers, and tells the member without the words', async () => {
    const username = 'member0005@demo.local';
    const thread = await started(
      await start(
        username,
        {
          topic: 'contribution',
          subject: `March contribution missing (ID ${ID_NUMBER})`,
          body: `My March contribution is not on my statement.\nMy ID number is ${ID_NUMBER}.`,
        },
        [{ content: PDF, name: 'payslip-march.pdf' }],
      ),
    );
    expect(thread.reference).toMatch(MESSAGE_REFERENCE_PATTERN);
    expect(thread).toMatchObject({ status: 'WaitingForFund', topic: 'contribution' });
    expect(thread.messages).toHaveLength(1);
    const [attachment] = thread.messages[0]?.attachments ?? [];
    expect(attachment).toMatchObject({
      fileName: 'payslip-march.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });

    const list = (await (
      await agent(username)
    )
      .api('/api/Messages/GetThreads')
      .then((r) => r.json())) as { threads: MessageThreadSummary[] };
    expect(list.threads[0]).toMatchObject({ reference: thread.reference, messageCount: 1 });

    const file = await (
      await agent(username)
    ).api(`/api/Messages/DownloadAttachment?fileId=${attachment?.fileId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);

    const done = await answered(username, thread.reference);
    expect(done.status).toBe('Answered');
    expect(done.messages.map((message) => message.from)).toEqual(['member', 'fund']);
    expect(done.messages[1]?.body).toBe(DESK_TEMPLATES.topicAnswers.contribution);

    const inbox = (await (
      await agent(username)
    )
      .api('/api/Inbox/GetNotices?category=messages')
      .then((r) => r.json())) as { notices: InboxNotice[] };
    const notice = inbox.notices.find((n) => n.reference === thread.reference);
    expect(notice).toMatchObject({
      kind: 'message-reply',
      category: 'messages',
      subject: `The fund answered your message ${thread.reference}`,
    });
    expect(notice?.lines.some((line) => line.link === `/messages/${thread.reference}`)).toBe(true);
    const memberId = await memberIdOfUsername(server.db, username);
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'message-reply')));
    expect(mail).toHaveLength(1);
    // Neither what the member wrote nor any ID number is in the notice or the mail.
    for (const told of [JSON.stringify(notice), mail[0]?.textBody, mail[0]?.htmlBody]) {
      expect(told).not.toContain(ID_NUMBER);
      expect(told).not.toContain('March contribution');
    }
  });

  it('asks for a document, and is answered with one', async () => {
    const username = 'member0006@demo.local';
    const thread = await started(
      await start(username, { topic: 'claim', subject: 'My claim', body: 'Where is my claim?' }),
    );
    const asked = await answered(username, thread.reference);
    expect(asked.status).toBe('WaitingForMember');
    expect(asked.messages[1]).toMatchObject({
      from: 'fund',
      asksForDocument: true,
      body: DESK_TEMPLATES.askForDocument.claim,
    });

    const replied = await started(
      await reply(username, thread.reference, { body: 'Here it is.' }, [
        { content: PNG, name: 'id.png' },
      ]),
    );
    expect(replied.status).toBe('WaitingForFund');
    const done = await answered(username, thread.reference);
    expect(done.status).toBe('Answered');
    expect(done.messages.at(-1)?.body).toBe(DESK_TEMPLATES.received);
    expect(done.messages).toHaveLength(4);
  });

  it('answers a thread once, however many workers look at it (the state is in the database)', async () => {
    const username = 'member0007@demo.local';
    const thread = await started(
      await start(username, { topic: 'other', subject: 'A question', body: 'Hello.' }),
    );
    // A second server's worker on the same database, working at the same time.
    const second = createFundReplies({ db: server.db, config: server.config, log: server.app.log });
    await Promise.all([second.runOnce(), server.app.fundReplies.runOnce()]);
    const done = await answered(username, thread.reference);
    await second.close();
    expect(done.messages.filter((message) => message.from === 'fund')).toHaveLength(1);
  });
});

describe('what a member may send', () => {
  const username = 'member0008@demo.local';

  it('refuses bad input with the field’s message, and keeps nothing', async () => {
    const before = await keptOf(username);
    const missing = await start(username, { topic: 'claim', subject: ' ', body: '' });
    expect(missing.status).toBe(400);
    const body = (await missing.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.subject).toEqual([MESSAGE_FIELD_MESSAGES.subject]);
    expect(body.fieldErrors.body).toEqual([MESSAGE_FIELD_MESSAGES.body]);

    const noTopic = await start(username, { topic: 'pension', subject: 'x', body: 'y' });
    expect(((await noTopic.json()) as { message: string }).message).toBe(
      MESSAGE_FIELD_MESSAGES.topic,
    );
    const four = await start(
      username,
      { topic: 'other', subject: 'x', body: 'y' },
      [1, 2, 3, 4].map((n) => ({ content: PDF, name: `page-${n}.pdf` })),
    );
    expect(four.status).toBe(400);
    expect(((await four.json()) as { message: string }).message).toBe(
      MESSAGE_FIELD_MESSAGES.tooManyAttachments,
    );
    const text = await start(username, { topic: 'other', subject: 'x', body: 'y' }, [
      { content: PDF, name: 'ok.pdf' },
      { content: Buffer.from('just text'), name: 'letter.pdf' },
    ]);
    expect(text.status).toBe(400);
    expect(((await text.json()) as { message: string }).message).toBe(
      `letter.pdf: ${uploadMessages.wrongType}`,
    );
    const json = await (
      await agent(username)
    ).api('/api/Messages/StartThread', {
      method: 'POST',
      json: { topic: 'other', subject: 'x', body: 'y' },
    });
    expect(json.status).toBe(400);
    expect(await keptOf(username)).toEqual(before);
  });

  it('keeps nothing when the second attachment passes the day’s uploads (429)', async () => {
    const memberId = await memberIdOfUsername(server.db, username);
    await server.db.insert(memberDailyQuotas).values({
      memberId,
      kind: 'upload',
      day: TEST_TODAY,
      count: server.config.uploads.perDay - 1,
    });
    const before = await keptOf(username);
    const response = await start(username, { topic: 'document', subject: 'x', body: 'y' }, [
      { content: PDF, name: 'one.pdf' },
      { content: PNG, name: 'two.png' },
    ]);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await response.json()) as { message: string }).message).toBe(
      uploadMessages.tooManyToday(server.config.uploads.perDay),
    );
    expect(await keptOf(username)).toEqual(before);
  });

  it('bounds the messages a day (429 past it), and a retry with its key starts nothing new', async () => {
    const other = 'member0009@demo.local';
    const fields = {
      topic: 'other',
      subject: 'Once',
      body: 'Once only.',
      idempotencyKey: 'key-0001-once',
    };
    const first = await started(await start(other, fields));
    const again = await started(await start(other, fields));
    expect(again.reference).toBe(first.reference);
    expect((await keptOf(other)).threads).toBe(1);

    const memberId = await memberIdOfUsername(server.db, other);
    await server.db
      .update(memberDailyQuotas)
      .set({ count: server.config.messages.perDay })
      .where(and(eq(memberDailyQuotas.memberId, memberId), eq(memberDailyQuotas.kind, 'message')));
    const refused = await start(other, { topic: 'other', subject: 'More', body: 'More.' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      MESSAGE_FIELD_MESSAGES.tooManyToday(server.config.messages.perDay),
    );
    expect((await keptOf(other)).threads).toBe(1);
  });

  it('holds the day’s bound under 16 messages sent at once, and one key starts one thread', async () => {
    // member0008 has started no thread (its messages above were all refused).
    const memberId = await memberIdOfUsername(server.db, username);
    await server.db.insert(memberDailyQuotas).values({
      memberId,
      kind: 'message',
      day: TEST_TODAY,
      count: server.config.messages.perDay - 2,
    });
    const before = await keptOf(username);
    const at = await agent(username);
    const send = (i: number, key: string) =>
      at.api('/api/Messages/StartThread', {
        method: 'POST',
        body: formOf(
          { topic: 'other', subject: `At once ${i}`, body: 'Sent at once.', idempotencyKey: key },
          [],
        ),
      });
    const statuses = (
      await Promise.all(Array.from({ length: 16 }, (_, i) => send(i, `key-at-once-${i}`)))
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
    expect((await keptOf(username)).threads).toBe(Number(before.threads) + 2);

    // The same message pressed 16 times at once (one key) is one thread, and counts once.
    await server.db
      .update(memberDailyQuotas)
      .set({ count: 0 })
      .where(and(eq(memberDailyQuotas.memberId, memberId), eq(memberDailyQuotas.kind, 'message')));
    const same = await Promise.all(Array.from({ length: 16 }, () => send(99, 'key-pressed-16')));
    const references = new Set<string>();
    for (const response of same) references.add((await started(response)).reference);
    expect(references.size).toBe(1);
    expect((await keptOf(username)).threads).toBe(Number(before.threads) + 3);
  });

  it('closes a thread, which then takes no reply (409)', async () => {
    const other = 'member0010@demo.local';
    const thread = await started(
      await start(other, { topic: 'other', subject: 'Closing', body: 'Thanks.' }),
    );
    const close = () =>
      agent(other).then((a) =>
        a.api('/api/Messages/CloseThread', {
          method: 'POST',
          json: { reference: thread.reference },
        }),
      );
    const closed = await started(await close());
    expect(closed.status).toBe('Closed');
    expect(await started(await close())).toEqual(closed);
    const refused = await reply(other, thread.reference, { body: 'One more thing.' });
    expect(refused.status).toBe(409);
    // Nor does the fund answer it after (unless it had before it was closed).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.app.fundReplies.runOnce();
    expect(await threadOf(other, thread.reference)).toEqual(closed);
  });
});

describe('another member’s thread', () => {
  it('is a 404 to every call, and stays as it was', async () => {
    const owner = 'member0011@demo.local';
    const intruder = 'member0012@demo.local';
    const thread = await started(
      await start(owner, { topic: 'document', subject: 'Mine', body: 'Mine.' }, [
        { content: PDF, name: 'mine.pdf' },
      ]),
    );
    const fileId = thread.messages[0]?.attachments[0]?.fileId ?? '';
    // Answered first, so that nothing but the calls below could change it.
    await answered(owner, thread.reference);
    const snapshot = async () =>
      server.db
        .select()
        .from(threadMessages)
        .innerJoin(messageThreads, eq(messageThreads.id, threadMessages.threadId))
        .where(eq(messageThreads.reference, thread.reference));
    const before = await snapshot();
    const them = await agent(intruder);
    const calls = [
      them.api(`/api/Messages/GetThread?reference=${thread.reference}`),
      them.api(`/api/Messages/DownloadAttachment?fileId=${fileId}`),
      them.api('/api/Messages/CloseThread', {
        method: 'POST',
        json: { reference: thread.reference },
      }),
      reply(intruder, thread.reference, { body: 'Taken over.' }, [{ content: PNG, name: 'x.png' }]),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Mine');
    }
    const list = (await (await them.api('/api/Messages/GetThreads')).json()) as {
      threads: MessageThreadSummary[];
    };
    expect(list.threads.map((t) => t.reference)).not.toContain(thread.reference);
    expect(await snapshot()).toEqual(before);
  });
});
