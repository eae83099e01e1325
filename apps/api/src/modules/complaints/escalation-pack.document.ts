import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_OUTCOME_LABELS,
  type Complaint,
} from '@portal/contract/complaints';
import { formatDisplayDate } from '@portal/domain/dates';
import type { FundIdentity } from '../../fund-identity';
import { portalDocument } from '../pdf/document-frame';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// The escalation pack (issue 49 point 1): everything the ombud of the member's fund (the Pension
// Funds Adjudicator for a retirement fund) asks for when a complaint comes to it: who complains,
// about which fund, what the complaint is and what would settle it, when the fund received it,
// the fund's written answer or that none came within its days, why the member goes on, and how
// and where to lodge it. Made from the stored complaint, its conversation and the fund's identity.

export type EscalationPackInput = {
  portalName: string;
  /** The day the pack was made (the portal's today). */
  preparedOn: string;
  complaint: Complaint;
  identity: FundIdentity;
  member: {
    name: string;
    idOrPassport: string;
    dateOfBirth: string;
    telephone: string;
    email: string;
    postalAddress: string;
  };
  fund: { productName: string; membershipNumber: string; employerName: string };
};

function grid(rows: [string, string][]): PdfContent {
  return {
    layout: 'noBorders',
    margin: [0, 2, 0, 8],
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [{ text: label, bold: true }, value || '-']),
    },
  };
}

function paragraphs(text: string): PdfContent[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ text: part, margin: [0, 0, 0, 4] }));
}

export function escalationPackTitle(reference: string): string {
  return `Complaint ${reference}: escalation pack`;
}

function howToLodge(input: EscalationPackInput): PdfContent[] {
  const { ombud } = input.complaint;
  const channels = [
    ombud.website ? `online, on ${ombud.website}` : null,
    `by email to ${ombud.email}`,
    `by post to ${ombud.postalAddress.join(', ')}`,
  ].filter((line): line is string => line !== null);
  return [
    { text: `How to lodge your complaint with the ${ombud.name}`, style: 'heading' },
    {
      ul: [
        `Send this pack ${channels.join(', or ')}. Questions: telephone ${ombud.telephone}.`,
        'Attach copies of the documents listed under “The complaint”, and of the fund’s answer if you have it on paper.',
        `Keep the reference ${input.complaint.reference}: quote it to the fund and to the ${ombud.name}.`,
        ombud.isAdjudicator
          ? 'The Adjudicator hears complaints about retirement funds free of charge. Lodge your complaint within three years of the event you complain about; the Adjudicator then asks the fund for its response before deciding.'
          : ombud.remit,
      ],
      margin: [0, 2, 0, 8],
    },
  ];
}

function answerSection(input: EscalationPackInput): PdfContent[] {
  const { complaint } = input;
  const answer = complaint.messages.find((message) => message.from === 'fund');
  if (!complaint.answeredOn || !complaint.outcome || !answer) {
    return [
      { text: 'The fund’s answer', style: 'heading' },
      {
        text: `The fund did not answer this complaint in writing within ${complaint.answerWithinDays} days of receiving it (section 30A(3) of the Pension Funds Act). Its answer was due by ${formatDisplayDate(complaint.replyDueOn)}.`,
      },
    ];
  }
  return [
    { text: 'The fund’s answer', style: 'heading' },
    grid([
      ['Answered on', formatDisplayDate(complaint.answeredOn)],
      ['Decision', COMPLAINT_OUTCOME_LABELS[complaint.outcome]],
    ]),
    ...paragraphs(answer.body),
  ];
}

function whyNow(input: EscalationPackInput): PdfContent[] {
  const { complaint } = input;
  const memberSaid = complaint.messages.filter((message) => message.from === 'member').at(-1);
  const text =
    complaint.stage === 'NotSatisfied'
      ? `On ${formatDisplayDate(complaint.respondedOn ?? input.preparedOn)} the member told the fund that its answer does not settle the complaint. In the member’s words: ${memberSaid?.body ?? ''}`
      : `The fund has not answered the complaint, and its ${complaint.answerWithinDays} days to answer ended on ${formatDisplayDate(complaint.replyDueOn)}.`;
  return [
    { text: `Why the complaint goes to the ${complaint.ombud.name}`, style: 'heading' },
    { text, margin: [0, 0, 0, 8] },
  ];
}

export function escalationPackDocument(input: EscalationPackInput): {
  definition: Record<string, unknown>;
  footer: PdfContent;
} {
  const { complaint, identity, member } = input;
  const { fund, administrator } = identity;
  const first = complaint.messages[0];
  const attachments = complaint.messages.flatMap((message) =>
    message.attachments.map((file) => file.fileName),
  );
  const content: PdfContent[] = [
    { text: `Complaint to the ${complaint.ombud.name}`, style: 'title' },
    {
      text: `Complaint ${complaint.reference} to ${complaint.fundName}, prepared on ${formatDisplayDate(input.preparedOn)} from the fund’s records by ${input.portalName}`,
      style: 'subtitle',
    },
    ...howToLodge(input),
    { text: 'The complainant', style: 'heading' },
    grid([
      ['Name', member.name],
      ['ID or passport number', member.idOrPassport],
      ['Date of birth', member.dateOfBirth ? formatDisplayDate(member.dateOfBirth) : ''],
      ['Telephone', member.telephone],
      ['Email', member.email],
      ['Postal address', member.postalAddress],
      ['Relationship to the fund', 'Member'],
    ]),
    { text: 'The fund complained about', style: 'heading' },
    grid([
      ['Fund', fund.fundName],
      ...(fund.fscaRegistrationNumber
        ? ([['FSCA registration number', fund.fscaRegistrationNumber]] as [string, string][])
        : []),
      ...(fund.principalOfficer
        ? ([['Principal officer', fund.principalOfficer]] as [string, string][])
        : []),
      ['Product', input.fund.productName],
      ['Membership number', input.fund.membershipNumber],
      ['Employer', input.fund.employerName],
      ['Administrator', administrator.name],
      [
        'The fund’s complaints address',
        `${administrator.complaints.email}, ${administrator.complaints.postalAddress.join(', ')}, telephone ${administrator.complaints.telephone}`,
      ],
    ]),
    { text: 'The complaint', style: 'heading' },
    grid([
      ['Reference', complaint.reference],
      ['About', COMPLAINT_CATEGORY_LABELS[complaint.category]],
      ['Received by the fund on', formatDisplayDate(complaint.lodgedOn)],
      ['Answer due by', formatDisplayDate(complaint.replyDueOn)],
      ['Documents sent with it', attachments.length > 0 ? attachments.join(', ') : 'None'],
    ]),
    { text: 'What the member wrote to the fund', bold: true, margin: [0, 2, 0, 2] },
    ...paragraphs(first?.body ?? ''),
    { text: 'What the member asked the fund to do', bold: true, margin: [0, 4, 0, 2] },
    ...paragraphs(complaint.remedy),
    ...answerSection(input),
    ...whyNow(input),
    { text: 'Dates', style: 'heading' },
    grid([
      ['Complaint received by the fund', formatDisplayDate(complaint.lodgedOn)],
      ['The fund’s answer due by', formatDisplayDate(complaint.replyDueOn)],
      [
        'The fund answered on',
        complaint.answeredOn ? formatDisplayDate(complaint.answeredOn) : 'No answer',
      ],
      [
        'The member responded on',
        complaint.respondedOn ? formatDisplayDate(complaint.respondedOn) : '',
      ],
      [
        'This pack first prepared on',
        formatDisplayDate(complaint.packIssuedOn ?? input.preparedOn),
      ],
    ]),
    { text: `The ${complaint.ombud.name}`, style: 'heading' },
    grid([
      ['Telephone', complaint.ombud.telephone],
      ['Email', complaint.ombud.email],
      ['Website', complaint.ombud.website ?? ''],
      ['Postal address', complaint.ombud.postalAddress.join(', ')],
    ]),
    { text: complaint.ombud.remit, style: 'small' },
  ];
  return portalDocument({
    info: {
      title: escalationPackTitle(complaint.reference),
      author: input.portalName,
      subject: `Complaint to the ${complaint.ombud.name}`,
    },
    content,
    footerText: `${input.portalName} · complaint ${complaint.reference} · escalation pack`,
  });
}
