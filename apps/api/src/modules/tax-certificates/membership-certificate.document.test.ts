import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from '@portal/domain/money';
import { fundIdentityOf } from '../../fund-identity';
import { expectFundIdentityIn } from '../../testing/fund-identity';
import { checkTaggedPdf, textInStructureOrder } from '../../testing/pdf-structure';
import { pdfRand, pdfText } from '../../testing/pdf-text';
import { createPdfRenderer } from '../pdf/pdf-renderer';
import {
  membershipCertificateDocument,
  paidUpCertificateDocument,
} from './membership-certificate.document';

// The membership and paid-up certificates read back: the fund's identity (DESIGN §1e) on both, and
// on the paid-up certificate the member's options in plain words (Regulation 38) and the offer of
// retirement benefits counselling (Regulation 39). tax-certificates.test.ts downloads them
// through the API; these render the documents themselves with the fund's identity.

const renderer = createPdfRenderer({ size: 1 });
afterAll(async () => renderer.close());

const FUND = 'AF Umbrella Pension Fund';
const identity = fundIdentityOf(FUND);

const input = {
  issuer: { portalName: 'AF Connect', callCentrePhone: '0860 000 000' },
  holder: {
    firstName: 'Thandiwe',
    lastName: 'Nkosi',
    identifierType: 'ID' as const,
    idNumber: '8001015009087',
    passportNumber: null,
  },
  membership: {
    membershipId: 1,
    membershipNumber: 'AF0000005',
    dateJoined: '2015-03-01',
    masterMemberStatus: 'Paid-up member',
    accountStatus: null,
    schemeNumber: '1000001',
    fullProductName: FUND,
    fundName: FUND,
    schemeName: 'Acme Holdings',
    employerName: 'Acme Holdings (Pty) Ltd',
    productTypeCategory: 'Institutional' as const,
  },
  issuedOn: '2026-11-20',
  cover: null,
  identity,
};

/** The document's text in structure order, checked as tagged PDF/UA-1 first. */
async function readBack(rendered: {
  definition: Record<string, unknown>;
  footer: unknown;
}): Promise<{ lines: string[]; text: string; pages: string }> {
  const pdf = await renderer.render(rendered.definition, rendered.footer);
  const [report, lines, { text: pages }] = await Promise.all([
    checkTaggedPdf(pdf, { language: 'en-ZA' }),
    textInStructureOrder(pdf),
    pdfText(pdf),
  ]);
  expect(report.problems).toEqual([]);
  const flat = (value: string) => value.replace(/\s+/g, ' ');
  return { lines, text: flat(lines.join('\n')), pages: flat(pages) };
}

describe('the membership certificate', () => {
  it('carries the fund’s identity and the route of a complaint, opening with its H1', async () => {
    const { lines, text, pages } = await readBack(
      membershipCertificateDocument({
        ...input,
        title: `Membership certificate – ${FUND}`,
        status: 'Active contributing member',
        valueDate: '2026-11-19',
        valueCents: toCents(123_456_78),
      }),
    );
    expect(lines[0]).toBe('H1 Membership certificate');
    expectFundIdentityIn(text, FUND);
    expect(text).toContain(`SARS approval number ${identity.fund.sarsApprovalNumber}`);
    expect(text).toContain('H2 Questions and complaints');
    expect(text).toContain(identity.ombud.telephone);
    // The footer names the fund and its registration on every page (an artifact: page text only).
    expect(pages).toContain(
      `${FUND} (FSCA ${identity.fund.fscaRegistrationNumber}, SARS ${identity.fund.sarsApprovalNumber})`,
    );
    expect(text).not.toContain('Your options');
  });
});

describe('the paid-up membership certificate', () => {
  it('states the member’s options in plain words and offers retirement benefits counselling', async () => {
    const { lines, text, pages } = await readBack(
      paidUpCertificateDocument({
        ...input,
        title: `Paid-up membership certificate – ${FUND}`,
        stoppedDate: '2026-03-31',
        creditCents: toCents(98_765_43),
      }),
    );
    expect(lines[0]).toBe('H1 Paid-up membership certificate');
    expectFundIdentityIn(text, FUND);
    expect(pages).toContain(`Fund credit on 31 Mar 2026 ${pdfRand(toCents(98_765_43))}`);
    // Regulation 38: preserved in the fund by default; leave it, transfer it, or take it in cash.
    for (const line of [
      'H2 Your options',
      'Your savings stay in the fund unless you choose otherwise: this is the fund’s default when a member leaves their employer (Regulation 38 under the Pension Funds Act).',
      'Leave your savings in the fund. They stay invested in your portfolios: their value moves with the markets, and the fund’s charges still apply.',
      'Transfer them to another retirement fund: your new employer’s fund, a preservation fund or a retirement annuity.',
      'A transfer between retirement funds is not taxed',
      'Take them in cash. A cash withdrawal before retirement is taxed as a withdrawal benefit',
      'the fund asks SARS for a tax directive before it pays',
      'only your vested component may be taken in cash when you leave',
      `your savings component may be withdrawn once a tax year (at least ${pdfRand(toCents(2_000_00))}), taxed at your marginal rate`,
      'your retirement component stays preserved until you retire',
      'it must ask you for your paid-up membership certificates within four months of your joining',
    ])
      expect(text, line).toContain(line);
    // Regulation 39: counselling, and how to ask for it (the contact centre).
    const centre = identity.administrator.contactCentre;
    expect(text).toContain('H2 Retirement benefits counselling');
    expect(text).toContain(
      `To ask for it, call the contact centre on ${centre.telephone} (${centre.hours}) or write to ${centre.email}.`,
    );
    // The options come before the complaints section, which ends the certificate's body.
    expect(text.indexOf('Your options')).toBeLessThan(text.indexOf('Questions and complaints'));
  });
});
