import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { TEST_TODAY, privateTestDatabase } from '../testing/database';
import { memberIdOfUsername } from '../testing/members';
import {
  Agent,
  freePort,
  signIn,
  startTestServer,
  type ServerAddress,
  type TestServer,
} from '../testing/server';

// A member's answers are given again while the member's data is unchanged (lib/member-answers.ts)
// and never after it has changed: whoever changed it (the member through the API, another
// replica, a background job, an administrator in the database), the next call answers from the
// data as it now is. A database of its own: the member's data changes here.

const MEMBER = 'institutional@demo.local';
const ROUTES = [
  '/api/Fund/Internal',
  '/api/Profile/GetProfileDetails',
  '/api/Portfolio/GetPortfolioSummary',
  '/api/Claims/GetMemberClaims',
  '/api/Statements',
];

let database: Database;
let server: TestServer;
let member: Agent;
let memberId: number;

beforeAll(async () => {
  database = await privateTestDatabase('member_answers');
  server = await startTestServer({}, { db: database.db });
  member = await signIn(server, MEMBER);
  memberId = await memberIdOfUsername(server.db, MEMBER);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function answer(agent: Agent, path: string, init: RequestInit = {}): Promise<string> {
  const response = await agent.api(path, init);
  const text = await response.text();
  expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
  return text;
}

/** Every route's answer, asked for twice (the second from what was kept). */
async function answersOf(agent: Agent): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const path of ROUTES) {
    const first = await answer(agent, path);
    expect(await answer(agent, path), path).toBe(first);
    answers.set(path, first);
  }
  return answers;
}

type Funds = { internalFunds: { schemeNumber: string; currentValue: number }[] };

describe('a member’s kept answers', () => {
  it('answer with a change committed in the database at the very next call', async () => {
    const before = await answersOf(member);
    const funds = JSON.parse(before.get('/api/Fund/Internal') ?? '{}') as Funds;
    const scheme = funds.internalFunds[0]?.schemeNumber ?? '';
    const details = await answer(member, `/api/Fund/GetFundDetails/${scheme}`);

    // Another server (or an administrator) changes the member's own rows.
    await server.db.execute(sql`update members set first_name = 'Changed' where id = ${memberId}`);
    expect(await answer(member, '/api/Profile/GetProfileDetails')).toContain(
      '"firstName":"Changed"',
    );
    await server.db.execute(
      sql`update claims set gross_cents = gross_cents + 100 where member_id = ${memberId}`,
    );
    expect(await answer(member, '/api/Claims/GetMemberClaims')).not.toBe(
      before.get('/api/Claims/GetMemberClaims'),
    );
    // A statement requested elsewhere (the background job's table).
    const inserted = (await server.db.execute(sql`
      insert into member_documents (member_id, membership_id, kind, title, file_name, request)
      select ${memberId}, min(id), 'statement', 'Statement', 'statement.pdf',
        jsonb_build_object('membershipId', min(id), 'from', '2026-01-01', 'to', ${TEST_TODAY}::text)
      from memberships where member_id = ${memberId}
      returning file_id
    `)) as unknown as { rows: { file_id: string }[] };
    expect(await answer(member, '/api/Statements')).toContain(inserted.rows[0]?.file_id ?? '-');

    // Prices every member's figures read: a new price moves every fund's value.
    await server.db.execute(
      sql`update unit_prices set price_micro = price_micro * 2 where price_date = (select max(price_date) from unit_prices)`,
    );
    for (const path of ['/api/Fund/Internal', '/api/Portfolio/GetPortfolioSummary'])
      expect(await answer(member, path), path).not.toBe(before.get(path));
    expect(await answer(member, `/api/Fund/GetFundDetails/${scheme}`)).not.toBe(details);
  });

  it('answer with the member’s own change through the API', async () => {
    const before = await answer(member, '/api/Portfolio/GetPortfolioSummary');
    const added = await member.api('/api/Fund/AddExternalFund', {
      method: 'POST',
      json: {
        providerId: 1,
        productTypeId: 1,
        productName: 'Kept answers RA',
        value: 1000,
        valueDate: TEST_TODAY,
      },
    });
    expect(added.status).toBe(200);
    const after = await answer(member, '/api/Portfolio/GetPortfolioSummary');
    expect(before).not.toContain('Kept answers RA');
    expect(after).toContain('Kept answers RA');
  });

  it('are sent in the encoding each call accepts, made once for each', async () => {
    const path = '/api/Portfolio/GetPortfolioSummary';
    const plain = await answer(member, path);
    expect(plain.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const response = await server.app.inject({
        url: path,
        headers: {
          cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          apikey: server.config.apiKey,
          'accept-encoding': encoding,
        },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(response.rawPayload).toString()).toBe(plain);
    }
  });

  it('answer a call with a bearer token from the data as it is', async () => {
    const profile = '/api/Profile/GetProfileDetails';
    await answer(member, profile);
    const [row] = (
      (await server.db.execute(
        sql`select access_token from sessions where af_group_id = (select af_group_id from members where id = ${memberId}) limit 1`,
      )) as unknown as { rows: { access_token: string }[] }
    ).rows;
    await server.db.execute(sql`update members set first_name = 'Bearer' where id = ${memberId}`);
    const response = await fetch(`${server.url}${profile}`, {
      headers: { apikey: server.config.apiKey, authorization: `Bearer ${row?.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"firstName":"Bearer"');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('kept answers on two replicas', () => {
  let other: { address: ServerAddress; close: () => Promise<void> };

  beforeAll(async () => {
    // A second server with its own connections to the same database.
    const client = (
      database.db as unknown as { $client: { options: { connectionString: string } } }
    ).$client;
    const second = await openDatabase({
      databaseUrl: client.options.connectionString,
      poolSize: 2,
    });
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: server.url,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      PORTAL_TODAY: TEST_TODAY,
    });
    const app = await buildApp({ config, db: second.db });
    await app.listen({ port, host: '127.0.0.1' });
    other = {
      address: { url: `http://127.0.0.1:${port}`, config },
      close: async () => {
        await app.close();
        await second.close();
      },
    };
  });
  afterAll(async () => other?.close());

  it('answer on one with a change the member made on the other', async () => {
    const onOther = new Agent(other.address);
    for (const [name, value] of member.cookies) onOther.cookies.set(name, value);
    const before = await answer(onOther, '/api/Portfolio/GetPortfolioSummary');
    expect(await answer(onOther, '/api/Portfolio/GetPortfolioSummary')).toBe(before);
    const added = await member.api('/api/Fund/AddExternalFund', {
      method: 'POST',
      json: {
        providerId: 1,
        productTypeId: 1,
        productName: 'Other replica RA',
        value: 2000,
        valueDate: TEST_TODAY,
      },
    });
    expect(added.status).toBe(200);
    expect(await answer(onOther, '/api/Portfolio/GetPortfolioSummary')).toContain(
      'Other replica RA',
    );
  });
});
