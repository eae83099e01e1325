import { formatDisplayDate, formatReportTimestamp } from '@portal/domain/dates';
import { formatRand } from '@portal/domain/money';
import { escapeHtml } from '../../lib/html';
import { toldMailLines, type ToldMail } from './told-mail';

// Every message the portal sends (DESIGN §1d), in one place: plain text and HTML from the same
// lines. A message holds what the member needs and nothing more: never an ID, passport or account
// number, never a full address; amounts and times in the portal's formats.

export type MailMessage = { subject: string; text: string; html: string };

/**
 * Where a message about a fund links the member (mail-places.ts): the portal's public address
 * (PUBLIC_URL) and the fund's scheme number; a retail product's member has no Claims or Documents
 * pages (spec 1 §2.1), so their links go to the product's own page. Without a place, a message
 * names the page without a link.
 */
export type MailPlace = { portalUrl: string; schemeNumber: string; isRetail: boolean };

/** What each message needs; the member's first name and the portal's name come with every one. */
export type MailContent =
  | { kind: 'password-reset'; link: string; minutes: number }
  | { kind: 'password-changed'; at: Date; how: 'changed' | 'reset' }
  | { kind: 'new-sign-in'; at: Date; browser: string }
  | { kind: 'second-step-paused'; at: Date; minutes: number }
  | { kind: 'email-change-confirm'; link: string; hours: number }
  | { kind: 'email-change-requested'; at: Date; newAddress: string; link: string; hours: number }
  /** `newAddress` empty: the address was removed from the profile. */
  | { kind: 'email-changed'; at: Date; newAddress: string }
  | { kind: 'withdrawal-submitted'; caseNo: string; grossCents: number; place?: MailPlace }
  | { kind: 'withdrawal-paid'; caseNo: string; netCents: number; place?: MailPlace }
  /** A step on the way to payment: SARS asked, the directive issued, or the claim declined. */
  | {
      kind: 'withdrawal-step';
      caseNo: string;
      step: 'DirectiveRequested' | 'DirectiveIssued' | 'Declined';
      /** What the claim's page says of the step (its status description). */
      note: string;
      place?: MailPlace;
    }
  | { kind: 'statement-ready'; fundName: string; place?: MailPlace }
  | {
      kind: 'switch-done';
      fundName: string;
      tradeDate: string;
      feeCents: number;
      place?: MailPlace;
    }
  | { kind: 'switch-refused'; fundName: string; reason: string }
  | { kind: 'sign-in-method'; at: Date; change: 'added' | 'removed'; method: string }
  /** `ending` empty: the number was removed from the profile. */
  | { kind: 'phone-changed'; at: Date; which: 'mobile' | 'recovery'; ending: string }
  | {
      kind: 'nomination-saved';
      at: Date;
      /** The fund's or cover's name as the member's pages show it. */
      productName: string;
      /** The beneficiaries now nominated, by name, in the nomination's order. */
      beneficiaries: string[];
      /** Where the member manages them (a portal path). */
      page: string;
      /** The portal's public address; without it the mail names no link. */
      portalUrl?: string;
    }
  | { kind: 'death-reported'; at: Date; reference: string; deceasedName: string }
  | ToldMail;

export type MailKind = MailContent['kind'];

/** One paragraph of a message: text, or text with a link (the link stays visible in plain text). */
export type Line = string | { text: string; link: string };

const NOT_YOU =
  'If this was not you, sign in and change your password at once, or call us on 0860 000 000.';

/** An address shown in a message: the first letter of the name and the whole domain (a***@x.co.za). */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

function hoursText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

function timeText(at: Date): string {
  return formatReportTimestamp(at.toISOString());
}

/** The web app's pages the messages link to (apps/web/src/config/paths.ts). */
const PAGES = {
  claim: (caseNo: string) => `/claims/${encodeURIComponent(caseNo)}`,
  /** A retail product's claim, under the product's page (its member has no Claims page). */
  productClaim: (schemeNumber: string, caseNo: string) =>
    `/fund-details/${encodeURIComponent(schemeNumber)}/claims/${encodeURIComponent(caseNo)}`,
  fund: (schemeNumber: string) => `/fund-details/${encodeURIComponent(schemeNumber)}`,
  /** The product's page opened at its statements and tax certificates (a retail member's). */
  fundDocuments: (schemeNumber: string) =>
    `/fund-details/${encodeURIComponent(schemeNumber)}?documents`,
  switchHistory: (schemeNumber: string) =>
    `/fund-details/${encodeURIComponent(schemeNumber)}/switch`,
  /** Statements and documents, at one of its tabs (its `?tab=` values). */
  documents: (tab: 'statements' | 'tax-certificates' | 'documents') =>
    `/statements-and-documents?tab=${tab}`,
};

/** A link to a page of the portal, when the message knows where the portal is. */
function linkTo(place: MailPlace | undefined, text: string, path: string): Line[] {
  return place ? [{ text, link: `${place.portalUrl}${path}` }] : [];
}

function withdrawalSubmittedLines(caseNo: string, place: MailPlace | undefined): Line[] {
  if (place?.isRetail)
    return [
      "You can follow it on your product's page. We will email you when it is paid.",
      ...linkTo(
        place,
        `Follow withdrawal ${caseNo}`,
        PAGES.productClaim(place.schemeNumber, caseNo),
      ),
    ];
  return place
    ? [
        'You can follow it on its page. We will email you when it is paid.',
        ...linkTo(place, `Follow withdrawal ${caseNo}`, PAGES.claim(caseNo)),
      ]
    : ['You can follow it under Claims. We will email you when it is paid.'];
}

/** A withdrawal's page, where the member follows it (a retail product's under the product). */
function withdrawalLink(caseNo: string, place: MailPlace | undefined): Line[] {
  if (!place) return ['You can follow it under Claims.'];
  return linkTo(
    place,
    `Follow withdrawal ${caseNo}`,
    place.isRetail ? PAGES.productClaim(place.schemeNumber, caseNo) : PAGES.claim(caseNo),
  );
}

const STEP_SUBJECTS = {
  DirectiveRequested: 'we asked SARS for a tax directive',
  DirectiveIssued: 'SARS issued the tax directive',
  Declined: 'it was declined',
} as const;

function withdrawalPaidLines(caseNo: string, place: MailPlace | undefined): Line[] {
  if (place?.isRetail)
    return [
      "Your payment letter and your tax certificate for this withdrawal are on the withdrawal's page, under your product's page; the certificate is also under Statements and tax certificates there.",
      ...linkTo(
        place,
        `Withdrawal ${caseNo}: payment letter and tax certificate`,
        PAGES.productClaim(place.schemeNumber, caseNo),
      ),
      ...linkTo(
        place,
        'Your statements and tax certificates',
        PAGES.fundDocuments(place.schemeNumber),
      ),
    ];
  return [
    'Your payment letter is under Statements and documents, on the Documents tab, and your tax certificate for this withdrawal on the Tax certificates tab.',
    ...linkTo(place, 'Your payment letter', PAGES.documents('documents')),
    ...linkTo(place, 'Your tax certificate', PAGES.documents('tax-certificates')),
    ...linkTo(place, `Withdrawal ${caseNo}`, PAGES.claim(caseNo)),
  ];
}

function switchDoneLines(place: MailPlace | undefined): Line[] {
  if (place?.isRetail)
    return [
      "The units and prices are under your switch history, on your product's page.",
      ...linkTo(place, 'Your switch history', PAGES.switchHistory(place.schemeNumber)),
    ];
  return [
    'Your switch confirmation letter is under Statements and documents, and the units and prices under your switch history.',
    ...(place
      ? [
          ...linkTo(place, 'Your switch history', PAGES.switchHistory(place.schemeNumber)),
          ...linkTo(place, 'Your switch confirmation letter', PAGES.documents('documents')),
        ]
      : []),
  ];
}

function statementReadyLines(fundName: string, place: MailPlace | undefined): Line[] {
  if (place?.isRetail)
    return [
      `The statement you asked for, for ${fundName}, is ready to download on your product's page, under Statements and tax certificates.`,
      ...linkTo(place, 'Your statements', PAGES.fundDocuments(place.schemeNumber)),
    ];
  return [
    `The statement you asked for, for ${fundName}, is ready to download under Statements and documents.`,
    ...linkTo(place, 'Your statements', PAGES.documents('statements')),
  ];
}

/** A list of names as a sentence reads it: 'A', 'A and B', 'A, B and C'. */
function namesText(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A message's subject and paragraphs (the inbox keeps the same words as the mail). */
export function linesOf(
  content: MailContent,
  portalName: string,
): { subject: string; lines: Line[] } {
  switch (content.kind) {
    case 'password-reset':
      return {
        subject: `Reset your ${portalName} password`,
        lines: [
          'We received a request to reset the password of your account.',
          { text: 'Choose a new password', link: content.link },
          `This link works once and expires in ${content.minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
        ],
      };
    case 'password-changed':
      return {
        subject: `Your ${portalName} password was ${content.how}`,
        lines: [
          `Your password was ${content.how} on ${timeText(content.at)}. Every other session of your account has been signed out.`,
          NOT_YOU,
        ],
      };
    case 'new-sign-in':
      return {
        subject: `New sign-in to ${portalName}`,
        lines: [
          `Your account was signed in to from a browser we have not seen before: ${content.browser}, on ${timeText(content.at)}.`,
          'If this was you, there is nothing to do.',
          NOT_YOU,
        ],
      };
    case 'second-step-paused':
      return {
        subject: `Someone is trying to sign in to your ${portalName} account`,
        lines: [
          `Your password was entered correctly, followed by too many wrong codes from your authenticator app, the last on ${timeText(content.at)}. For the next ${content.minutes} minutes no code will be accepted at sign-in; a passkey still signs you in.`,
          'If this was not you, someone else knows your password. Choose a new one at once with “Forgot password?” on the sign-in page, or call us on 0860 000 000.',
        ],
      };
    case 'email-change-confirm':
      return {
        subject: `Confirm your new ${portalName} email address`,
        lines: [
          'You asked for this address to become the email address on your profile. It takes effect once you confirm it; until then we keep using your current address.',
          { text: 'Confirm this email address', link: content.link },
          `This link works once and expires in ${hoursText(content.hours)}. If you did not ask for this, ignore this email: nothing changes.`,
        ],
      };
    case 'email-change-requested':
      return {
        subject: `A change of your ${portalName} email address was asked for`,
        lines: [
          `On ${timeText(content.at)} a change of the email address on your profile to ${maskedAddress(content.newAddress)} was asked for. It takes effect only if it is confirmed from that address within ${hoursText(content.hours)}; until then we keep sending mail to this address.`,
          'If this was you, there is nothing to do here.',
          { text: 'If this was not you, cancel the change', link: content.link },
          'Then sign in and change your password at once, or call us on 0860 000 000.',
        ],
      };
    case 'email-changed':
      return {
        subject: `Your ${portalName} email address was changed`,
        lines: [
          content.newAddress
            ? `The email address on your profile was changed to ${maskedAddress(content.newAddress)} on ${timeText(content.at)}. We will no longer send mail to this address.`
            : `The email address on your profile was removed on ${timeText(content.at)}. We will no longer send mail to this address.`,
          NOT_YOU,
        ],
      };
    case 'withdrawal-submitted':
      return {
        subject: `Your savings withdrawal ${content.caseNo} was submitted`,
        lines: [
          `We received your savings pot withdrawal of ${formatRand(content.grossCents)} before tax and fees (case ${content.caseNo}).`,
          ...withdrawalSubmittedLines(content.caseNo, content.place),
          'If you did not submit this withdrawal, call us on 0860 000 000 at once.',
        ],
      };
    case 'withdrawal-step':
      return {
        subject: `Your savings withdrawal ${content.caseNo}: ${STEP_SUBJECTS[content.step]}`,
        lines: [
          content.note,
          ...withdrawalLink(content.caseNo, content.place),
          ...(content.step === 'Declined'
            ? ['Nothing was taken from your savings pot. You can ask for a withdrawal again.']
            : ['We will email you at the next step.']),
        ],
      };
    case 'withdrawal-paid':
      return {
        subject: `Your savings withdrawal ${content.caseNo} was paid`,
        lines: [
          `We paid ${formatRand(content.netCents)} into your bank account after tax and fees (case ${content.caseNo}).`,
          ...withdrawalPaidLines(content.caseNo, content.place),
        ],
      };
    case 'sign-in-method':
      return {
        subject: `A sign-in method was ${content.change} ${content.change === 'added' ? 'to' : 'from'} your ${portalName} account`,
        lines: [
          `${content.method} was ${content.change} ${content.change === 'added' ? 'to' : 'from'} your account on ${timeText(content.at)}.`,
          NOT_YOU,
        ],
      };
    case 'switch-done':
      return {
        subject: `Your switch in ${content.fundName} is done`,
        lines: [
          `We switched your investments in ${content.fundName} at the unit prices of ${formatDisplayDate(content.tradeDate)}${content.feeCents > 0 ? `, less the switch fee of ${formatRand(content.feeCents)}` : ''}.`,
          ...switchDoneLines(content.place),
          'If you did not ask for this switch, call us on 0860 000 000 at once.',
        ],
      };
    case 'switch-refused':
      return {
        subject: `Your switch in ${content.fundName} was not made`,
        lines: [
          `The investment hub could not make your switch in ${content.fundName}: ${content.reason}`,
          'Your investments stay as they were. You can ask for a switch again.',
        ],
      };
    case 'phone-changed': {
      const number = content.which === 'mobile' ? 'mobile number' : 'recovery contact number';
      return {
        subject: `The ${number} on your ${portalName} profile was changed`,
        lines: [
          content.ending
            ? `The ${number} on your profile was changed to a number ending ${content.ending} on ${timeText(content.at)}.`
            : `The ${number} on your profile was removed on ${timeText(content.at)}.`,
          NOT_YOU,
        ],
      };
    }
    case 'nomination-saved':
      return {
        subject: `Your beneficiaries for ${content.productName} were saved`,
        lines: [
          content.beneficiaries.length > 0
            ? `On ${timeText(content.at)} your nomination of beneficiaries for ${content.productName} was saved. You now nominate ${namesText(content.beneficiaries)}.`
            : `On ${timeText(content.at)} your nomination of beneficiaries for ${content.productName} was saved with no beneficiaries.`,
          ...(content.portalUrl === undefined
            ? []
            : [{ text: 'Your beneficiaries', link: `${content.portalUrl}${content.page}` }]),
          'If you did not make this change, call us on 0860 000 000 at once.',
        ],
      };
    case 'death-reported':
      return {
        subject: `We received your report of a death (${content.reference})`,
        lines: [
          `On ${timeText(content.at)} you reported the death of ${content.deceasedName}. Your reference is ${content.reference}: please quote it when you contact us.`,
          'We will contact you about what is needed next. We are sorry for your loss.',
        ],
      };
    case 'statement-ready':
      return {
        subject: `Your ${portalName} statement is ready`,
        lines: statementReadyLines(content.fundName, content.place),
      };
    default:
      return toldMailLines(content);
  }
}

export function renderMail(
  content: MailContent,
  recipient: { firstName: string },
  portalName: string,
): MailMessage {
  const { subject, lines } = linesOf(content, portalName);
  const greeting = `Dear ${recipient.firstName}`;
  const signOff = `Kind regards\n${portalName}`;
  const text = [
    greeting,
    ...lines.map((line) => (typeof line === 'string' ? line : `${line.text}: ${line.link}`)),
    signOff,
    `This is an automated message from ${portalName}; replies are not read.`,
  ].join('\n\n');
  const paragraph = (line: Line) =>
    typeof line === 'string'
      ? `<p>${escapeHtml(line)}</p>`
      : `<p><a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a></p><p>Or copy this address into your browser: ${escapeHtml(line.link)}</p>`;
  const html = `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p>${lines.map(paragraph).join('')}<p>Kind regards<br>${escapeHtml(portalName)}</p>
<p style="color:#5c5f66;font-size:14px">This is an automated message from ${escapeHtml(portalName)}; replies are not read.</p></body></html>`;
  return { subject, text, html };
}
