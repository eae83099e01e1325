import type { InternalFund } from '@portal/contract/fund';
import type { NominationPdfResponse } from '@portal/contract/pdf';
import { formatDisplayDate } from '@portal/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFundIdentityIn } from '../../testing/fund-identity';
import { pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { nominationOf, nominationsOf, post } from '../nomination/nomination.fixtures';

// The three beneficiary reports, read back as text (docs/decisions/005). Only the fixed demo
// members' seeded nominations are read; nothing is changed.

let server: TestServer;
let agent: Agent;
beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(server, 'institutional@demo.local');
});
afterAll(async () => server.close());

async function report(who: Agent, path: string, caseMbrKey: string) {
  const response = await who.api(path, { method: 'POST', json: { caseMbrKey } });
  const body = (await response.json()) as NominationPdfResponse;
  return { status: response.status, body };
}

async function reportText(path: string, caseMbrKey: string) {
  const { status, body } = await report(agent, path, caseMbrKey);
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  expect(body.value.fileName).toBe('BeneficiaryReport.pdf');
  const pdf = Buffer.from(body.value.pdfData, 'base64');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf);
}

describe('beneficiary reports', () => {
  it('renders the approved retirement nomination with the member, fund and both beneficiaries', async () => {
    const nomination = await nominationOf(agent, 2);
    const { text, pages } = await reportText(
      '/api/Pdf/GenerateRetirementSavingsNOBPDF',
      nomination.caseMbrKey,
    );
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('AF Connect');
    expect(text).toContain('Nomination of beneficiaries – approved retirement benefit');
    expect(text).toContain('Thandiwe Nkosi');
    expect(text).toContain(nomination.membership.productName);
    expect(text).toContain(nomination.membership.membershipNumber);
    expect(text).toContain(`${nomination.membership.schemeNumber}`);
    for (const beneficiary of nomination.beneficiaries) {
      expect(text).toContain(beneficiary.firstName);
      expect(text).toContain(beneficiary.lastName);
      expect(text).toContain(beneficiary.idNumber);
      // Dates are printed as the portal shows them ('8 Mar 1991'), never as ISO dates.
      expect(text).toContain(formatDisplayDate(beneficiary.dateOfBirth.slice(0, 10)));
    }
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain('60.00%');
    expect(text).toContain('40.00%');
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} GMT\+2/);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).not.toContain('Lumpsum');
  });

  it('renders the funeral nomination (kind Funeral) from the member’s unrestricted fund', async () => {
    const [retirement] = await nominationsOf(agent);
    const funeral = await nominationOf(agent, 1);
    const { text } = await reportText(
      '/api/Pdf/GenerateUnapprovedFuneralNOBPDF',
      funeral.caseMbrKey,
    );
    expect(text).toContain('Nomination of beneficiaries – unapproved funeral benefit');
    expect(text).toContain('Funeral');
    expect(text).toContain('Thandiwe Nkosi');
    expect(text).toContain(retirement?.membership.membershipNumber);
    expect(text).toContain(funeral.beneficiaries[0]?.firstName);
    expect(text).toContain('100.00%');
    expect(text).toContain('GMT+2');
  });

  it('renders the unapproved life cover nomination (kind Lumpsum), even with no beneficiaries', async () => {
    const life = await nominationOf(agent, 3);
    expect(life.beneficiaries).toEqual([]);
    const { text } = await reportText('/api/Pdf/GenerateUnapprovedLumpSumNOBPDF', life.caseMbrKey);
    expect(text).toContain('Nomination of beneficiaries – unapproved lump sum death benefit');
    expect(text).toContain('Lumpsum');
    expect(text).toContain('No beneficiaries nominated yet.');
    expect(text).toContain('Thandiwe Nkosi');
    expect(text).toContain('GMT+2');
  });

  it('answers 404 for another member’s nomination or a key of another kind, 403 for a restricted fund', async () => {
    const staff = await signIn(server, 'staff@demo.local');
    const theirs = await nominationOf(staff, 2);
    const mine = await nominationOf(agent, 2);
    const answers = await Promise.all([
      report(agent, '/api/Pdf/GenerateRetirementSavingsNOBPDF', theirs.caseMbrKey),
      report(agent, '/api/Pdf/GenerateUnapprovedLumpSumNOBPDF', mine.caseMbrKey),
      report(agent, '/api/Pdf/GenerateUnapprovedFuneralNOBPDF', 'CVR99999999'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    const mismatch = await post(agent, '/api/Pdf/GenerateRetirementSavingsNOBPDF', {
      caseMbrKey: mine.caseMbrKey,
      nominationTypeId: 1,
    });
    expect(mismatch.status).toBe(400);
    // spec 1 §4 / spec 2 §3: a restricted fund is not used for (or managed through) the report.
    const restricted = (await nominationsOf(agent)).find((n) => n.membership.isRestricted);
    const refused = await report(
      agent,
      '/api/Pdf/GenerateRetirementSavingsNOBPDF',
      restricted?.caseMbrKey ?? '',
    );
    expect(refused.status).toBe(403);
  });

  it('renders several reports at once without mixing them up', async () => {
    const nominations = await nominationsOf(agent);
    const retirement = nominations[0];
    const hybrid = await signIn(server, 'hybrid@demo.local');
    const theirs = await nominationOf(hybrid, 2);
    const [mine, other] = await Promise.all([
      reportText('/api/Pdf/GenerateRetirementSavingsNOBPDF', retirement?.caseMbrKey ?? ''),
      report(hybrid, '/api/Pdf/GenerateRetirementSavingsNOBPDF', theirs.caseMbrKey).then(
        ({ body }) => pdfText(Buffer.from(body.value.pdfData, 'base64')),
      ),
    ]);
    expect(mine.text).toContain('Thandiwe Nkosi');
    expect(other.text).toContain('Aisha Patel');
    expect(other.text).not.toContain('Thandiwe');
    expect(other.text).toContain('100.00%');
  });
});

describe('the Nomination of Beneficiaries form (GET /api/PDF/DownloadTemplate)', () => {
  async function fundsOf(who: Agent): Promise<InternalFund[]> {
    const response = await who.api('/api/Fund/Internal');
    return ((await response.json()) as { internalFunds: InternalFund[] }).internalFunds;
  }

  function template(who: Agent, query: string) {
    return who.api(`/api/PDF/DownloadTemplate?${query}`);
  }

  it('answers a PDF file with the member’s and the fund’s details filled in', async () => {
    const [fund] = await fundsOf(agent);
    const response = await template(
      agent,
      `filename=NominationOfBeneficiaries.pdf&schemeNumber=${fund?.schemeNumber}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'filename="NominationOfBeneficiaries.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(pdf);
    expect(text).toContain('Nomination of Beneficiaries');
    expect(text).toContain('Thandiwe Nkosi');
    expect(text).toContain(fund?.membershipNumber);
    expect(text).toContain(fund?.fundName);
    expect(text).toContain(fund?.schemeNumber);
    // Boxes for five beneficiaries, the declaration, the signature line and where to send it.
    for (const heading of ['First name(s) *', 'Share % *', 'Declaration', 'Member’s signature *'])
      expect(text).toContain(heading);
    expect(text).toContain('5');
    expect(text).toContain('nominations@afconnect.co.za');
    // The fund's letterhead, its registration and the route of a complaint (DESIGN §1e).
    expectFundIdentityIn(text, fund!.fundName);
    expect(text).toContain('Questions and complaints');
  });

  it('matches query names case-insensitively and leaves the fund blank without a scheme', async () => {
    const [fund] = await fundsOf(agent);
    const response = await template(agent, 'FileName=NominationOfBeneficiaries.pdf');
    expect(response.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Thandiwe Nkosi');
    expect(text).not.toContain(fund?.membershipNumber);
    // No fund, so no fund's letterhead.
    expect(text).not.toContain('FSCA registration number');
  });

  it('answers 404 for another member’s fund and for an unknown form, 400 without a name', async () => {
    const staff = await signIn(server, 'staff@demo.local');
    const [theirs] = await fundsOf(staff);
    const answers = await Promise.all([
      template(
        agent,
        `filename=NominationOfBeneficiaries.pdf&schemeNumber=${theirs?.schemeNumber}`,
      ),
      template(agent, 'filename=NominationOfBeneficiaries.pdf&schemeNumber=999999'),
      template(agent, 'filename=SomethingElse.pdf'),
      template(agent, 'schemeNumber=1'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 400]);
    const body = (await answers[0]?.json()) as { success: boolean; code: string };
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
