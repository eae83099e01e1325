import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxNotice } from '@portal/contract/inbox';
import { dataArchiveRefusal, type DataArchive } from '@portal/contract/my-data';
import { addDays, formatDisplayDate } from '@portal/domain/dates';
import type { Database } from '../../db/client';
import { dataArchives, mailOutbox, members } from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { checkTaggedPdf } from '../../testing/pdf-structure';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { ARCHIVE_REGISTRY } from './archive-registry.repository';
import { DATA_SUMMARY_TITLE } from './data-summary.document';

// The member's own data (issue 49 point 2; POPIA section 23), on the real server and database: a
// member asks for an archive, is refused a second one the same day, is told in the inbox (and by
// mail) when it is ready, and downloads a ZIP whose every JSON file parses and holds the member's
// own data and no other member's, with a summary that passes the tagged-PDF checks. Another
// member's archive is a 404 and changes nothing; an expired archive is no longer served.

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();

beforeAll(async () => {
  database = await privateTestDatabase('my-data');
  server = await startTestServer({}, { db: database.db });
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

type Archives = { archives: DataArchive[]; nextAllowedOn: string; keepDays: number };

async function archivesOf(username: string): Promise<Archives> {
  const response = await (await agent(username)).api('/api/MyData/GetArchives');
  expect(response.status).toBe(200);
  return (await response.json()) as Archives;
}

async function ask(username: string): Promise<Response> {
  return (await agent(username)).api('/api/MyData/RequestArchive', { method: 'POST', json: {} });
}

async function download(username: string, id: string): Promise<Response> {
  return (await agent(username)).api(`/api/MyData/DownloadArchive?id=${encodeURIComponent(id)}`);
}

async function afGroupIdOf(username: string): Promise<string> {
  const memberId = await memberIdOfUsername(server.db, username);
  const [row] = await server.db
    .select({ afGroupId: members.afGroupId })
    .from(members)
    .where(eq(members.id, memberId));
  return row!.afGroupId;
}

describe('the member’s data archive', () => {
  const username = 'member0006@demo.local';
  let archiveId = '';

  it('is asked for once a day and prepared in the background', async () => {
    expect(await archivesOf(username)).toMatchObject({
      archives: [],
      nextAllowedOn: TEST_TODAY,
      keepDays: 7,
    });
    const asked = await ask(username);
    expect(asked.status, await asked.clone().text()).toBe(200);
    const body = (await asked.json()) as Archives & { archive: DataArchive };
    archiveId = body.archive.id;
    expect(body.archive).toMatchObject({ status: 'Preparing', readyAt: null, sizeBytes: null });
    expect(body.nextAllowedOn).toBe(addDays(TEST_TODAY, 1));

    const again = await ask(username);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await again.json()) as { message: string }).message).toBe(
      dataArchiveRefusal(formatDisplayDate(addDays(TEST_TODAY, 1))),
    );

    await server.app.dataArchives.runOnce();
    const [ready] = (await archivesOf(username)).archives;
    expect(ready).toMatchObject({ id: archiveId, status: 'Ready' });
    expect(ready!.sizeBytes).toBeGreaterThan(1000);
    expect(Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!)).toBe(7 * 86_400_000);
  });

  it('is announced in the inbox and by mail', async () => {
    const inbox = (await (
      await agent(username)
    )
      .api('/api/Inbox/GetNotices?category=documents')
      .then((r) => r.json())) as { notices: InboxNotice[] };
    const notice = inbox.notices.find((n) => n.kind === 'data-archive-ready');
    expect(notice?.subject).toBe('Your data is ready to download');
    expect(notice?.lines.some((line) => line.link === '/my-data')).toBe(true);
    const memberId = await memberIdOfUsername(server.db, username);
    const mail = await server.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, memberId));
    expect(mail.filter((m) => m.kind === 'data-archive-ready')).toHaveLength(1);
  });

  it('downloads as a ZIP of the member’s own data, with a tagged PDF summary', async () => {
    const file = await download(username, archiveId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('cache-control')).toBe('no-store');
    const files = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      ['manifest.json', 'summary.pdf', ...ARCHIVE_REGISTRY.map((entry) => entry.file)]
        .map((name) => `my-data/${name}`)
        .sort(),
    );
    const own = await afGroupIdOf(username);
    const others = await Promise.all(
      ['member0005@demo.local', 'member0007@demo.local'].map(afGroupIdOf),
    );
    const json = names.filter((name) => name.endsWith('.json'));
    const all = json.map((name) => strFromU8(files[name]!)).join('\n');
    for (const name of json) expect(() => JSON.parse(strFromU8(files[name]!)), name).not.toThrow();
    expect(all).toContain(own);
    for (const other of others) expect(all).not.toContain(other);
    const profile = JSON.parse(strFromU8(files['my-data/profile.json']!)) as {
      records: Record<string, unknown>[];
    };
    expect(profile.records).toHaveLength(1);
    expect(profile.records[0]?.afGroupId).toBe(own);
    const transactions = JSON.parse(strFromU8(files['my-data/transactions.json']!)) as {
      records: unknown[];
    };
    expect(transactions.records.length).toBeGreaterThan(0);
    // Secrets are said to exist, never given.
    const account = JSON.parse(strFromU8(files['my-data/account.json']!)) as {
      records: Record<string, unknown>[];
    };
    expect(account.records[0]?.passwordHash).toBe('withheld');
    expect(all).not.toMatch(/\$argon2/);
    const manifest = JSON.parse(strFromU8(files['my-data/manifest.json']!)) as {
      files: { file: string; records: number }[];
      notInThisArchive: { table: string }[];
    };
    expect(manifest.files).toHaveLength(ARCHIVE_REGISTRY.length);
    expect(manifest.notInThisArchive.map((row) => row.table)).toContain('member_kba_records');

    const report = await checkTaggedPdf(files['my-data/summary.pdf']!, {
      language: 'en-ZA',
      title: DATA_SUMMARY_TITLE,
    });
    expect(report.problems).toEqual([]);
    const text = report.lines.map((line) => line.text).join(' ');
    expect(text).toContain(own);
    expect(text).toContain('transactions.json');
  });

  it('is another member’s 404, and changes nothing', async () => {
    const other = 'member0007@demo.local';
    const before = await server.db.select().from(dataArchives);
    const theirs = await download(other, archiveId);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain('PK');
    expect((await archivesOf(other)).archives).toEqual([]);
    expect(await server.db.select().from(dataArchives)).toEqual(before);
    expect((await download(username, 'not-an-id')).status).toBe(400);
    expect((await download(username, crypto.randomUUID())).status).toBe(404);
  });

  it('is no longer served once expired, and its bytes are dropped', async () => {
    await server.db
      .update(dataArchives)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataArchives.fileId, archiveId));
    expect((await archivesOf(username)).archives[0]?.status).toBe('Expired');
    const gone = await download(username, archiveId);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toContain('expired');
    await server.app.dataArchives.runOnce();
    const [row] = await server.db
      .select({ status: dataArchives.status, content: dataArchives.content })
      .from(dataArchives)
      .where(eq(dataArchives.fileId, archiveId));
    expect(row).toEqual({ status: 'Expired', content: null });
  });
});
