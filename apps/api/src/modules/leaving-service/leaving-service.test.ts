import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LEAVING_SERVICE_MESSAGES,
  RECEIVING_FUND_TYPES as WIRE_FUND_TYPES,
  TRANSFER_REFERENCE_PATTERN,
  TRANSFER_STATUSES as WIRE_STATUSES,
  type LeavingServiceOptions,
  type TransferRequest,
} from '@portal/contract/leaving-service';
import type { InboxNotice } from '@portal/contract/inbox';
import type { FundProjection } from '@portal/contract/projection';
import {
  COUNSELLING_MATERIAL_VERSION,
  RECEIVING_FUND_TYPES,
  TRANSFER_STATUSES,
} from '@portal/domain/leaving-service';
import type { Database } from '../../db/client';
import {
  counsellingAcknowledgements,
  mailOutbox,
  memberships,
  products,
  transferRequests,
} from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// Leaving service (issue 49 point 4; Regulation 38), on the real server and database: a paid-up
// member's three options agree with the retirement projection to the cent; the counselling
// acknowledgement is kept with its date and version; a transfer asked for online is told in the
// inbox and by mail and moved on by the administration to Completed; bad input keeps nothing; a
// membership that is not paid-up is a 409 in words, and another member's scheme number a 404.

const PAID_UP = 'member0012@demo.local';
const ACTIVE = 'member0010@demo.local';

let database: Database;
let server: TestServer;
const agents = new Map<string, Agent>();
let schemeNumber = '';

async function agent(username: string): Promise<Agent> {
  const known = agents.get(username);
  if (known) return known;
  const signedIn = await signIn(server, username);
  agents.set(username, signedIn);
  return signedIn;
}

/** The member's first fund's scheme number. */
async function schemeOf(username: string): Promise<string> {
  const memberId = await memberIdOfUsername(database.db, username);
  const [row] = await database.db
    .select({ schemeNumber: products.schemeNumber })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .where(eq(memberships.memberId, memberId))
    .orderBy(memberships.id)
    .limit(1);
  if (!row) throw new Error(`${username} has no fund`);
  return row.schemeNumber;
}

beforeAll(async () => {
  database = await privateTestDatabase('leaving-service');
  // The paid-up member: their fund's status says so (the seed's rule for a paid-up membership).
  const memberId = await memberIdOfUsername(database.db, PAID_UP);
  await database.db
    .update(memberships)
    .set({ accountStatus: 'Paid-up', masterMemberStatus: 'Paid-up member' })
    .where(eq(memberships.memberId, memberId));
  server = await startTestServer({ MESSAGE_REPLY_SECONDS: '0.2' }, { db: database.db });
  schemeNumber = await schemeOf(PAID_UP);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function get(username: string, path: string) {
  return (await agent(username)).api(path);
}

async function post(username: string, path: string, body: unknown) {
  return (await agent(username)).api(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

async function optionsOf(username: string, scheme: string): Promise<LeavingServiceOptions> {
  const response = await get(username, `/api/LeavingService/GetOptions?schemeNumber=${scheme}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { options: LeavingServiceOptions }).options;
}

async function transfersOf(username: string, scheme: string): Promise<TransferRequest[]> {
  const response = await get(
    username,
    `/api/LeavingService/GetTransferRequests?schemeNumber=${scheme}`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { transfers: TransferRequest[] }).transfers;
}

const TRANSFER = {
  receivingFundName: 'Allan Gray Preservation Pension Fund',
  receivingFundRegistration: '12/8/35478',
  receivingFundType: 'PreservationFund',
};

describe('a paid-up member’s options on leaving service', () => {
  it('shows the retirement projection’s own figures for staying preserved, to the cent', async () => {
    const options = await optionsOf(PAID_UP, schemeNumber);
    const response = await get(PAID_UP, `/api/Projection/${schemeNumber}`);
    const { projection } = (await response.json()) as { projection: FundProjection };
    const expected = projection.scenarios[1];
    expect(options.preserve).toEqual({
      valueAtRetirement: expected.valueAtRetirement,
      monthlyIncome: expected.monthlyIncome,
    });
    expect(options.retirementDate).toBe(projection.inputs.retirementDate);
    const { today } = options;
    expect(
      Math.round(
        (today.savingsComponent + today.vestedComponent + today.retirementComponent) * 100,
      ),
    ).toBe(Math.round(today.totalValue * 100));
    expect(options.transfer).toEqual({ valueTransferred: today.totalValue, taxAmount: 0 });
    expect(options.cash.retirementComponentPreserved).toBe(today.retirementComponent);
    expect(options.cash.vested.grossAmount).toBe(today.vestedComponent);
    expect(options.cash.savings.grossAmount).toBe(today.savingsComponent);
    expect(Math.round(options.cash.netAmount * 100)).toBe(
      Math.round(
        (options.cash.grossAmount - options.cash.feeAmount - options.cash.taxAmount) * 100,
      ),
    );
    expect(options.counselling).toEqual({
      materialVersion: COUNSELLING_MATERIAL_VERSION,
      acknowledgedOn: null,
    });
    expect(options.paidUpCertificate.fileName).toMatch(/^PaidUpMembershipCertificate_/);
    // The certificate is the documents page's own.
    const certificate = await get(
      PAID_UP,
      `/api/TaxCertificates/DownloadPDF?id=${encodeURIComponent(options.paidUpCertificate.id)}`,
    );
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('content-type')).toContain('application/pdf');
  });

  it('answers a membership that is not paid-up with a 409 in words', async () => {
    const active = await schemeOf(ACTIVE);
    const response = await get(ACTIVE, `/api/LeavingService/GetOptions?schemeNumber=${active}`);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      LEAVING_SERVICE_MESSAGES.notLeft,
    );
  });

  it('refuses a transfer before the counselling material is acknowledged, and keeps nothing', async () => {
    const response = await post(PAID_UP, '/api/LeavingService/RequestTransfer', {
      schemeNumber,
      ...TRANSFER,
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      LEAVING_SERVICE_MESSAGES.counsellingFirst,
    );
    const [kept] = await server.db.select({ n: count() }).from(transferRequests);
    expect(kept?.n).toBe(0);
  });

  it('keeps the acknowledgement once, with its date and version', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await post(PAID_UP, '/api/LeavingService/AcknowledgeCounselling', {
        schemeNumber,
        materialVersion: COUNSELLING_MATERIAL_VERSION,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { counselling: unknown }).counselling).toEqual({
        materialVersion: COUNSELLING_MATERIAL_VERSION,
        acknowledgedOn: TEST_TODAY,
      });
    }
    const memberId = await memberIdOfUsername(server.db, PAID_UP);
    const rows = await server.db
      .select()
      .from(counsellingAcknowledgements)
      .where(eq(counsellingAcknowledgements.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect((await optionsOf(PAID_UP, schemeNumber)).counselling.acknowledgedOn).toBe(TEST_TODAY);
    const stale = await post(PAID_UP, '/api/LeavingService/AcknowledgeCounselling', {
      schemeNumber,
      materialVersion: '2001-01-01',
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a registration number that is not an FSCA one, and keeps nothing', async () => {
    for (const receivingFundRegistration of ['35478', '12/8/', 'abc', '12/8/1;drop']) {
      const response = await post(PAID_UP, '/api/LeavingService/RequestTransfer', {
        schemeNumber,
        ...TRANSFER,
        receivingFundRegistration,
      });
      expect(response.status).toBe(400);
    }
    const bad = await post(PAID_UP, '/api/LeavingService/RequestTransfer', {
      schemeNumber,
      ...TRANSFER,
      receivingFundType: 'Casino',
    });
    expect(bad.status).toBe(400);
    const [kept] = await server.db.select({ n: count() }).from(transferRequests);
    expect(kept?.n).toBe(0);
  });

  it('asks for a transfer, told in the inbox and by mail, moved on by the administration to Completed', async () => {
    const response = await post(PAID_UP, '/api/LeavingService/RequestTransfer', {
      schemeNumber,
      ...TRANSFER,
      receivingFundRegistration: ' 12/8/35478 ',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { transfer } = (await response.json()) as { transfer: TransferRequest };
    expect(transfer.reference).toMatch(TRANSFER_REFERENCE_PATTERN);
    expect(transfer).toMatchObject({
      status: 'Submitted',
      requestedOn: TEST_TODAY,
      receivingFundRegistration: '12/8/35478',
      receivingFundType: 'PreservationFund',
    });
    // A second while the first is under way: 409.
    const again = await post(PAID_UP, '/api/LeavingService/RequestTransfer', {
      schemeNumber,
      ...TRANSFER,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      LEAVING_SERVICE_MESSAGES.transferOpen,
    );

    const done = await vi.waitFor(
      async () => {
        const [latest] = await transfersOf(PAID_UP, schemeNumber);
        expect(latest?.status).toBe('Completed');
        return latest;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(done?.reference).toBe(transfer.reference);

    const inbox = (await (await get(PAID_UP, '/api/Inbox/GetNotices?category=claims')).json()) as {
      notices: InboxNotice[];
    };
    const told = inbox.notices.filter((notice) => notice.reference === transfer.reference);
    expect(told.map((notice) => notice.subject).sort()).toEqual(
      [
        `We received your transfer request ${transfer.reference}`,
        `Your transfer ${transfer.reference} is with the administrator`,
        `Your transfer ${transfer.reference} is completed`,
      ].sort(),
    );
    expect(
      told[0]?.lines.some((line) => line.link === `/fund-details/${schemeNumber}/leaving-service`),
    ).toBe(true);
    const memberId = await memberIdOfUsername(server.db, PAID_UP);
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.memberId, memberId), eq(mailOutbox.kind, 'transfer-requested')));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).not.toContain('12/8/35478');
  });

  it('answers another member’s scheme number with 404 and changes nothing', async () => {
    const before = await server.db.select({ n: count() }).from(transferRequests);
    const acknowledgements = await server.db
      .select({ n: count() })
      .from(counsellingAcknowledgements);
    for (const response of [
      await get(ACTIVE, `/api/LeavingService/GetOptions?schemeNumber=${schemeNumber}`),
      await get(ACTIVE, `/api/LeavingService/GetTransferRequests?schemeNumber=${schemeNumber}`),
      await post(ACTIVE, '/api/LeavingService/AcknowledgeCounselling', {
        schemeNumber,
        materialVersion: COUNSELLING_MATERIAL_VERSION,
      }),
      await post(ACTIVE, '/api/LeavingService/RequestTransfer', { schemeNumber, ...TRANSFER }),
    ])
      expect(response.status).toBe(404);
    expect(await server.db.select({ n: count() }).from(transferRequests)).toEqual(before);
    expect(await server.db.select({ n: count() }).from(counsellingAcknowledgements)).toEqual(
      acknowledgements,
    );
  });

  it('the contract and the domain name the same fund types and statuses', () => {
    expect([...WIRE_FUND_TYPES]).toEqual([...RECEIVING_FUND_TYPES]);
    expect([...WIRE_STATUSES]).toEqual([...TRANSFER_STATUSES]);
  });
});
