import {
  CORRECTION_DETAIL_WORDS,
  CORRECTION_OUTCOME_LABELS,
  type CorrectionDetail,
  type CorrectionOutcome,
} from '@portal/contract/calls/privacy';
import { formatDisplayDate } from '@portal/domain/dates';

// The notices of a request to correct personal information (issue 49 point 3), beside the other
// messages of mail-templates.ts: the acknowledgement (the fund received it and answers within 30
// days) and the fund's answer. Each names the detail, never the value the member typed: an ID
// number or date of birth may be in neither a mail nor an SMS.

export type CorrectionLodgedMail = {
  kind: 'correction-lodged';
  /** The request's reference, COR-XXXXXXXX. */
  reference: string;
  detail: CorrectionDetail;
  lodgedOn: string;
  answerDueOn: string;
  answerWithinDays: number;
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

export type CorrectionAnsweredMail = {
  kind: 'correction-answered';
  reference: string;
  detail: CorrectionDetail;
  outcome: CorrectionOutcome;
  portalUrl: string;
};

/** The portal's page of the member's information (apps/web/src/config/paths.ts yourInformation). */
export function yourInformationPath(reference: string): string {
  return `/your-information?correction=${encodeURIComponent(reference)}`;
}

function link(content: { reference: string; portalUrl: string }) {
  return {
    text: `Read request ${content.reference}`,
    link: `${content.portalUrl}${yourInformationPath(content.reference)}`,
  };
}

function detailOf(detail: CorrectionDetail): string {
  return CORRECTION_DETAIL_WORDS[detail];
}

export function correctionLodgedLines(content: CorrectionLodgedMail) {
  return {
    subject: `We received your request ${content.reference} to correct your ${detailOf(content.detail)}`,
    lines: [
      `We received your request to correct your ${detailOf(content.detail)} on ${formatDisplayDate(content.lodgedOn)}. Its reference is ${content.reference}.`,
      `The fund will answer it by ${formatDisplayDate(content.answerDueOn)}, within ${content.answerWithinDays} days (section 24 of the Protection of Personal Information Act). The “Your information” page shows how many days are left.`,
      link(content),
    ],
  };
}

export function correctionAnsweredLines(content: CorrectionAnsweredMail) {
  return {
    subject: `The fund answered your request ${content.reference}`,
    lines: [
      `The fund answered your request to correct your ${detailOf(content.detail)}. Its decision: ${CORRECTION_OUTCOME_LABELS[content.outcome].toLowerCase()}.`,
      link(content),
      'For your privacy, the answer is not in this email: sign in to read it.',
    ],
  };
}
