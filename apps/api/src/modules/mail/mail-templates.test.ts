import { describe, expect, it } from 'vitest';
import { renderMail, type MailContent, type MailPlace } from './mail-templates';

// Issue 46 "Deep links kept": each message about a claim, a switch or a statement links the exact
// page, the link visible in the plain text too.

const PORTAL = 'https://members.example.co.za';
const employerFund: MailPlace = { portalUrl: PORTAL, schemeNumber: '100001', isRetail: false };
const retailProduct: MailPlace = { portalUrl: PORTAL, schemeNumber: '300002', isRetail: true };

function render(content: MailContent) {
  return renderMail(content, { firstName: 'Thandiwe' }, 'AF Connect');
}

/** The addresses of the message's links, from its HTML. */
function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]+)"/g)].map(([, href = '']) =>
    href.replaceAll('&amp;', '&'),
  );
}

describe('the messages link to the exact place', () => {
  it('links a submitted withdrawal to its claim page', () => {
    const mail = render({
      kind: 'withdrawal-submitted',
      caseNo: 'CLM00000042',
      grossCents: 500_000,
      place: employerFund,
    });
    expect(hrefsOf(mail.html)).toEqual([`${PORTAL}/claims/CLM00000042`]);
    expect(mail.text).toContain(`Follow withdrawal CLM00000042: ${PORTAL}/claims/CLM00000042`);
    expect(mail.html).toContain(
      `Or copy this address into your browser: ${PORTAL}/claims/CLM00000042`,
    );
    expect(mail.text).not.toContain('under Claims');
  });

  it('points a paid withdrawal to its letter and certificate under Statements and documents', () => {
    const mail = render({
      kind: 'withdrawal-paid',
      caseNo: 'CLM00000042',
      netCents: 380_000,
      place: employerFund,
    });
    expect(hrefsOf(mail.html)).toEqual([
      `${PORTAL}/statements-and-documents?tab=documents`,
      `${PORTAL}/statements-and-documents?tab=tax-certificates`,
      `${PORTAL}/claims/CLM00000042`,
    ]);
    expect(mail.text).toContain(
      'Your payment letter is under Statements and documents, on the Documents tab, and your tax certificate for this withdrawal on the Tax certificates tab.',
    );
    expect(mail.text).toContain(
      `Your tax certificate: ${PORTAL}/statements-and-documents?tab=tax-certificates`,
    );
    expect(mail.text).not.toContain('under Claims');
  });

  it('sends a retail member to the product’s page, not to Claims or Documents they do not have', () => {
    const submitted = render({
      kind: 'withdrawal-submitted',
      caseNo: 'CLM00000043',
      grossCents: 500_000,
      place: retailProduct,
    });
    // The withdrawal's own page, under the product's page, where it is followed.
    expect(hrefsOf(submitted.html)).toEqual([`${PORTAL}/fund-details/300002/claims/CLM00000043`]);
    expect(submitted.text).toContain(
      `Follow withdrawal CLM00000043: ${PORTAL}/fund-details/300002/claims/CLM00000043`,
    );
    expect(submitted.text).not.toContain('Claims');
    const paid = render({
      kind: 'withdrawal-paid',
      caseNo: 'CLM00000043',
      netCents: 380_000,
      place: retailProduct,
    });
    // Its payment letter and tax certificate on the withdrawal's page; the certificate also among
    // the product's statements and tax certificates.
    expect(hrefsOf(paid.html)).toEqual([
      `${PORTAL}/fund-details/300002/claims/CLM00000043`,
      `${PORTAL}/fund-details/300002?documents`,
    ]);
    expect(paid.text).not.toMatch(/Claims|Statements and documents/);
    const statement = render({
      kind: 'statement-ready',
      fundName: 'Anchor Retirement Annuity',
      place: retailProduct,
    });
    expect(hrefsOf(statement.html)).toEqual([`${PORTAL}/fund-details/300002?documents`]);
    const switched = render({
      kind: 'switch-done',
      fundName: 'Anchor Retirement Annuity',
      tradeDate: '2026-11-27',
      feeCents: 0,
      place: retailProduct,
    });
    expect(hrefsOf(switched.html)).toEqual([`${PORTAL}/fund-details/300002/switch`]);
  });

  it('links a switch to the fund’s switch history and the letter among the documents', () => {
    const mail = render({
      kind: 'switch-done',
      fundName: 'Anchor Retirement Fund',
      tradeDate: '2026-11-27',
      feeCents: 0,
      place: employerFund,
    });
    expect(hrefsOf(mail.html)).toEqual([
      `${PORTAL}/fund-details/100001/switch`,
      `${PORTAL}/statements-and-documents?tab=documents`,
    ]);
    expect(mail.text).toContain(`Your switch history: ${PORTAL}/fund-details/100001/switch`);
  });

  it('links a statement to the documents page’s statements tab', () => {
    const mail = render({
      kind: 'statement-ready',
      fundName: 'Anchor Retirement Fund',
      place: employerFund,
    });
    expect(hrefsOf(mail.html)).toEqual([`${PORTAL}/statements-and-documents?tab=statements`]);
    expect(mail.text).toContain(
      `Your statements: ${PORTAL}/statements-and-documents?tab=statements`,
    );
  });

  it('names the page without a link when the message does not know where the portal is', () => {
    const mail = render({ kind: 'withdrawal-paid', caseNo: 'CLM00000044', netCents: 1 });
    expect(hrefsOf(mail.html)).toEqual([]);
    expect(mail.text).toContain('under Statements and documents');
  });

  it('escapes a scheme number in a link', () => {
    const mail = render({
      kind: 'switch-done',
      fundName: 'X',
      tradeDate: '2026-11-27',
      feeCents: 0,
      place: { ...employerFund, schemeNumber: '1/"2' },
    });
    expect(hrefsOf(mail.html)[0]).toBe(`${PORTAL}/fund-details/1%2F%222/switch`);
  });
});
