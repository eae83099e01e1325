import type { InternalFund } from '@portal/contract/fund';
import type { NominationPdfResponse } from '@portal/contract/pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { DEMO_FUND_IDENTITIES } from '../../fund-identity';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import {
  idBeneficiary,
  nominationsOf,
  passportBeneficiary,
  post,
  reference,
  reread,
} from './nomination.fixtures';
import { markNominationReceived } from './nomination.repository';

// Where each fund takes its nominations and what the member sees of them: the retirement annuity
// online like an employer fund, the preservation fund and a restricted fund on a signed form
// (pre-filled with the nomination as it stands), and each nomination's status. The database is
// this file's own: the retail member's annuity nomination is changed here.

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('nomination_status');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const PROCESS = '/api/Nomination/processNomination';

async function retirementOf(agent: Agent, productName: string) {
  const found = (await nominationsOf(agent)).find(
    (n) => n.nominationTypeId === 2 && n.membership.productName === productName,
  );
  if (!found) throw new Error(`no retirement nomination on ${productName}`);
  return found;
}

describe('the retirement annuity’s online nomination', () => {
  it('is saved and read back with the same rules as an employer fund’s, and shows as recorded', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const start = await retirementOf(agent, 'AF Retirement Annuity');
    expect(start.membership).toMatchObject({
      nominationChannel: 'online',
      isRestricted: false,
      isApproved: true,
    });
    expect(start.beneficiaries).toEqual([]);
    expect(start.status).toEqual({ recordedAt: null, receivedOn: null });

    // The shares must still add up to 100 %: nothing is saved otherwise.
    const short = await post(agent, PROCESS, {
      person: { afGroupId: 'AF0000002' },
      membership: reference(start),
      beneficiaries: [{ action: 'Insert', ...idBeneficiary(60) }],
      consent: true,
    });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors?.beneficiaries?.[0]).toContain('You have assigned 60%');
    expect((await reread(agent, start)).beneficiaries).toEqual([]);

    const saved = await post(agent, PROCESS, {
      person: { afGroupId: 'AF0000002' },
      membership: reference(start),
      beneficiaries: [
        { action: 'Insert', ...idBeneficiary(75) },
        { action: 'Insert', ...passportBeneficiary(25) },
      ],
      consent: true,
    });
    expect(saved).toEqual({ status: 200, body: { success: true, version: start.version + 1 } });
    const after = await reread(agent, start);
    expect(after.beneficiaries.map((b) => [b.firstName, b.allocation, b.type])).toEqual([
      ['Lerato', 75, 'Dependant'],
      ['Tendai', 25, 'Nominee'],
    ]);
    // Recorded just now; not yet on the fund's records.
    expect(after.status.receivedOn).toBeNull();
    expect(Date.now() - Date.parse(after.status.recordedAt ?? '')).toBeLessThan(60_000);

    // The fund takes it on: received that day, recorded as before, the version unchanged.
    await markNominationReceived(database.db, after.membership.id, TEST_TODAY);
    const received = await reread(agent, start);
    expect(received.status).toEqual({
      recordedAt: after.status.recordedAt,
      receivedOn: TEST_TODAY,
    });
    expect(received.version).toBe(after.version);

    // A later save is recorded again and waits for the fund again.
    const changed = await post(agent, PROCESS, {
      person: { afGroupId: 'AF0000002' },
      membership: reference(received),
      beneficiaries: [
        { action: 'Update', nomineeIdentifier: 1, ...idBeneficiary(50) },
        { action: 'Update', nomineeIdentifier: 2, ...passportBeneficiary(50) },
      ],
      consent: true,
    });
    expect(changed.status).toBe(200);
    expect((await reread(agent, start)).status.receivedOn).toBeNull();
  });
});

describe('funds nominated on a signed form', () => {
  it('show the preservation fund’s nomination as received on its form, and refuse online changes', async () => {
    const agent = await signIn(server, 'member0007@demo.local');
    const preservation = await retirementOf(agent, 'AF Preservation Pension Fund');
    expect(preservation.membership.nominationChannel).toBe('signedForm');
    expect(preservation.beneficiaries.map((b) => b.allocation)).toEqual([100]);
    // A signed form is received, never recorded online.
    expect(preservation.status.recordedAt).toBeNull();
    expect(preservation.status.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(preservation.status.receivedOn! < TEST_TODAY).toBe(true);

    const refused = await post(agent, PROCESS, {
      person: { afGroupId: 'AF0000007' },
      membership: reference(preservation),
      beneficiaries: [{ action: 'Insert', ...idBeneficiary(100) }],
      consent: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('signed form');
    expect((await reread(agent, preservation)).beneficiaries).toEqual(preservation.beneficiaries);
  });

  it('print a restricted fund’s current beneficiaries on its form, with signature, witness and date lines and where to send it', async () => {
    const agent = await signIn(server, 'member0009@demo.local');
    const restricted = (await nominationsOf(agent)).find((n) => n.membership.isRestricted);
    expect(restricted?.membership.nominationChannel).toBe('signedForm');
    expect(restricted?.beneficiaries.map((b) => b.allocation)).toEqual([70, 30]);
    const funds = (
      (await (await agent.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
    ).internalFunds;
    const fund = funds.find((f) => f.isRestricted);
    const response = await agent.api(
      `/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=${fund?.schemeNumber}`,
    );
    expect(response.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await response.arrayBuffer()));
    const flat = text.replace(/\s+/g, ' ');
    for (const beneficiary of restricted?.beneficiaries ?? []) {
      expect(flat).toContain(beneficiary.firstName);
      expect(flat).toContain(beneficiary.lastName);
      expect(flat).toContain(beneficiary.idNumber);
      expect(flat).toContain(beneficiary.relationship);
    }
    expect(flat).toContain('70.00%');
    expect(flat).toContain('30.00%');
    expect(flat).toContain('Your current beneficiaries are printed below');
    for (const line of [
      'Member’s signature *',
      'Witness’s full name *',
      'Witness’s signature *',
      'Date (DD/MM/YYYY) *',
    ])
      expect(flat).toContain(line);
    // Sent to the administrator's nominations mailbox and postal address (the fund identity).
    const to = DEMO_FUND_IDENTITIES.administrator.nominations!;
    expect(flat).toContain(to.email);
    for (const line of to.postalAddress) expect(flat).toContain(line);
  });
});

describe('the nomination report for HR', () => {
  it('ends with the member’s signature and date lines and HR’s receipt', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const nomination = (await nominationsOf(agent)).find(
      (n) => n.nominationTypeId === 2 && !n.membership.isRestricted,
    );
    const response = await agent.api('/api/Pdf/GenerateRetirementSavingsNOBPDF', {
      method: 'POST',
      json: { caseMbrKey: nomination?.caseMbrKey },
    });
    const body = (await response.json()) as NominationPdfResponse;
    const { text } = await pdfText(Buffer.from(body.value.pdfData, 'base64'));
    const flat = text.replace(/\s+/g, ' ');
    for (const line of [
      'Member’s signature',
      'Date (DD/MM/YYYY)',
      'Received by HR: name',
      'Signature',
    ])
      expect(flat).toContain(line);
  });
});
