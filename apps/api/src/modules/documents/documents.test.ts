import { inArray } from 'drizzle-orm';
import {
  DOCUMENT_NOT_READY_MESSAGE,
  type FaqResponse,
  type MemberDocument,
  type MemberDocumentsResponse,
} from '@portal/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberIdByAfGroupId } from '../../auth/sessions.repository';
import { memberDocuments as memberDocumentsTable } from '../../db/schema';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { fundsOfMember, type MemberFund } from '../pdf/pdf.repository';
import {
  failDocument,
  issueDocument,
  requestDocument,
  type MemberDocumentSummary,
} from './documents.repository';

// spec 1 §7 "Documents service", spec 3 §7 "Documents calls": the member's documents, their
// download and the FAQ. The documents are issued here through the shared repository (as the
// statements and certificates modules do) and removed again afterwards: the database is shared
// with the worker's other test files, so the assertions look only at the documents made here.

let server: TestServer;
let member: Agent;
let other: Agent;
let myFunds: MemberFund[];
let theirFunds: MemberFund[];
const created: string[] = [];

/** Documents of the institutional member (two funds) and of the hybrid member. */
const mine: Record<
  'statement' | 'pending' | 'letter' | 'upload' | 'failed',
  MemberDocumentSummary
> = {} as never;
let theirs: MemberDocumentSummary;

const STATEMENT_PDF = Buffer.from('%PDF-1.4\n% an annual benefit statement\n%%EOF\n');
const UPLOAD_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const THEIR_PDF = Buffer.from('%PDF-1.4\n% the other member’s tax certificate\n%%EOF\n');

async function memberIdOf(afGroupId: string): Promise<number> {
  const id = await findMemberIdByAfGroupId(server.db, afGroupId);
  if (id === undefined) throw new Error(`no member ${afGroupId}`);
  return id;
}

function remember<T extends MemberDocumentSummary>(document: T): T {
  created.push(document.fileId);
  return document;
}

beforeAll(async () => {
  server = await startTestServer();
  [member, other] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'hybrid@demo.local'),
  ]);
  const [memberId, otherId] = await Promise.all([memberIdOf('AF0000001'), memberIdOf('AF0000003')]);
  [myFunds, theirFunds] = await Promise.all([
    fundsOfMember(server.db, memberId),
    fundsOfMember(server.db, otherId),
  ]);
  const [first, second] = myFunds;
  if (!first || !second) throw new Error('the institutional member needs two funds');
  const db = server.db;
  // In the order they are made: the list answers them newest first.
  mine.statement = remember(
    await issueDocument(db, {
      memberId,
      membershipId: first.membership.id,
      kind: 'statement',
      title: 'Annual benefit statement (documents test)',
      fileName: 'AnnualBenefitStatement.pdf',
      content: STATEMENT_PDF,
    }),
  );
  mine.failed = remember(
    (
      await requestDocument(db, {
        memberId,
        membershipId: first.membership.id,
        kind: 'statement',
        title: 'On-demand statement that failed (documents test)',
        fileName: 'Statement.pdf',
      })
    ).document,
  );
  await failDocument(db, mine.failed.id, true);
  mine.pending = remember(
    (
      await requestDocument(db, {
        memberId,
        membershipId: second.membership.id,
        kind: 'statement',
        title: 'On-demand statement (documents test)',
        fileName: 'OnDemandStatement.pdf',
        request: { from: '2024-03-01', to: '2025-02-28' },
      })
    ).document,
  );
  mine.letter = remember(
    await issueDocument(db, {
      memberId,
      membershipId: null,
      kind: 'letter',
      title: 'Welcome letter (documents test)',
      fileName: 'WelcomeLetter.pdf',
      content: STATEMENT_PDF,
    }),
  );
  mine.upload = remember(
    await issueDocument(db, {
      memberId,
      membershipId: first.membership.id,
      kind: 'upload',
      title: 'Bank confirmation (documents test)',
      fileName: 'Bevestiging – "bank" é.png',
      contentType: 'image/png',
      content: UPLOAD_PNG,
    }),
  );
  const theirFund = theirFunds[0];
  if (!theirFund) throw new Error('the hybrid member needs a fund');
  theirs = remember(
    await issueDocument(db, {
      memberId: otherId,
      membershipId: theirFund.membership.id,
      kind: 'tax-certificate',
      title: 'Tax certificate (documents test)',
      fileName: 'TaxCertificate.pdf',
      content: THEIR_PDF,
    }),
  );
});

afterAll(async () => {
  if (created.length > 0)
    await server.db
      .delete(memberDocumentsTable)
      .where(inArray(memberDocumentsTable.fileId, created));
  await server.close();
});

async function listOf(who: Agent, query = ''): Promise<MemberDocument[]> {
  const response = await who.api(`/api/PDF/GetMemberDocuments${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as MemberDocumentsResponse;
  expect(body.success).toBe(true);
  return body.memberDocumentResponseList;
}

/** The documents of this test among `list`, in the list's order. */
function ours(list: MemberDocument[]): string[] {
  return list.filter((item) => created.includes(item.fileId)).map((item) => item.fileId);
}

function refNum3(...numbers: string[]): string {
  return `?${numbers.map((n) => `refNum3=${encodeURIComponent(n)}`).join('&')}`;
}

describe('GET /api/PDF/GetMemberDocuments', () => {
  it('lists the member’s own documents, newest first, with their fund and status', async () => {
    const response = await member.api('/api/PDF/GetMemberDocuments');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const list = await listOf(member);
    expect(ours(list)).toEqual([
      mine.upload.fileId,
      mine.letter.fileId,
      mine.pending.fileId,
      mine.failed.fileId,
      mine.statement.fileId,
    ]);
    const times = list.map((item) => Date.parse(item.createdDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const [first, second] = myFunds;
    const statement = list.find((item) => item.fileId === mine.statement.fileId);
    expect(statement).toEqual({
      fileId: mine.statement.fileId,
      documentName: 'Annual benefit statement (documents test)',
      documentType: 'statement',
      status: 'Completed',
      createdDate: mine.statement.createdAt.toISOString(),
      completedDate: mine.statement.completedAt?.toISOString(),
      refNum3: first?.membership.membershipNumber,
      productName: first?.product.fullProductName,
      fileName: 'AnnualBenefitStatement.pdf',
      contentType: 'application/pdf',
    });
    const pending = list.find((item) => item.fileId === mine.pending.fileId);
    expect(pending).toMatchObject({
      status: 'Pending',
      completedDate: null,
      refNum3: second?.membership.membershipNumber,
      productName: second?.product.fullProductName,
    });
    expect(list.find((item) => item.fileId === mine.failed.fileId)?.status).toBe('Failed');
    expect(list.find((item) => item.fileId === mine.letter.fileId)).toMatchObject({
      documentType: 'letter',
      refNum3: null,
      productName: null,
    });
  });

  it('never lists another member’s documents', async () => {
    expect(ours(await listOf(member))).not.toContain(theirs.fileId);
    expect(ours(await listOf(other))).toEqual([theirs.fileId]);
  });

  it('filters by one or several membership numbers (refNum3), query names in any case', async () => {
    const [first, second] = myFunds.map((fund) => fund.membership.membershipNumber) as [
      string,
      string,
    ];
    const one = await listOf(member, refNum3(first));
    expect(ours(one)).toEqual([mine.upload.fileId, mine.failed.fileId, mine.statement.fileId]);
    expect(one.every((item) => item.refNum3 === first)).toBe(true);

    const both = await listOf(member, refNum3(first, second));
    expect(ours(both)).toEqual([
      mine.upload.fileId,
      mine.pending.fileId,
      mine.failed.fileId,
      mine.statement.fileId,
    ]);

    const upper = await listOf(member, `?RefNum3=${encodeURIComponent(second)}`);
    expect(ours(upper)).toEqual([mine.pending.fileId]);
  });

  it('matches none of another member’s documents with their membership number', async () => {
    const theirNumber = theirFunds[0]?.membership.membershipNumber ?? '';
    const myNumbers = new Set(myFunds.map((fund) => fund.membership.membershipNumber));
    expect(myNumbers.has(theirNumber)).toBe(false);
    expect(await listOf(member, refNum3(theirNumber))).toEqual([]);
    expect(await listOf(member, refNum3('NO-SUCH-MEMBERSHIP'))).toEqual([]);
    // Mixed with one of the member's own: only the member's own documents of that fund.
    const first = myFunds[0]?.membership.membershipNumber ?? '';
    const mixed = await listOf(member, refNum3(theirNumber, first));
    expect(mixed.map((item) => item.fileId)).not.toContain(theirs.fileId);
    expect(mixed.every((item) => item.refNum3 === first)).toBe(true);
  });

  it('refuses a membership number that is too long or holds control characters', async () => {
    for (const bad of ['x'.repeat(41), 'abc\u0000def']) {
      const response = await member.api(`/api/PDF/GetMemberDocuments${refNum3(bad)}`);
      expect(response.status).toBe(400);
    }
  });

  it('needs a signed-in member', async () => {
    const response = await fetch(`${server.url}/api/PDF/GetMemberDocuments`, {
      headers: { apikey: server.config.apiKey },
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/PDF/DownloadMemberDocument', () => {
  function download(who: Agent, fileId: string): Promise<Response> {
    return who.api(`/api/PDF/DownloadMemberDocument?fileId=${encodeURIComponent(fileId)}`);
  }

  it('answers the stored file as an attachment, never cached', async () => {
    const response = await download(member, mine.statement.fileId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="AnnualBenefitStatement.pdf"; filename*=UTF-8''AnnualBenefitStatement.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(STATEMENT_PDF);
  });

  it('keeps the stored content type and a safe file name', async () => {
    const response = await member.api(
      `/api/PDF/DownloadMemberDocument?FILEID=${mine.upload.fileId}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Bevestiging – "bank" é.png')}`,
    );
    expect(disposition).not.toContain('"bank"');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(UPLOAD_PNG);
  });

  it('answers 404 for another member’s document, never its content', async () => {
    const response = await download(member, theirs.fileId);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text).not.toContain('tax certificate');
    expect(JSON.parse(text)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    // The owner downloads it.
    const own = await download(other, theirs.fileId);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(THEIR_PDF);
  });

  it('answers 404 for an unknown or malformed file id, 400 without one', async () => {
    for (const fileId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "' OR 1=1 --"]) {
      const response = await download(member, fileId);
      expect(response.status, fileId).toBe(404);
    }
    const missing = await member.api('/api/PDF/DownloadMemberDocument');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors?: object }).fieldErrors).toHaveProperty(
      'fileId',
    );
  });

  it('answers 409 for the member’s document still being prepared, 404 for one that failed', async () => {
    const pending = await download(member, mine.pending.fileId);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: DOCUMENT_NOT_READY_MESSAGE,
    });
    const failed = await download(member, mine.failed.fileId);
    expect(failed.status).toBe(404);
  });
});

describe('GET /api/PDF/GetAFConnectFAQ', () => {
  it('answers the questions by category in their sort order', async () => {
    const response = await member.api('/api/PDF/GetAFConnectFAQ');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as FaqResponse;
    expect(body.success).toBe(true);
    expect(body.afConnectFAQList.map((group) => group.category)).toEqual([
      'Statements',
      'Tax certificates',
      'Two-pot retirement system',
      'Beneficiaries',
      'Profile',
    ]);
    const ids = new Set<number>();
    for (const group of body.afConnectFAQList) {
      expect(group.questions.length, group.category).toBeGreaterThanOrEqual(4);
      for (const { id, question, answer } of group.questions) {
        ids.add(id);
        expect(question.trim().endsWith('?'), question).toBe(true);
        expect(answer.length, question).toBeGreaterThan(80);
      }
    }
    expect(ids.size).toBe(body.afConnectFAQList.flatMap((group) => group.questions).length);
  });

  it('holds the facts members ask about (two-pot, tax year, limits, section 37C)', async () => {
    const body = (await (await member.api('/api/PDF/GetAFConnectFAQ')).json()) as FaqResponse;
    const text = (category: string) =>
      body.afConnectFAQList
        .find((group) => group.category === category)
        ?.questions.map((q) => `${q.question} ${q.answer}`)
        .join('\n') ?? '';
    expect(text('Two-pot retirement system')).toContain('1 September 2024');
    expect(text('Two-pot retirement system')).toContain('R30 000');
    expect(text('Two-pot retirement system')).toContain('R2 000');
    expect(text('Two-pot retirement system')).toContain('tax directive');
    expect(text('Tax certificates')).toContain('4006');
    expect(text('Tax certificates')).toContain('IT3(s)');
    expect(text('Tax certificates')).toContain('R46 000');
    expect(text('Statements')).toContain('five years');
    expect(text('Beneficiaries')).toContain('section 37C');
    expect(text('Profile')).toContain('log in again');
    // Apostrophes survive the migration's quoting.
    expect(text('Statements')).toContain("portfolio's unit price");
  });

  it('needs a signed-in member', async () => {
    const response = await fetch(`${server.url}/api/PDF/GetAFConnectFAQ`, {
      headers: { apikey: server.config.apiKey },
    });
    expect(response.status).toBe(401);
  });
});
