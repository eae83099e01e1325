import {
  bankDetailsGivenLines,
  documentReceivedLines,
  type BankDetailsGivenMail,
  type DocumentReceivedMail,
} from './claim-mail';
import {
  contributionMissingLines,
  contributionReceivedLines,
  type ContributionMissingMail,
  type ContributionReceivedMail,
} from './contribution-mail';
import {
  complaintAnsweredLines,
  complaintLodgedLines,
  type ComplaintAnsweredMail,
  type ComplaintLodgedMail,
} from './complaint-mail';
import { dataArchiveReadyLines, type DataArchiveReadyMail } from './data-archive-mail';
import {
  correctionAnsweredLines,
  correctionLodgedLines,
  type CorrectionAnsweredMail,
  type CorrectionLodgedMail,
} from './correction-mail';
import { messageReplyLines, type MessageReplyMail } from './message-mail';
import { retirementClaimStartedLines, type RetirementClaimStartedMail } from './retirement-mail';
import {
  transferRequestedLines,
  transferStatusLines,
  type TransferRequestedMail,
  type TransferStatusMail,
} from './transfer-mail';

// The messages of the member's inbox that came with it (issue 48), each in a file of its own,
// gathered here for mail-templates.ts.

export type ToldMail =
  | MessageReplyMail
  | ContributionMissingMail
  | ContributionReceivedMail
  | DocumentReceivedMail
  | BankDetailsGivenMail
  | ComplaintLodgedMail
  | ComplaintAnsweredMail
  | TransferRequestedMail
  | TransferStatusMail
  | DataArchiveReadyMail
  | CorrectionLodgedMail
  | CorrectionAnsweredMail
  | RetirementClaimStartedMail;

export function toldMailLines(content: ToldMail): {
  subject: string;
  lines: (string | { text: string; link: string })[];
} {
  switch (content.kind) {
    case 'message-reply':
      return messageReplyLines(content);
    case 'contribution-missing':
      return contributionMissingLines(content);
    case 'contribution-received':
      return contributionReceivedLines(content);
    case 'document-received':
      return documentReceivedLines(content);
    case 'bank-details-given':
      return bankDetailsGivenLines(content);
    case 'complaint-lodged':
      return complaintLodgedLines(content);
    case 'complaint-answered':
      return complaintAnsweredLines(content);
    case 'transfer-requested':
      return transferRequestedLines(content);
    case 'transfer-status':
      return transferStatusLines(content);
    case 'data-archive-ready':
      return dataArchiveReadyLines(content);
    case 'correction-lodged':
      return correctionLodgedLines(content);
    case 'correction-answered':
      return correctionAnsweredLines(content);
    case 'retirement-claim-started':
      return retirementClaimStartedLines(content);
  }
}
