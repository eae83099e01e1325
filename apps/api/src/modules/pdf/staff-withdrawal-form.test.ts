import type { InternalFund } from '@portal/contract/fund';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import { STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE } from '@portal/contract/pdf';
import { formatDisplayDate } from '@portal/domain/dates';
import { STAFF_SOURCE_SYSTEM } from '@portal/domain/member';
import { centsFromRand } from '@portal/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFundIdentityIn } from '../../testing/fund-identity';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// spec 1 §7, spec 3 §7 "a staff savings pot withdrawal form download": GET /api/PDF/DownloadTemplate
// with the staff form's file name, read back as text (docs/decisions/005). Reads only.

let server: TestServer;
let staff: Agent;
let institutional: Agent;
beforeAll(async () => {
  server = await startTestServer();
  [staff, institutional] = await Promise.all([
    signIn(server, 'staff@demo.local'),
    signIn(server, 'institutional@demo.local'),
  ]);
});
afterAll(async () => server.close());

async function json<T>(who: Agent, path: string): Promise<T> {
  const response = await who.api(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function fundsOf(who: Agent): Promise<InternalFund[]> {
  return (await json<{ internalFunds: InternalFund[] }>(who, '/api/Fund/Internal')).internalFunds;
}

function template(who: Agent, query: string): Promise<Response> {
  return who.api(`/api/PDF/DownloadTemplate?${query}`);
}

const FORM = `filename=${STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE}`;

describe('the staff savings pot withdrawal form (GET /api/PDF/DownloadTemplate)', () => {
  it('fills in the staff member’s details and the staff fund’s savings value', async () => {
    const [funds, { profile }] = await Promise.all([
      fundsOf(staff),
      json<{
        profile: {
          firstName: string;
          lastName: string;
          idNumber: string | null;
          passportNumber: string | null;
          primaryEmailAddress: string | null;
          dateOfBirth: string;
        };
      }>(staff, '/api/Profile/GetProfileDetails'),
    ]);
    const fund = funds.find((candidate) => candidate.sourceSystemName === STAFF_SOURCE_SYSTEM);
    if (!fund) throw new Error('the staff member needs a staff fund');
    const { overview } = await json<FundDetailsResponse>(
      staff,
      `/api/Fund/GetFundDetails/${fund.schemeNumber}`,
    );

    const response = await template(staff, FORM);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `attachment; filename="${STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE}"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(pdf);

    expect(text).toContain('Staff savings pot withdrawal form');
    expect(text).toContain('Sipho');
    expect(text).toContain('Dlamini');
    expect(text).toContain(profile.idNumber ?? profile.passportNumber ?? '');
    // The date of birth as the portal writes dates ('19 Feb 1980'), not as stored.
    expect(text).toContain(formatDisplayDate(profile.dateOfBirth.slice(0, 10)));
    if (profile.primaryEmailAddress) expect(text).toContain(profile.primaryEmailAddress);
    expect(text).toContain(fund.fundName);
    // The staff fund's letterhead, registration and complaints route to the Adjudicator.
    expectFundIdentityIn(text, fund.fundName);
    expect(text).toContain(fund.schemeNumber);
    expect(text).toContain(fund.membershipNumber);
    // The savings component as fund details values it, at the latest price date.
    expect(overview.savings).toBeGreaterThan(0);
    expect(text).toContain(pdfRand(centsFromRand(overview.savings)));
    expect(overview.calculationDate).not.toBeNull();
    expect(text).toContain(formatDisplayDate(overview.calculationDate ?? ''));
    // Blank boxes for the member to complete, the rules, the declaration and where to send it.
    for (const heading of [
      'Amount requested (R) *',
      'Income tax reference number *',
      'Branch code *',
      'Account number *',
      'Declaration',
      'Member’s signature *',
      'Where to send this form',
      'staffbenefits@afconnect.co.za',
      'R 2 000.00',
      'tax directive',
    ])
      expect(text).toContain(heading);
  });

  it('takes the staff fund’s scheme number and matches the file name in any case', async () => {
    const [fund] = (await fundsOf(staff)).filter((f) => f.sourceSystemName === STAFF_SOURCE_SYSTEM);
    const response = await template(
      staff,
      `FileName=${STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE.toLowerCase()}&schemenumber=${fund?.schemeNumber}`,
    );
    expect(response.status).toBe(200);
    expect((await pdfText(Buffer.from(await response.arrayBuffer()))).text).toContain(
      fund?.membershipNumber,
    );
  });

  it('answers 404 to a member who is not staff, and for a fund that is not their staff fund', async () => {
    const [theirFund] = await fundsOf(institutional);
    const answers = await Promise.all([
      template(institutional, FORM),
      template(institutional, `${FORM}&schemeNumber=${theirFund?.schemeNumber}`),
      template(staff, `${FORM}&schemeNumber=${theirFund?.schemeNumber}`),
      template(staff, `${FORM}&schemeNumber=999999`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    for (const answer of answers)
      expect(await answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
