import type { InternalFund } from '@portal/contract/fund';
import type { InternalPoliciesResponse } from '@portal/contract/policies';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import { type Agent, signIn, startTestServer, type TestServer } from '../../testing/server';

// spec 1 §7 AFGroupID service: GetAFGroupID, GetSVOPRecord and ClearSVOPRecordCache by a scheme
// the member holds and its source system.

let server: TestServer;
let staff: Agent;
let fund: InternalFund;

type SvopAnswer = {
  success: boolean;
  svopRecord: {
    afGroupId: string;
    person: { firstName: string; afGroupId: string };
    products: InternalFund[];
    policies: InternalPoliciesResponse['policies'];
  };
};

function query(values: { schemeNumber: string; sourceSystemName: string }): string {
  return new URLSearchParams(values).toString();
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

/** A change to the member's name that moves no data version (triggers off, as a bulk load). */
async function renameWithoutNotice(afGroupId: string, firstName: string): Promise<void> {
  await inTransaction(server.db, async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update members set first_name = ${firstName} where af_group_id = ${afGroupId}`,
    );
  });
}

beforeAll(async () => {
  server = await startTestServer();
  staff = await signIn(server, 'staff@demo.local');
  const funds = await json<{ internalFunds: InternalFund[] }>(staff.api('/api/Fund/Internal'));
  const [first] = funds.internalFunds;
  if (!first) throw new Error('the staff member needs a fund');
  fund = first;
});
afterAll(async () => server.close());

describe('GET /api/AFGroupID/GetAFGroupID', () => {
  it('answers the member’s group id for a scheme they hold under its source system', async () => {
    const answer = await json<{ success: boolean; afGroupId: string }>(
      staff.api(`/api/AFGroupID/GetAFGroupID?${query(fund)}`),
    );
    expect(answer).toEqual({ success: true, afGroupId: 'AF0000004' });
  });

  it('answers 404 for another source system, a scheme they do not hold and 400 without one', async () => {
    const wrongSource = await staff.api(
      `/api/AFGroupID/GetAFGroupID?${query({ schemeNumber: fund.schemeNumber, sourceSystemName: 'ELSEWHERE' })}`,
    );
    expect(wrongSource.status).toBe(404);
    const unknown = await staff.api(
      `/api/AFGroupID/GetAFGroupID?${query({ schemeNumber: 'NO-SUCH-SCHEME', sourceSystemName: fund.sourceSystemName })}`,
    );
    expect(unknown.status).toBe(404);
    const missing = await staff.api(
      `/api/AFGroupID/GetAFGroupID?schemeNumber=${fund.schemeNumber}`,
    );
    expect(missing.status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${server.url}/api/AFGroupID/GetAFGroupID?${query(fund)}`, {
      headers: { apikey: server.config.apiKey },
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/AFGroupID/GetSVOPRecord', () => {
  it('answers the person, the funds of GET /Fund/Internal and the policies of GetInternalPolicies', async () => {
    const [record, funds, policies] = await Promise.all([
      json<SvopAnswer>(staff.api(`/api/AFGroupID/GetSVOPRecord?${query(fund)}`)),
      json<{ internalFunds: InternalFund[] }>(staff.api('/api/Fund/Internal')),
      json<InternalPoliciesResponse>(staff.api('/api/Fund/GetInternalPolicies')),
    ]);
    expect(record.success).toBe(true);
    expect(record.svopRecord.afGroupId).toBe('AF0000004');
    expect(record.svopRecord.person).toMatchObject({ firstName: 'Sipho', afGroupId: 'AF0000004' });
    expect(record.svopRecord.products).toEqual(funds.internalFunds);
    expect(record.svopRecord.policies).toEqual(policies.policies);
    expect(record.svopRecord.policies.length).toBeGreaterThan(0);
  });

  it('answers a bearer-token client the same record', async () => {
    const [row] = (
      (await server.db.execute(
        sql`select access_token from sessions where af_group_id = 'AF0000004' order by created_at desc limit 1`,
      )) as unknown as { rows: { access_token: string }[] }
    ).rows;
    const response = await fetch(`${server.url}/api/AFGroupID/GetSVOPRecord?${query(fund)}`, {
      headers: { apikey: server.config.apiKey, authorization: `Bearer ${row?.access_token}` },
    });
    expect(response.status).toBe(200);
    const record = (await response.json()) as SvopAnswer;
    expect(record.svopRecord.afGroupId).toBe('AF0000004');
  });
});

describe('POST /api/AFGroupID/ClearSVOPRecordCache', () => {
  it('empties what the server keeps of the member: the next record reads the database', async () => {
    const path = `/api/AFGroupID/GetSVOPRecord?${query(fund)}`;
    const before = await json<SvopAnswer>(staff.api(path));
    expect(before.svopRecord.person.firstName).toBe('Sipho');
    try {
      await renameWithoutNotice('AF0000004', 'Sifiso');
      // Nothing told the server: the kept record is still given.
      expect((await json<SvopAnswer>(staff.api(path))).svopRecord.person.firstName).toBe('Sipho');
      const cleared = await json<{ success: boolean }>(
        staff.api(`/api/AFGroupID/ClearSVOPRecordCache?${query(fund)}`, { method: 'POST' }),
      );
      expect(cleared).toEqual({ success: true });
      expect((await json<SvopAnswer>(staff.api(path))).svopRecord.person.firstName).toBe('Sifiso');
    } finally {
      await renameWithoutNotice('AF0000004', 'Sipho');
      await staff.api(`/api/AFGroupID/ClearSVOPRecordCache?${query(fund)}`, { method: 'POST' });
    }
    expect((await json<SvopAnswer>(staff.api(path))).svopRecord.person.firstName).toBe('Sipho');
  });

  it('answers success when nothing is kept, and 404 for a scheme the member does not hold', async () => {
    const path = `/api/AFGroupID/ClearSVOPRecordCache?${query(fund)}`;
    await json(staff.api(path, { method: 'POST' }));
    expect(await json(staff.api(path, { method: 'POST' }))).toEqual({ success: true });
    const other = await staff.api(
      `/api/AFGroupID/ClearSVOPRecordCache?${query({ schemeNumber: 'NO-SUCH-SCHEME', sourceSystemName: fund.sourceSystemName })}`,
      { method: 'POST' },
    );
    expect(other.status).toBe(404);
  });
});
