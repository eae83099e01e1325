import type { FaqResponse } from '@portal/contract/documents';
import type { StatementsResponse } from '@portal/contract/statements';
import type { MembershipCertificatesResponse } from '@portal/contract/tax-certificates';
import { NO_GROUP_COVER } from '@portal/domain/group-cover';
import { VESTED_FAQ, VESTED_PARTS } from '@portal/domain/vested-component';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asReadFromPdf, pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// The group cover on the documents (docs/decisions/037-group-cover-stated.md) and the one
// explanation of vested money in the statements' definitions and the FAQ (decision 036).

let server: TestServer;
let member: Agent;

beforeAll(async () => {
  server = await startTestServer();
  member = await signIn(server, 'institutional@demo.local');
});
afterAll(async () => server.close());

async function json<T>(path: string): Promise<T> {
  const response = await member.api(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function pdfOf(path: string): Promise<string> {
  const response = await member.api(path);
  expect(response.status).toBe(200);
  return (await pdfText(Buffer.from(await response.arrayBuffer()))).text.replace(/\s+/g, ' ');
}

const plain = (text: string) => asReadFromPdf(text).replace(/\s+/g, ' ');

describe('group cover and vested money on the documents', () => {
  it('the annual benefit statement states the group cover and defines vested money once', async () => {
    const all = await json<StatementsResponse>(
      `/api/Statements?${new URLSearchParams([['StatementTypes', 'Annual']])}`,
    );
    const annual = [...all.latestDetails, ...all.details].find(
      (s) => s.statementType === 'Annual' && s.fundName === 'AF Umbrella Pension Fund',
    );
    if (!annual) throw new Error('no annual statement of the pension fund');
    const text = await pdfOf(
      `/api/Statements/DownloadStatement?identifier=${encodeURIComponent(annual.statementId)}&name=${encodeURIComponent(annual.fileName)}`,
    );
    expect(text).toContain('Group cover');
    expect(text).toContain('Death benefit (3 × annual salary)');
    expect(text).toContain('Disability income benefit (75% of salary, paid monthly to age 65)');
    expect(text).toContain('Group risk premium (1.50% of salary a year)');
    expect(text).toContain(plain(VESTED_PARTS));
    expect(text).not.toContain('the part not available only at retirement');
  });

  it('the membership certificates state each fund’s group cover, or that it has none', async () => {
    const { membershipCertificates } = await json<MembershipCertificatesResponse>(
      '/api/TaxCertificates/GetMembershipCertificates',
    );
    const textOf = async (fundName: string) => {
      const certificate = membershipCertificates.find((c) => c.fundName === fundName);
      if (!certificate) throw new Error(`no certificate of ${fundName}`);
      return pdfOf(
        `/api/TaxCertificates/DownloadPDF?${new URLSearchParams({ id: certificate.id })}`,
      );
    };
    const pension = await textOf('AF Umbrella Pension Fund');
    expect(pension).toContain('Group cover');
    expect(pension).toContain('Death benefit (3 × annual salary)');
    expect(pension).toContain('Funeral benefit');
    const provident = await textOf('AF Umbrella Provident Fund');
    expect(provident).toContain(plain(NO_GROUP_COVER));
  });

  it('the FAQ answers what vested means with the same words', async () => {
    const faq = await json<FaqResponse>('/api/PDF/GetAFConnectFAQ');
    const twoPot = faq.afConnectFAQList.find((c) => c.category === VESTED_FAQ.category);
    const questions = twoPot?.questions.map((q) => q.question) ?? [];
    expect(questions[0]).toBe('What is the two-pot retirement system?');
    expect(questions[1]).toBe(VESTED_FAQ.question);
    expect(twoPot?.questions[1]?.answer).toBe(VESTED_FAQ.answer);
  });
});
