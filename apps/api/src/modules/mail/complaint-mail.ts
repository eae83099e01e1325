import { COMPLAINT_OUTCOME_LABELS, type ComplaintOutcome } from '@portal/contract/calls/complaints';
import { formatDisplayDate } from '@portal/domain/dates';

// The notices of a complaint (issue 49 point 1), beside the other messages of mail-templates.ts:
// the acknowledgement (section 30A: the fund received it and answers within its days) and the
// fund's answer. Each says what happened and where to read it, never what was written: a
// member's complaint may hold an ID, account or tax number, and neither a mail nor an SMS may
// carry one.

export type ComplaintLodgedMail = {
  kind: 'complaint-lodged';
  /** The complaint's reference, CMP-XXXXXXXX. */
  reference: string;
  fundName: string;
  lodgedOn: string;
  replyDueOn: string;
  answerWithinDays: number;
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

export type ComplaintAnsweredMail = {
  kind: 'complaint-answered';
  reference: string;
  fundName: string;
  outcome: ComplaintOutcome;
  portalUrl: string;
};

/** The portal's page of the complaint (apps/web/src/config/paths.ts complaint). */
export function complaintPath(reference: string): string {
  return `/complaints/${encodeURIComponent(reference)}`;
}

function link(content: { reference: string; portalUrl: string }) {
  return {
    text: `Read complaint ${content.reference}`,
    link: `${content.portalUrl}${complaintPath(content.reference)}`,
  };
}

export function complaintLodgedLines(content: ComplaintLodgedMail) {
  return {
    subject: `We received your complaint ${content.reference}`,
    lines: [
      `We received your complaint about ${content.fundName} on ${formatDisplayDate(content.lodgedOn)}. Its reference is ${content.reference}.`,
      `The fund will answer it in writing by ${formatDisplayDate(content.replyDueOn)}, within ${content.answerWithinDays} days (section 30A of the Pension Funds Act). The complaint’s page shows how many days are left.`,
      'If no answer comes by then, or the answer does not settle your complaint, you may take it to the ombud named on that page, free of charge.',
      link(content),
    ],
  };
}

export function complaintAnsweredLines(content: ComplaintAnsweredMail) {
  return {
    subject: `The fund answered your complaint ${content.reference}`,
    lines: [
      `The fund answered your complaint about ${content.fundName}. Its decision: ${COMPLAINT_OUTCOME_LABELS[content.outcome].toLowerCase()}.`,
      'Read the answer and tell us whether it settles your complaint. If it does not, you may take the complaint to the ombud named on the complaint’s page, free of charge.',
      link(content),
      'For your privacy, the answer is not in this email: sign in to read it.',
    ],
  };
}
