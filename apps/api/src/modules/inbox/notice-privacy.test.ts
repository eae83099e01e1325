import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/mail-templates';
import {
  NOTICE_CATEGORY_OF,
  noticeOf,
  type NoticeContent,
  type NoticeKind,
} from './notice-content';
import { smsTextOf } from './tell-member';

// Issue 48 point 5: no notice, mail or SMS holds more personal data than the member's own page
// shows: never a whole ID, passport, account or tax number. One sample of every kind the inbox
// keeps (the type makes a new kind without a sample fail to compile), rendered as the inbox, the
// mail and the SMS have it, and read for long runs of digits. The samples carry the most a
// message is given: an account's last four digits, a number's last three, a case or reference.

const at = new Date('2026-11-20T08:15:00Z');
const place = {
  portalUrl: 'https://members.example.co.za',
  schemeNumber: '100001',
  isRetail: false,
};

const SAMPLES: { [K in NoticeKind]: Extract<NoticeContent, { kind: K }> } = {
  'statement-ready': { kind: 'statement-ready', fundName: 'Demo Pension Fund', place },
  'contribution-missing': {
    kind: 'contribution-missing',
    fundName: 'Demo Pension Fund',
    schemeNumber: '100001',
    month: '2026-10-01',
    dueDate: '2026-11-07',
    outstandingCents: 331_250,
    portalUrl: place.portalUrl,
  },
  'contribution-received': {
    kind: 'contribution-received',
    fundName: 'Demo Pension Fund',
    schemeNumber: '100001',
    receivedOn: '2026-11-25',
    receivedCents: 331_250,
    months: ['2026-11-01'],
    isLate: false,
    portalUrl: place.portalUrl,
  },
  'document-received': {
    kind: 'document-received',
    at,
    caseNo: 'CLM00000051',
    documentTypeName: 'Proof of bank account',
    fileName: 'bank-letter.pdf',
    page: '/claims/savings-withdrawal/100001',
    portalUrl: place.portalUrl,
  },
  'withdrawal-submitted': {
    kind: 'withdrawal-submitted',
    caseNo: 'CLM00000051',
    grossCents: 250_000,
    place,
  },
  'withdrawal-step': {
    kind: 'withdrawal-step',
    caseNo: 'CLM00000051',
    step: 'DirectiveIssued',
    note: 'SARS issued the tax directive.',
    place,
  },
  'withdrawal-paid': { kind: 'withdrawal-paid', caseNo: 'CLM00000051', netCents: 180_000, place },
  'death-reported': {
    kind: 'death-reported',
    at,
    reference: 'DMAQPFZGX7X',
    deceasedName: 'Johannes Botha',
  },
  'switch-done': {
    kind: 'switch-done',
    fundName: 'Demo Pension Fund',
    tradeDate: '2026-11-20',
    feeCents: 15_000,
    place,
  },
  'switch-refused': {
    kind: 'switch-refused',
    fundName: 'Demo Pension Fund',
    reason: 'The cut-off has passed.',
  },
  'nomination-saved': {
    kind: 'nomination-saved',
    at,
    productName: 'Unapproved Life Cover',
    beneficiaries: ['Naledi Dube', 'Tendai Moyo'],
    page: '/manage-beneficiaries',
    portalUrl: place.portalUrl,
  },
  'password-changed': { kind: 'password-changed', at, how: 'changed' },
  'new-sign-in': { kind: 'new-sign-in', at, browser: 'Chrome on Linux' },
  'second-step-paused': { kind: 'second-step-paused', at, minutes: 15 },
  'email-change-requested': {
    kind: 'email-change-requested',
    at,
    newAddress: 'n***@example.co.za',
    link: 'https://members.example.co.za/idp/email/cancel?token=abc',
    hours: 24,
  },
  'email-changed': { kind: 'email-changed', at, newAddress: 'n***@example.co.za' },
  'phone-changed': { kind: 'phone-changed', at, which: 'mobile', ending: '876' },
  'sign-in-method': {
    kind: 'sign-in-method',
    at,
    change: 'added',
    method: 'A passkey named “My phone”',
  },
  'bank-details-given': {
    kind: 'bank-details-given',
    at,
    caseNo: 'CLM00000051',
    bankName: 'Absa',
    accountLast4: '4567',
    page: '/claims/CLM00000051',
    portalUrl: place.portalUrl,
  },
  'message-reply': {
    kind: 'message-reply',
    reference: 'MSG-7K2P9QXA',
    topic: 'contribution',
    asksForDocument: true,
    portalUrl: place.portalUrl,
  },
  'complaint-lodged': {
    kind: 'complaint-lodged',
    reference: 'CMP-7K2P9QXA',
    fundName: 'AF Umbrella Provident Fund',
    lodgedOn: '2026-12-01',
    replyDueOn: '2026-12-31',
    answerWithinDays: 30,
    portalUrl: place.portalUrl,
  },
  'complaint-answered': {
    kind: 'complaint-answered',
    reference: 'CMP-7K2P9QXA',
    fundName: 'AF Umbrella Provident Fund',
    outcome: 'PartlyUpheld',
    portalUrl: place.portalUrl,
  },
  'transfer-requested': {
    kind: 'transfer-requested',
    reference: 'TRF-7K2P9QXA',
    fundName: 'AF Umbrella Pension Fund',
    receivingFundName: 'Allan Gray Preservation Pension Fund',
    requestedOn: '2026-12-01',
    schemeNumber: '100001',
    portalUrl: place.portalUrl,
  },
  'transfer-status': {
    kind: 'transfer-status',
    reference: 'TRF-7K2P9QXA',
    fundName: 'AF Umbrella Pension Fund',
    receivingFundName: 'Allan Gray Preservation Pension Fund',
    status: 'Completed',
    schemeNumber: '100001',
    portalUrl: place.portalUrl,
  },
  'data-archive-ready': { kind: 'data-archive-ready', portalUrl: place.portalUrl },
  'correction-lodged': {
    kind: 'correction-lodged',
    reference: 'COR-7K2P9QXA',
    detail: 'idNumber',
    lodgedOn: '2026-12-01',
    answerDueOn: '2026-12-31',
    answerWithinDays: 30,
    portalUrl: place.portalUrl,
  },
  'correction-answered': {
    kind: 'correction-answered',
    reference: 'COR-7K2P9QXA',
    detail: 'dateOfBirth',
    outcome: 'Accepted',
    portalUrl: place.portalUrl,
  },
  'retirement-claim-started': {
    kind: 'retirement-claim-started',
    caseNo: 'CLM00000051',
    fundName: 'AF Umbrella Pension Fund',
    submittedOn: '2026-12-01',
    cashCents: 60_000_000,
    annuity: 'lifeAnnuity',
    place,
  },
};

/** The words with the sample's own references and dates taken out. */
function digitsLeft(text: string): string {
  return text
    .replaceAll('CLM00000051', '')
    .replaceAll('100001', '')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '')
    .replace(/\b\d{1,2} \w{3} \d{4}\b/g, '');
}

describe('what a notice may hold', () => {
  it('has a sample of every kind the inbox keeps', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(NOTICE_CATEGORY_OF).sort());
  });

  it.each(Object.values(SAMPLES))(
    '$kind: no whole ID, account or tax number anywhere',
    (content) => {
      const notice = noticeOf(content, 'AF Connect');
      const mail = renderMail(content, { firstName: 'Thandiwe' }, 'AF Connect');
      const sms = smsTextOf(notice, 'AF Connect');
      for (const text of [JSON.stringify(notice), mail.text, mail.html, sms]) {
        // An ID number is 13 digits, a tax number 10, an account number 6 or more: none is here.
        expect(digitsLeft(text)).not.toMatch(/\d{5,}/);
      }
      // The SMS says only what happened and where to read it.
      expect(sms).toBe(`AF Connect: ${notice.subject}. Sign in to read it in your inbox.`);
    },
  );
});
