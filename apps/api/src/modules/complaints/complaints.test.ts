import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMPLAINT_FIELD_MESSAGES,
  COMPLAINT_REFERENCE_PATTERN,
  type Complaint,
  type ComplaintFund,
  type ComplaintSummary,
} from '@portal/contract/complaints';
import type { InboxNotice } from '@portal/contract/inbox';
import type { MessageThreadSummary } from '@portal/contract/messages';
import { addDays } from '@portal/domain/dates';
import type { Database } from '../../db/client';
import { complaints, mailOutbox, messageThreads } from '../../db/schema';
import { complaintAnswer } from '../../partners/message-desk/complaint-answers';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { checkTaggedPdf, textInStructureOrder } from '../../testing/pdf-structure';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// Complaints (issue 49 point 1; section 30A), on the real server and database: a member lodges a
// complaint with an attachment and is acknowledged (inbox and mail, without their words); the
// simulated administration answers with its decision; the member says it does not settle it and
// downloads the escalation pack (a tagged PDF) for the Pension Funds Adjudicator; a complaint not
// answered in its 30 days may be escalated too; bad input keeps nothing; another member's
// complaint is a 404 to every call.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** An ID number a member might type into a complaint: never in a notice, mail or SMS. */
const ID_NUMBER = '8001015009087';

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('complaints');
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

async function listOf(username: string) {
  const response = await (await agent(username)).api('/api/Complaints/GetComplaints');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    complaints: ComplaintSummary[];
    funds: ComplaintFund[];
    answerWithinDays: number;
  };
}

async function lodge(
  username: string,
  fields: Record<string, string>,
  files: { content: Buffer; name: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files)
    form.append('attachment', new Blob([new Uint8Array(file.content)]), file.name);
  return (await agent(username)).api('/api/Complaints/Lodge', { method: 'POST', body: form });
}

async function complaintOf(response: Response): Promise<Complaint> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { complaint: Complaint }).complaint;
}

async function get(username: string, reference: string): Promise<Complaint> {
  return complaintOf(
    await (await agent(username)).api(`/api/Complaints/GetComplaint?reference=${reference}`),
  );
}

async function respond(username: string, body: Record<string, unknown>) {
  return (await agent(username)).api('/api/Complaints/RespondToAnswer', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

async function pack(username: string, reference: string) {
  return (await agent(username)).api(
    `/api/Complaints/DownloadEscalationPack?reference=${reference}`,
  );
}

/** Waits for the administration's answer. */
async function answered(username: string, reference: string): Promise<Complaint> {
  return vi.waitFor(
    async () => {
      const complaint = await get(username, reference);
      expect(complaint.stage).toBe('Answered');
      return complaint;
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function lodgeAbout(username: string, category: string, body: string) {
  const { funds } = await listOf(username);
  const fund = funds[0];
  if (!fund) throw new Error(`${username} has no fund`);
  return complaintOf(
    await lodge(username, {
      schemeNumber: fund.schemeNumber,
      category,
      body,
      remedy: 'Pay the missing contributions into my fund.',
    }),
  );
}

describe('a complaint, the fund’s answer and the Adjudicator', () => {
  const username = 'member0010@demo.local';

  it('lodges a complaint with an attachment, acknowledged in the inbox and by mail without its words', async () => {
    const { funds, answerWithinDays } = await listOf(username);
    expect(answerWithinDays).toBe(30);
    const fund = funds[0]!;
    const complaint = await complaintOf(
      await lodge(
        username,
        {
          schemeNumber: fund.schemeNumber,
          category: 'contributions',
          body: `My employer did not pay March and April. My ID number is ${ID_NUMBER}.`,
          remedy: 'Collect the missing contributions with interest.',
        },
        [{ content: PDF, name: 'payslip-march.pdf' }],
      ),
    );
    expect(complaint.reference).toMatch(COMPLAINT_REFERENCE_PATTERN);
    expect(complaint).toMatchObject({
      stage: 'WaitingForFund',
      fundName: fund.fundName,
      lodgedOn: TEST_TODAY,
      replyDueOn: addDays(TEST_TODAY, 30),
      daysLeft: 30,
      mayEscalate: false,
      remedy: 'Collect the missing contributions with interest.',
    });
    expect(complaint.messages[0]?.attachments[0]?.fileName).toBe('payslip-march.pdf');
    expect(complaint.ombud).toMatchObject({
      name: 'Office of the Pension Funds Adjudicator',
      isAdjudicator: true,
      email: 'enquiries@pfa.org.za',
    });

    // Not among the member's messages; no pack while the fund has its days.
    const threads = (await (
      await agent(username)
    )
      .api('/api/Messages/GetThreads')
      .then((r) => r.json())) as { threads: MessageThreadSummary[] };
    expect(threads.threads.map((t) => t.reference)).not.toContain(complaint.reference);
    const early = await pack(username, complaint.reference);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      COMPLAINT_FIELD_MESSAGES.notEscalable,
    );

    const inbox = (await (
      await agent(username)
    )
      .api('/api/Inbox/GetNotices?category=messages')
      .then((r) => r.json())) as { notices: InboxNotice[] };
    const notice = inbox.notices.find((n) => n.kind === 'complaint-lodged');
    expect(notice).toMatchObject({
      reference: complaint.reference,
      subject: `We received your complaint ${complaint.reference}`,
    });
    expect(notice?.lines.some((line) => line.link === `/complaints/${complaint.reference}`)).toBe(
      true,
    );
    const memberId = await memberIdOfUsername(server.db, username);
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'complaint-lodged')));
    expect(mail).toHaveLength(1);
    for (const told of [JSON.stringify(notice), mail[0]?.textBody, mail[0]?.htmlBody]) {
      expect(told).not.toContain(ID_NUMBER);
      expect(told).not.toContain('March and April');
    }

    // The administration answers with its decision on the category, and tells the member.
    const done = await answered(username, complaint.reference);
    const expected = complaintAnswer('contributions');
    expect(done).toMatchObject({
      outcome: expected.outcome,
      answeredOn: TEST_TODAY,
      daysLeft: null,
    });
    expect(done.messages.map((m) => m.from)).toEqual(['member', 'fund']);
    expect(done.messages[1]?.body).toBe(expected.body);
    const told = (await (
      await agent(username)
    )
      .api('/api/Inbox/GetNotices?category=messages')
      .then((r) => r.json())) as { notices: InboxNotice[] };
    expect(told.notices.find((n) => n.kind === 'complaint-answered')?.subject).toBe(
      `The fund answered your complaint ${complaint.reference}`,
    );

    // Not satisfied: a reason is needed; then the pack may be downloaded, once recorded.
    const noReason = await respond(username, { reference: complaint.reference, satisfied: false });
    expect(noReason.status).toBe(400);
    expect(
      ((await noReason.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.reason,
    ).toEqual([COMPLAINT_FIELD_MESSAGES.reason]);
    const reason = 'The interest was not paid for the months my employer paid late.';
    const notSatisfied = await complaintOf(
      await respond(username, { reference: complaint.reference, satisfied: false, reason }),
    );
    expect(notSatisfied).toMatchObject({
      stage: 'NotSatisfied',
      satisfied: false,
      respondedOn: TEST_TODAY,
      mayEscalate: true,
    });
    expect(notSatisfied.messages.at(-1)?.body).toContain(reason);
    const again = await respond(username, { reference: complaint.reference, satisfied: true });
    expect(again.status).toBe(409);

    const file = await pack(username, complaint.reference);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(
      `Complaint-${complaint.reference}-escalation-pack.pdf`,
    );
    const pdf = new Uint8Array(await file.arrayBuffer());
    const [report, lines] = await Promise.all([
      checkTaggedPdf(pdf, { language: 'en-ZA' }),
      textInStructureOrder(pdf),
    ]);
    expect(report.problems).toEqual([]);
    expect(lines[0]).toBe('H1 Complaint to the Office of the Pension Funds Adjudicator');
    const text = lines.join(' ');
    for (const words of [
      complaint.reference,
      fund.fundName,
      'Contributions not paid or paid late',
      'Collect the missing contributions with interest.',
      'Upheld',
      reason,
      'enquiries@pfa.org.za',
      'payslip-march.pdf',
      ID_NUMBER,
    ])
      expect(text).toContain(words);
    expect((await get(username, complaint.reference)).packIssuedOn).toBe(TEST_TODAY);
  });

  it('opens the Adjudicator’s route when the fund lets its 30 days pass without an answer', async () => {
    const other = 'member0011@demo.local';
    const complaint = await lodgeAbout(other, 'charges', 'The fees are too high.');
    // The administration has not answered, and the complaint was received 31 days ago.
    const threadId = await threadIdOf(complaint.reference);
    await server.db.transaction(async (tx) => {
      await tx
        .update(messageThreads)
        .set({ replyDueAt: null })
        .where(eq(messageThreads.reference, complaint.reference));
      await tx
        .update(complaints)
        .set({ lodgedOn: addDays(TEST_TODAY, -31), replyDueOn: addDays(TEST_TODAY, -1) })
        .where(eq(complaints.threadId, threadId!));
    });
    const overdue = await get(other, complaint.reference);
    expect(overdue).toMatchObject({ stage: 'Overdue', daysLeft: null, mayEscalate: true });
    const premature = await respond(other, { reference: complaint.reference, satisfied: true });
    expect(premature.status).toBe(409);
    const file = await pack(other, complaint.reference);
    expect(file.status).toBe(200);
    const text = (await textInStructureOrder(new Uint8Array(await file.arrayBuffer()))).join(' ');
    expect(text).toContain('did not answer this complaint in writing within 30 days');
  });

  it('a satisfied member closes the complaint, with no pack', async () => {
    const other = 'member0005@demo.local';
    const complaint = await lodgeAbout(other, 'service', 'Nobody called me back.');
    await answered(other, complaint.reference);
    const resolved = await complaintOf(
      await respond(other, { reference: complaint.reference, satisfied: true }),
    );
    expect(resolved).toMatchObject({ stage: 'Resolved', satisfied: true, mayEscalate: false });
    expect((await pack(other, complaint.reference)).status).toBe(409);
    const list = await listOf(other);
    expect(list.complaints.map((c) => c.reference)).toEqual([complaint.reference]);
  });
});

async function threadIdOf(reference: string): Promise<number | undefined> {
  const [row] = await server.db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(eq(messageThreads.reference, reference));
  return row?.id;
}

async function complaintsCount(username: string): Promise<number> {
  const memberId = await memberIdOfUsername(server.db, username);
  const [row] = await server.db
    .select({ n: count() })
    .from(complaints)
    .where(eq(complaints.memberId, memberId));
  return row?.n ?? 0;
}

describe('what a member may lodge, and whose complaint they may read', () => {
  const username = 'member0006@demo.local';

  it('refuses bad input with the field’s message, and keeps nothing', async () => {
    const before = await complaintsCount(username);
    const empty = await lodge(username, { schemeNumber: '', category: 'x', body: ' ', remedy: '' });
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toMatchObject({
      schemeNumber: [COMPLAINT_FIELD_MESSAGES.schemeNumber],
      category: [COMPLAINT_FIELD_MESSAGES.category],
      body: [COMPLAINT_FIELD_MESSAGES.body],
      remedy: [COMPLAINT_FIELD_MESSAGES.remedy],
    });
    // Another member's fund is not one a complaint of theirs may be about.
    const theirs = (await listOf('member0007@demo.local')).funds[0]!;
    const mine = (await listOf(username)).funds.map((f) => f.schemeNumber);
    if (!mine.includes(theirs.schemeNumber)) {
      const foreign = await lodge(username, {
        schemeNumber: theirs.schemeNumber,
        category: 'other',
        body: 'x',
        remedy: 'y',
      });
      expect(foreign.status).toBe(400);
    }
    const notPdf = await lodge(
      username,
      { schemeNumber: mine[0]!, category: 'other', body: 'x', remedy: 'y' },
      [{ content: Buffer.from('just text'), name: 'note.pdf' }],
    );
    expect(notPdf.status).toBe(400);
    expect(await complaintsCount(username)).toBe(before);
  });

  it('a retry with the same key lodges one complaint', async () => {
    const before = await complaintsCount(username);
    const { funds } = await listOf(username);
    const fields = {
      schemeNumber: funds[0]!.schemeNumber,
      category: 'other',
      body: 'Once only.',
      remedy: 'Nothing more.',
      idempotencyKey: 'complaint-key-0001',
    };
    const [first, second] = await Promise.all([lodge(username, fields), lodge(username, fields)]);
    const a = await complaintOf(first);
    const b = await complaintOf(second);
    expect(a.reference).toBe(b.reference);
    expect(await complaintsCount(username)).toBe(before + 1);
  });

  it('answers another member’s complaint with 404 to every call, and changes nothing', async () => {
    const owner = 'member0008@demo.local';
    const complaint = await lodgeAbout(owner, 'investments', 'My returns are low.');
    const stranger = 'member0009@demo.local';
    const reference = complaint.reference;
    expect(
      (await (await agent(stranger)).api(`/api/Complaints/GetComplaint?reference=${reference}`))
        .status,
    ).toBe(404);
    expect((await respond(stranger, { reference, satisfied: true })).status).toBe(404);
    expect((await pack(stranger, reference)).status).toBe(404);
    expect((await listOf(stranger)).complaints.map((c) => c.reference)).not.toContain(reference);
    const unchanged = await get(owner, reference);
    expect(unchanged.respondedOn).toBeNull();
    expect(unchanged.packIssuedOn).toBeNull();
  });
});
