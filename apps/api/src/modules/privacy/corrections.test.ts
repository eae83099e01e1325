import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxNotice } from '@portal/contract/inbox';
import type { MessageThreadSummary } from '@portal/contract/messages';
import {
  CORRECTION_FIELD_MESSAGES,
  CORRECTION_REFERENCE_PATTERN,
  type Correction,
  type CorrectionSummary,
  type HeldDetail,
} from '@portal/contract/privacy';
import { addDays } from '@portal/domain/dates';
import { luhnCheckDigit } from '@portal/domain/sa-id';
import type { Database } from '../../db/client';
import { correctionRequests, mailOutbox, members, profileAudit } from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// Corrections of personal information (issue 49 point 3; POPIA section 24), on the real server and
// database: a member asks for their ID number to be corrected with a document and is acknowledged
// (inbox and mail, without the value); the simulated administration accepts a well-formed value,
// corrects the record in the same transaction and audits it; a value that fails the check digit is
// declined and changes nothing; a request without its document, or for a detail not held, keeps
// nothing; the requests are not among the member's messages.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('corrections');
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
  const response = await (await agent(username)).api('/api/Privacy/GetCorrections');
  expect(response.status).toBe(200);
  return (await response.json()) as {
    corrections: CorrectionSummary[];
    details: HeldDetail[];
    answerWithinDays: number;
  };
}

async function ask(username: string, fields: Record<string, string>, files = [PDF]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append('attachment', new Blob([new Uint8Array(file)]), 'id.pdf');
  return (await agent(username)).api('/api/Privacy/RequestCorrection', {
    method: 'POST',
    body: form,
  });
}

async function correctionOf(response: Response): Promise<Correction> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { correction: Correction }).correction;
}

async function get(username: string, reference: string): Promise<Correction> {
  return correctionOf(
    await (await agent(username)).api(`/api/Privacy/GetCorrection?reference=${reference}`),
  );
}

async function answered(username: string, reference: string): Promise<Correction> {
  return vi.waitFor(
    async () => {
      const correction = await get(username, reference);
      expect(correction.stage).toBe('Answered');
      return correction;
    },
    { timeout: 10_000, interval: 100 },
  );
}

/** Another valid ID number of the same date of birth (another sequence number). */
function anotherIdOf(idNumber: string): string {
  const sequence = String((Number(idNumber.slice(6, 10)) + 1) % 10_000).padStart(4, '0');
  const first12 = `${idNumber.slice(0, 6)}${sequence}${idNumber.slice(10, 12)}`;
  return `${first12}${luhnCheckDigit(first12)}`;
}

describe('a request to correct personal information', () => {
  const username = 'member0008@demo.local';

  it('corrects a passport number (member 6 is identified by passport)', async () => {
    const passportHolder = 'member0006@demo.local';
    const { details } = await listOf(passportHolder);
    expect(details.map((held) => held.detail)).toEqual(['passportNumber', 'dateOfBirth']);
    const correction = await correctionOf(
      await ask(passportHolder, {
        detail: 'passportNumber',
        value: 'a12345678',
        reason: 'My passport was renewed; the new one is attached.',
      }),
    );
    expect(correction.value).toBe('A12345678');
    const done = await answered(passportHolder, correction.reference);
    expect(done.outcome).toBe('Accepted');
    expect((await listOf(passportHolder)).details[0]?.value).toBe('A12345678');
  });

  it('is lodged with its document, acknowledged without the value, accepted and corrects the record', async () => {
    const { details, answerWithinDays } = await listOf(username);
    expect(answerWithinDays).toBe(30);
    expect(details.map((held) => held.detail)).toEqual(['idNumber', 'dateOfBirth']);
    const heldId = details[0]!.value!;
    const corrected = anotherIdOf(heldId);
    const correction = await correctionOf(
      await ask(username, {
        detail: 'idNumber',
        value: corrected,
        reason: 'The fund’s record has a digit wrong; my identity document is attached.',
      }),
    );
    expect(correction.reference).toMatch(CORRECTION_REFERENCE_PATTERN);
    expect(correction).toMatchObject({
      detail: 'idNumber',
      value: corrected,
      lodgedOn: TEST_TODAY,
      answerDueOn: addDays(TEST_TODAY, 30),
    });
    expect(correction.messages[0]?.attachments).toHaveLength(1);

    const threads = (await (
      await agent(username)
    )
      .api('/api/Messages/GetThreads')
      .then((r) => r.json())) as { threads: MessageThreadSummary[] };
    expect(threads.threads.map((t) => t.reference)).not.toContain(correction.reference);

    const done = await answered(username, correction.reference);
    expect(done).toMatchObject({ outcome: 'Accepted', answeredOn: TEST_TODAY, daysLeft: null });
    expect(done.answer).toContain('We accept it');
    expect(done.answer).not.toContain(corrected);
    const profile = (await (
      await agent(username)
    )
      .api('/api/Profile/GetProfileDetails')
      .then((r) => r.json())) as { profile: { idNumber: string } };
    expect(profile.profile.idNumber).toBe(corrected);

    const memberId = await memberIdOfUsername(server.db, username);
    const [audit] = await server.db
      .select()
      .from(profileAudit)
      .where(eq(profileAudit.memberId, memberId))
      .orderBy(desc(profileAudit.id))
      .limit(1);
    expect(audit).toMatchObject({
      source: `CorrectionRequest ${correction.reference}`,
      fields: ['idNumber'],
      before: { idNumber: heldId },
      after: { idNumber: corrected },
    });

    const inbox = (await (
      await agent(username)
    )
      .api('/api/Inbox/GetNotices?category=messages')
      .then((r) => r.json())) as { notices: InboxNotice[] };
    const kinds = inbox.notices.map((notice) => notice.kind);
    expect(kinds).toContain('correction-lodged');
    expect(kinds).toContain('correction-answered');
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'correction-lodged')));
    expect(mail).toHaveLength(1);
    for (const told of [JSON.stringify(inbox.notices), mail[0]?.textBody, mail[0]?.htmlBody]) {
      expect(told).not.toContain(corrected);
      expect(told).not.toContain(heldId);
    }
    const listed = await listOf(username);
    expect(listed.corrections[0]).toMatchObject({ reference: correction.reference });
    expect(listed.details[0]?.value).toBe(corrected);
  });

  it('declines a value that fails the check digit, and the record stays as it was', async () => {
    const { details } = await listOf(username);
    const heldId = details[0]!.value!;
    const wrong = `${heldId.slice(0, 12)}${(Number(heldId.charAt(12)) + 1) % 10}`;
    const correction = await correctionOf(
      await ask(username, { detail: 'idNumber', value: wrong, reason: 'A digit is wrong.' }),
    );
    const done = await answered(username, correction.reference);
    expect(done.outcome).toBe('Declined');
    expect(done.answer).toContain('not a valid South African ID number');
    const memberId = await memberIdOfUsername(server.db, username);
    const [row] = await server.db
      .select({ idNumber: members.idNumber })
      .from(members)
      .where(eq(members.id, memberId));
    expect(row?.idNumber).toBe(heldId);
  });

  it('keeps nothing without its document, with two, for a detail not held or the same value', async () => {
    const memberId = await memberIdOfUsername(server.db, username);
    const count = async () =>
      (
        await server.db
          .select({ id: correctionRequests.id })
          .from(correctionRequests)
          .where(eq(correctionRequests.memberId, memberId))
      ).length;
    const before = await count();
    const { details } = await listOf(username);
    const fields = { detail: 'dateOfBirth', value: '1990-01-01', reason: 'Wrong.' };
    const cases: [Response, string][] = [
      [await ask(username, fields, []), CORRECTION_FIELD_MESSAGES.document],
      [await ask(username, fields, [PDF, PDF]), CORRECTION_FIELD_MESSAGES.oneDocument],
      [
        await ask(username, { ...fields, detail: 'passportNumber', value: 'A1234567' }),
        CORRECTION_FIELD_MESSAGES.notHeld,
      ],
      [
        await ask(username, { ...fields, value: details[1]!.value! }),
        CORRECTION_FIELD_MESSAGES.sameValue,
      ],
      [await ask(username, { ...fields, reason: ' ' }), CORRECTION_FIELD_MESSAGES.reason],
    ];
    for (const [response, message] of cases) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect(await count()).toBe(before);
  });
});

describe('the objection to direct marketing and the record of consents', () => {
  const username = 'member0007@demo.local';

  it('is honoured at once: the referral call answers 403 until it is withdrawn, and both are recorded', async () => {
    const member = await agent(username);
    const object = (objects: boolean) =>
      member.api('/api/Privacy/SetMarketingObjection', { method: 'POST', json: { objects } });
    const objected = await object(true);
    expect(objected.status).toBe(200);
    expect(((await objected.json()) as { objection: { objects: boolean } }).objection.objects).toBe(
      true,
    );
    const profile = (await member.api('/api/Profile/GetProfileDetails').then((r) => r.json())) as {
      profile: { objectsToDirectMarketing?: boolean };
    };
    expect(profile.profile.objectsToDirectMarketing).toBe(true);
    const refused = await member.api('/api/Campaigns/CreateReferralLead', {
      method: 'POST',
      json: {},
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      CORRECTION_FIELD_MESSAGES.objected,
    );

    expect((await object(false)).status).toBe(200);
    const referred = await member.api('/api/Campaigns/CreateReferralLead', {
      method: 'POST',
      json: {},
    });
    expect(referred.status).toBe(200);

    const record = (await member.api('/api/Privacy/GetConsents').then((r) => r.json())) as {
      consents: { what: string; at: string }[];
      objection: { objects: boolean; since: string };
    };
    expect(record.objection.objects).toBe(false);
    const what = record.consents.map((consent) => consent.what);
    expect(what).toContain('Objection to direct marketing');
    expect(what).toContain('Objection to direct marketing withdrawn');
    expect(what).toContain('Referral to an adviser');
    const times = record.consents.map((consent) => Date.parse(consent.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
