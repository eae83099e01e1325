import { describe, expect, it } from 'vitest';
import { withdrawalPages } from './claim-mail';
import { renderMail, type MailContent } from './mail-templates';

// The notices that came with the inbox (issue 48): a contribution received, a document uploaded
// for a claim and the bank account a claim is paid into. Each says what happened and links where
// to see it, with no more of an account number than its last four digits.

const PORTAL = 'https://members.example.co.za';
const at = new Date('2026-11-20T08:15:00Z');

function render(content: MailContent) {
  return renderMail(content, { firstName: 'Thandiwe' }, 'AF Connect');
}

describe('the inbox’s own notices', () => {
  it('tells a contribution received with its amount, day and the months it paid', () => {
    const mail = render({
      kind: 'contribution-received',
      fundName: 'Demo Pension Fund',
      schemeNumber: '100001',
      receivedOn: '2026-11-17',
      receivedCents: 662_500,
      months: ['2026-09-01', '2026-10-01'],
      isLate: true,
      portalUrl: PORTAL,
    });
    expect(mail.subject).toBe(
      'Contributions for September 2026 and October 2026 reached Demo Pension Fund',
    );
    expect(mail.text).toMatch(/On 17 Nov 2026 R\s6\s625\.00 of contributions/);
    expect(mail.text).toContain('reached Demo Pension Fund, after the day they were due.');
    expect(mail.text).toContain(`${PORTAL}/fund-details/100001#contributions`);
    const onTime = render({
      kind: 'contribution-received',
      fundName: 'Demo Pension Fund',
      schemeNumber: '100001',
      receivedOn: '2026-11-25',
      receivedCents: 331_250,
      months: ['2026-11-01'],
      isLate: false,
      portalUrl: PORTAL,
    });
    expect(onTime.subject).toBe('Contributions for November 2026 reached Demo Pension Fund');
    expect(onTime.text).not.toContain('after the day they were due');
  });

  it('tells a document uploaded for a claim, and links the withdrawal’s steps', () => {
    const mail = render({
      kind: 'document-received',
      at,
      caseNo: 'CLM00000051',
      documentTypeName: 'Proof of bank account',
      fileName: 'bank-letter.pdf',
      page: withdrawalPages({ schemeNumber: '100001', isRetail: false }, 'CLM00000051').steps,
      portalUrl: PORTAL,
    });
    expect(mail.subject).toBe('We received your document for savings withdrawal CLM00000051');
    expect(mail.text).toContain('you uploaded bank-letter.pdf (Proof of bank account)');
    expect(mail.text).toContain(`${PORTAL}/claims/savings-withdrawal/100001`);
    const retail = withdrawalPages({ schemeNumber: '300002', isRetail: true }, 'CLM00000051');
    expect(retail).toEqual({
      steps: '/fund-details/300002/savings-withdrawal',
      claim: '/fund-details/300002/claims/CLM00000051',
    });
  });

  it('tells the bank account a claim is paid into by its bank and last four digits only', () => {
    const mail = render({
      kind: 'bank-details-given',
      at,
      caseNo: 'CLM00000051',
      bankName: 'Absa',
      accountLast4: '4567',
      page: '/claims/CLM00000051',
      portalUrl: PORTAL,
    });
    expect(mail.subject).toBe('Bank details were given for savings withdrawal CLM00000051');
    expect(mail.text).toContain('paid into the Absa account ending 4567');
    expect(mail.text).toContain('call us on 0860 000 000 at once');
    expect(mail.text.replaceAll('CLM00000051', '')).not.toMatch(/\d{5,}/);
    const noLink = render({
      kind: 'bank-details-given',
      at,
      caseNo: 'CLM00000051',
      bankName: 'Absa',
      accountLast4: '4567',
      page: '/claims/CLM00000051',
    });
    expect(noLink.html).not.toContain('<a href');
  });
});
