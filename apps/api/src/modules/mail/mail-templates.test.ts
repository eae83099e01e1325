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

// Issue 48: the messages that sent nothing before, and each step of a withdrawal.
describe('the messages of the inbox issue', () => {
  const at = new Date('2026-11-30T08:00:00Z');

  it('tells each step of a withdrawal with the claim page’s words and its link', () => {
    const retail = render({
      kind: 'withdrawal-step',
      caseNo: 'CLM00000050',
      step: 'DirectiveRequested',
      note: 'Your identity and bank account were verified. We asked SARS for a tax directive.',
      place: retailProduct,
    });
    expect(retail.subject).toBe(
      'Your savings withdrawal CLM00000050: we asked SARS for a tax directive',
    );
    expect(hrefsOf(retail.html)).toEqual([`${PORTAL}/fund-details/300002/claims/CLM00000050`]);
    const declined = render({
      kind: 'withdrawal-step',
      caseNo: 'CLM00000051',
      step: 'Declined',
      note: 'SARS could not issue a tax directive.',
    });
    expect(declined.subject).toBe('Your savings withdrawal CLM00000051: it was declined');
    expect(declined.text).toContain('SARS could not issue a tax directive.');
    expect(declined.text).toContain('Nothing was taken from your savings pot.');
    expect(declined.text).toContain('You can follow it under Claims.');
  });

  it('tells of a changed number by its last three digits only', () => {
    const mail = render({ kind: 'phone-changed', at, which: 'mobile', ending: '876' });
    expect(mail.subject).toBe('The mobile number on your AF Connect profile was changed');
    expect(mail.text).toContain('changed to a number ending 876 on 30 Nov 2026');
    const removed = render({ kind: 'phone-changed', at, which: 'recovery', ending: '' });
    expect(removed.text).toContain('The recovery contact number on your profile was removed');
  });

  it('names the beneficiaries of a nomination saved, and links to them', () => {
    const mail = render({
      kind: 'nomination-saved',
      at,
      productName: 'Demo Pension Fund',
      beneficiaries: ['Lerato Mokoena', 'Tendai Moyo', 'Sipho Dube'],
      page: '/manage-beneficiaries',
      portalUrl: PORTAL,
    });
    expect(mail.text).toContain('You now nominate Lerato Mokoena, Tendai Moyo and Sipho Dube.');
    expect(hrefsOf(mail.html)).toEqual([`${PORTAL}/manage-beneficiaries`]);
    const none = render({
      kind: 'nomination-saved',
      at,
      productName: 'Demo Pension Fund',
      beneficiaries: [],
      page: '/manage-beneficiaries',
    });
    expect(none.text).toContain('was saved with no beneficiaries');
    expect(hrefsOf(none.html)).toEqual([]);
  });

  it('gives the reference of a death reported, and no ID number', () => {
    const mail = render({
      kind: 'death-reported',
      at,
      reference: 'DMAQPFZGX7X',
      deceasedName: 'Nomsa Dlamini',
    });
    expect(mail.subject).toBe('We received your report of a death (DMAQPFZGX7X)');
    expect(mail.text).toContain('you reported the death of Nomsa Dlamini');
    expect(mail.text).not.toMatch(/\d{13}/);
  });
});
