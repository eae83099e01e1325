import type { TransferStatusName } from '@portal/contract/calls/leaving-service';
import { formatDisplayDate } from '@portal/domain/dates';

// The notices of a section 14 transfer asked for online (issue 49 point 4), beside the other
// messages of mail-templates.ts: the request received, and each step the administration takes
// with it. Each names the fund and the reference, never an amount or the receiving fund's
// registration.

export type TransferRequestedMail = {
  kind: 'transfer-requested';
  /** The request's reference, TRF-XXXXXXXX. */
  reference: string;
  fundName: string;
  receivingFundName: string;
  requestedOn: string;
  /** The paid-up membership's scheme number (the leaving-service page's address). */
  schemeNumber: string;
  /** The portal's public address; '' in the inbox (a path of the portal). */
  portalUrl: string;
};

export type TransferStatusMail = {
  kind: 'transfer-status';
  reference: string;
  fundName: string;
  receivingFundName: string;
  status: Exclude<TransferStatusName, 'Submitted'>;
  schemeNumber: string;
  portalUrl: string;
};

/** The portal's leaving-service page of the fund (apps/web/src/config/paths.ts leavingService). */
export function leavingServicePath(schemeNumber: string): string {
  return `/fund-details/${encodeURIComponent(schemeNumber)}/leaving-service`;
}

function link(content: { reference: string; schemeNumber: string; portalUrl: string }) {
  return {
    text: `See transfer ${content.reference}`,
    link: `${content.portalUrl}${leavingServicePath(content.schemeNumber)}`,
  };
}

export function transferRequestedLines(content: TransferRequestedMail) {
  return {
    subject: `We received your transfer request ${content.reference}`,
    lines: [
      `We received your request on ${formatDisplayDate(content.requestedOn)} to transfer your benefit in ${content.fundName} to ${content.receivingFundName} (section 14 of the Pension Funds Act). Its reference is ${content.reference}.`,
      'The transfer is free of tax and each part of your benefit keeps its character in the new fund. We will tell you when the administrator takes it up and when it is completed.',
      link(content),
    ],
  };
}

export function transferStatusLines(content: TransferStatusMail) {
  const said =
    content.status === 'Completed'
      ? `Your transfer ${content.reference} from ${content.fundName} to ${content.receivingFundName} is completed: the money is now in ${content.receivingFundName}.`
      : `The administrator is now dealing with your transfer ${content.reference} from ${content.fundName} to ${content.receivingFundName}. It will ask the receiving fund to accept it under section 14.`;
  return {
    subject:
      content.status === 'Completed'
        ? `Your transfer ${content.reference} is completed`
        : `Your transfer ${content.reference} is with the administrator`,
    lines: [said, link(content)],
  };
}
