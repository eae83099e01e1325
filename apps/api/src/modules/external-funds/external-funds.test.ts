import { and, eq, inArray } from 'drizzle-orm';
import type { ExternalFund } from '@portal/contract/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalFunds, members, profileAudit } from '../../db/schema';
import { TEST_TODAY } from '../../testing/database';
import { type Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { recentProfileChanges } from '../profile/profile.repository';
import { tooManyExternalFundsMessage } from './external-funds.service';

// spec 1 §7 external funds: the catalogue, and adding, changing and deleting the funds a member
// holds elsewhere. Only the member's own funds are found; each change is audited in its
// transaction; a product name is unique among the member's funds (spec 3 §5). The members are
// ones no other API test gives external funds: member0007 (changes here) and member0008 (the
// other member).

const OWNER = 'member0007@demo.local';
const OTHER = 'member0008@demo.local';

let server: TestServer;
let owner: Agent;
let other: Agent;
/** member0007's id (members are numbered as declared). */
const ownerId = 7;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([signIn(server, OWNER), signIn(server, OTHER)]);
});
afterAll(async () => server.close());

const aFund = (overrides: Record<string, unknown> = {}) => ({
  providerId: 1,
  productTypeId: 1,
  productName: 'Allan Gray RA',
  value: 125000.5,
  valueDate: TEST_TODAY,
  monthlyContribution: '1500',
  notes: 'Adviser: J. Smith',
  ...overrides,
});

async function call(agent: Agent, method: string, path: string, json?: unknown) {
  const response = await agent.api(path, { method, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function listOf(agent: Agent): Promise<ExternalFund[]> {
  const { status, body } = await call(agent, 'GET', '/api/Fund/GetExternalFunds');
  expect(status).toBe(200);
  return body.externalFunds as ExternalFund[];
}

async function add(agent: Agent, body: Record<string, unknown>) {
  return call(agent, 'POST', '/api/Fund/AddExternalFund', body);
}

async function auditsOf(memberId: number) {
  return server.db
    .select()
    .from(profileAudit)
    .where(
      and(
        eq(profileAudit.memberId, memberId),
        inArray(profileAudit.source, [
          'AddExternalFund',
          'UpdateExternalFund',
          'DeleteExternalFund',
        ]),
      ),
    );
}

/** What a failed call must leave as it was: the member's funds and audit rows. */
async function stateOf(memberId: number) {
  const funds = await server.db
    .select()
    .from(externalFunds)
    .where(eq(externalFunds.memberId, memberId));
  return {
    funds: funds.sort((a, b) => (a.id < b.id ? -1 : 1)),
    audits: (await auditsOf(memberId)).length,
  };
}

describe('GET /api/Fund/GetExternalInvestmentAndProductTypes', () => {
  it('offers the providers and the product types, each retirement or discretionary', async () => {
    const { status, body } = await call(
      owner,
      'GET',
      '/api/Fund/GetExternalInvestmentAndProductTypes',
    );
    expect(status).toBe(200);
    const catalogue = body.externalInvestmentAndProductTypes as {
      providers: { id: number; name: string }[];
      productTypes: { id: number; name: string; category: string }[];
    };
    expect(catalogue.providers.map((p) => p.name)).toContain('Allan Gray');
    expect(catalogue.productTypes.find((t) => t.name === 'Living annuity')?.category).toBe(
      'Retirement',
    );
    expect(catalogue.productTypes.find((t) => t.name === 'Shares')?.category).toBe('Discretionary');
  });
});

describe('adding, changing and deleting external funds', () => {
  it('adds a fund with the profile’s identifying fields, never the form’s, and audits it', async () => {
    const before = await stateOf(ownerId);
    const { status, body } = await add(
      owner,
      aFund({ firstName: 'Mallory', idNumber: '9001015009087', email: 'x@evil.test' }),
    );
    expect(status).toBe(200);
    const fund = body.externalFund as ExternalFund;
    expect(fund).toMatchObject({
      providerName: 'Allan Gray',
      productTypeName: 'Retirement annuity',
      category: 'Retirement',
      productName: 'Allan Gray RA',
      value: 125000.5,
      valueDate: TEST_TODAY,
      monthlyContribution: 1500,
      notes: 'Adviser: J. Smith',
    });
    expect(fund.fundId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const [row] = await server.db
      .select()
      .from(externalFunds)
      .where(eq(externalFunds.id, fund.fundId));
    const [profile] = await server.db.select().from(members).where(eq(members.id, ownerId));
    expect(row).toMatchObject({
      memberId: ownerId,
      valueCents: 12_500_050,
      firstName: profile?.firstName,
      lastName: profile?.lastName,
      idNumber: profile?.idNumber ?? null,
      passportNumber: profile?.passportNumber ?? null,
      emailAddress: profile?.primaryEmailAddress ?? null,
      contactNumber: profile?.primaryContactNumber ?? null,
    });

    const after = await stateOf(ownerId);
    expect(after.audits).toBe(before.audits + 1);
    const audit = (await auditsOf(ownerId)).find((a) => a.after.fundId === fund.fundId);
    expect(audit).toMatchObject({ source: 'AddExternalFund', before: {} });
    expect(audit?.after).toMatchObject({ productName: 'Allan Gray RA', value: '125000.50' });
    expect(JSON.stringify(audit)).not.toContain(profile?.idNumber ?? 'no id');
    // The profile's own history of changes is not the external funds'.
    const changes = await recentProfileChanges(server.db, ownerId, 20);
    expect(changes.some((c) => c.fields.includes('productName'))).toBe(false);

    const list = await listOf(owner);
    expect(list[0]).toEqual(fund);
  });

  it('lists the newest first', async () => {
    await add(owner, aFund({ productName: 'Satrix shares', productTypeId: 9, providerId: 13 }));
    const names = (await listOf(owner)).map((f) => f.productName);
    expect(names.indexOf('Satrix shares')).toBeLessThan(names.indexOf('Allan Gray RA'));
  });

  it('refuses a product name the member already uses, ignoring case and spaces', async () => {
    const before = await stateOf(ownerId);
    // Case, surrounding and doubled spaces, a zero-width space and full-width letters do not
    // make another name (compared after Unicode NFKC).
    for (const productName of [
      '  allan GRAY ra ',
      'Allan  Gray RA',
      'Allan\u200b Gray RA',
      'Ａｌｌａｎ Gray RA',
    ]) {
      const { status, body } = await add(owner, aFund({ productName }));
      expect(status, productName).toBe(400);
      expect(body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        fieldErrors: { productName: ['Please enter a unique Product Name'] },
      });
    }
    expect(await stateOf(ownerId)).toEqual(before);
    // Another member may use the same name.
    const theirs = await add(other, aFund());
    expect(theirs.status).toBe(200);
  });

  it('lets one of two simultaneous adds of a name through and refuses the other', async () => {
    const before = await stateOf(ownerId);
    const results = await Promise.all([
      add(owner, aFund({ productName: 'Ninety One Opportunity' })),
      add(owner, aFund({ productName: 'ninety one opportunity' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400);
    expect(refused?.body.fieldErrors).toEqual({
      productName: ['Please enter a unique Product Name'],
    });
    const after = await stateOf(ownerId);
    expect(after.funds).toHaveLength(before.funds.length + 1);
    expect(after.audits).toBe(before.audits + 1);
  });

  it('refuses a name that only looks different: invisible characters or look-alike letters', async () => {
    const before = await stateOf(ownerId);
    // A soft hyphen, a Mongolian vowel separator or a bidi control draws nothing (UAX #44
    // default ignorables); Cyrillic 'о' and Greek 'Ο' are drawn as Latin 'o' (UTS #39).
    for (const productName of [
      'Allan Gray\u00AD RA',
      'Allan Gray\u180E RA',
      'Allan Gray RA\u202E',
      'Ninety One Opp\u043Ertunity',
      'NINETY \u039FNE OPPORTUNITY',
    ]) {
      const { status, body } = await add(owner, aFund({ productName }));
      expect(status, productName).toBe(400);
      expect(body.fieldErrors, productName).toEqual({
        productName: ['Please enter a unique Product Name'],
      });
    }
    const [satrix] = (await listOf(owner)).filter((f) => f.productName === 'Satrix shares');
    if (!satrix) throw new Error('the fund added above is missing');
    const renamed = await call(owner, 'PUT', '/api/Fund/UpdateExternalFund', {
      ...aFund({ productName: 'Ninety One \u041Epportunity' }),
      fundId: satrix.fundId,
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fieldErrors).toEqual({
      productName: ['Please enter a unique Product Name'],
    });
    expect(await stateOf(ownerId)).toEqual(before);
  });

  it('keeps a name without the characters that draw nothing', async () => {
    const { status, body } = await add(
      owner,
      aFund({ productName: '\u2066Sanlam\u00AD Gla\u200Dcier\u180E\u2069', providerId: 5 }),
    );
    expect(status).toBe(200);
    expect(body.externalFund).toMatchObject({ productName: 'Sanlam Glacier' });
    const [stored] = await server.db
      .select({ productName: externalFunds.productName })
      .from(externalFunds)
      .where(
        and(
          eq(externalFunds.memberId, ownerId),
          eq(externalFunds.id, (body.externalFund as ExternalFund).fundId),
        ),
      );
    expect(stored?.productName).toBe('Sanlam Glacier');
    expect(stored?.productName).not.toMatch(/[\p{Default_Ignorable_Code_Point}\u180E]/u);
  });

  it('refuses bad input with every field’s message and changes nothing', async () => {
    const before = await stateOf(ownerId);
    const { status, body } = await add(owner, {
      providerId: 999,
      productTypeId: null,
      productName: ' ',
      value: '-5',
      valueDate: '2999-01-01',
      monthlyContribution: 'abc',
      notes: 'n'.repeat(500),
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      providerId: ['Please select a valid Provider from the dropdown list'],
      productTypeId: ['Please select a valid Product type from the dropdown list'],
      productName: ['Product Name cannot consist only of whitespace characters'],
      value: ['Please enter a positive number. Example: R100 000'],
      valueDate: ['Selection cannot be a future date.'],
      monthlyContribution: ['Please enter a valid number'],
    });
    // The wire's own limits answer in the one error model too.
    const tooLong = await add(owner, aFund({ notes: 'n'.repeat(501) }));
    expect(tooLong.status).toBe(400);
    const wrongType = await add(owner, aFund({ value: { rand: 5 } }));
    expect(wrongType.status).toBe(400);
    expect(await stateOf(ownerId)).toEqual(before);
  });

  it('updates the member’s own fund, keeps its name unique, and audits what changed', async () => {
    const [fund] = (await listOf(owner)).filter((f) => f.productName === 'Allan Gray RA');
    if (!fund) throw new Error('the fund added above is missing');
    const clash = await call(owner, 'PUT', '/api/Fund/UpdateExternalFund', {
      ...aFund({ productName: 'SATRIX shares' }),
      fundId: fund.fundId,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.fieldErrors).toEqual({ productName: ['Please enter a unique Product Name'] });

    const before = await stateOf(ownerId);
    const { status, body } = await call(owner, 'PUT', '/api/Fund/UpdateExternalFund', {
      ...aFund({ productName: 'allan gray ra', value: '130 000', monthlyContribution: null }),
      fundId: fund.fundId,
    });
    expect(status).toBe(200);
    expect(body.externalFund).toMatchObject({
      fundId: fund.fundId,
      productName: 'allan gray ra',
      value: 130000,
      monthlyContribution: null,
    });
    const after = await stateOf(ownerId);
    expect(after.audits).toBe(before.audits + 1);
    const audit = (await auditsOf(ownerId)).find(
      (a) => a.source === 'UpdateExternalFund' && a.after.fundId === fund.fundId,
    );
    expect(audit?.fields.sort()).toEqual(['monthlyContribution', 'productName', 'value']);
    expect(audit?.before).toMatchObject({ productName: 'Allan Gray RA', value: '125000.50' });
    expect(audit?.after).toMatchObject({ productName: 'allan gray ra', value: '130000.00' });
  });

  it('answers 404 for another member’s fund or an id that is no fund, and changes nothing', async () => {
    const [theirs] = await listOf(other);
    if (!theirs) throw new Error('the other member’s fund is missing');
    const mine = await stateOf(ownerId);
    const [theirRowBefore] = await server.db
      .select()
      .from(externalFunds)
      .where(eq(externalFunds.id, theirs.fundId));
    const attempts = [
      await call(owner, 'PUT', '/api/Fund/UpdateExternalFund', {
        ...aFund({ productName: 'Taken over' }),
        fundId: theirs.fundId,
      }),
      await call(owner, 'DELETE', `/api/Fund/DeleteExternalFund?fundid=${theirs.fundId}`),
      await call(owner, 'DELETE', '/api/Fund/DeleteExternalFund?fundid=1'),
      await call(owner, 'DELETE', `/api/Fund/DeleteExternalFund?fundid=${crypto.randomUUID()}`),
      await call(owner, 'PUT', '/api/Fund/UpdateExternalFund', {
        ...aFund(),
        fundId: 'not-a-uuid',
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const [theirRowAfter] = await server.db
      .select()
      .from(externalFunds)
      .where(eq(externalFunds.id, theirs.fundId));
    expect(theirRowAfter).toEqual(theirRowBefore);
    expect(await stateOf(ownerId)).toEqual(mine);
  });

  it('deletes the member’s own fund with an audit row', async () => {
    const [fund] = (await listOf(owner)).filter((f) => f.productName === 'Satrix shares');
    if (!fund) throw new Error('the fund added above is missing');
    const before = await stateOf(ownerId);
    const { status, body } = await call(
      owner,
      'DELETE',
      `/api/Fund/DeleteExternalFund?FundId=${fund.fundId}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect((await listOf(owner)).map((f) => f.fundId)).not.toContain(fund.fundId);
    const after = await stateOf(ownerId);
    expect(after.funds).toHaveLength(before.funds.length - 1);
    const audit = (await auditsOf(ownerId)).find(
      (a) => a.source === 'DeleteExternalFund' && a.before.fundId === fund.fundId,
    );
    expect(audit).toMatchObject({ after: {}, actor: 'AF0000007' });
    // Deleted is gone: a second delete finds nothing.
    const again = await call(owner, 'DELETE', `/api/Fund/DeleteExternalFund?fundid=${fund.fundId}`);
    expect(again.status).toBe(404);
  });
});

describe('the cap on a member’s external funds (EXTERNAL_FUNDS_PER_MEMBER)', () => {
  let capped: TestServer;
  let member: Agent;

  afterAll(async () => capped?.close());

  it('adds up to the cap, in parallel too, then refuses with the reason and changes nothing', async () => {
    const held = (await stateOf(ownerId)).funds.length;
    capped = await startTestServer({ EXTERNAL_FUNDS_PER_MEMBER: String(held + 2) });
    member = await signIn(capped, OWNER);
    const before = await stateOf(ownerId);
    const results = await Promise.all(
      ['Sygnia Skeleton', 'PSG Flexible', 'Old Mutual RA', 'Discovery TFSA', 'Stanlib Income'].map(
        (productName) => add(member, aFund({ productName })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(3);
    for (const { status, body } of refused) {
      expect(status).toBe(409);
      expect(body).toEqual({
        success: false,
        code: 'CONFLICT',
        message: tooManyExternalFundsMessage(held + 2),
      });
    }
    const after = await stateOf(ownerId);
    expect(after.funds).toHaveLength(held + 2);
    expect(after.audits).toBe(before.audits + 2);
    // Deleting one makes room for another; changing one is not adding.
    const [first] = await listOf(member);
    if (!first) throw new Error('no fund');
    expect(
      (
        await call(
          member,
          'PUT',
          '/api/Fund/UpdateExternalFund',
          aFund({ fundId: first.fundId, productName: 'Renamed fund' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await call(member, 'DELETE', `/api/Fund/DeleteExternalFund?fundId=${first.fundId}`)).status,
    ).toBe(200);
    expect((await add(member, aFund({ productName: 'Coronation Top 20' }))).status).toBe(200);
    expect((await add(member, aFund({ productName: 'One too many' }))).status).toBe(409);
  });
});
