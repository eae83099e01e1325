import { formatReportTimestamp } from '@portal/domain/dates';

// Two notices of a savings withdrawal claim (issue 48), beside the other messages of
// mail-templates.ts: a document the member uploaded for it, and the bank account its payment will
// go to (a security notice: bank details are what a fraudster changes). They name the document's
// kind and file, or the bank and the account's last four digits, and never a full account, ID or
// tax number.

export type DocumentReceivedMail = {
  kind: 'document-received';
  at: Date;
  caseNo: string;
  /** The kind of document as the claim's steps name it (e.g. 'Proof of bank account'). */
  documentTypeName: string;
  fileName: string;
  /** The withdrawal's steps, where the member sees or removes it until the claim is submitted. */
  page: string;
  /** The portal's public address ('' in the inbox); without it the mail names no link. */
  portalUrl?: string;
};

export type BankDetailsGivenMail = {
  kind: 'bank-details-given';
  at: Date;
  caseNo: string;
  bankName: string;
  accountLast4: string;
  /** The claim's page. */
  page: string;
  /** The portal's public address ('' in the inbox); without it the mail names no link. */
  portalUrl?: string;
};

function link(
  content: { page: string; portalUrl?: string },
  text: string,
): { text: string; link: string }[] {
  return content.portalUrl === undefined
    ? []
    : [{ text, link: `${content.portalUrl}${content.page}` }];
}

export function documentReceivedLines(content: DocumentReceivedMail): {
  subject: string;
  lines: (string | { text: string; link: string })[];
} {
  return {
    subject: `We received your document for savings withdrawal ${content.caseNo}`,
    lines: [
      `On ${formatReportTimestamp(content.at.toISOString())} you uploaded ${content.fileName} (${content.documentTypeName}) for your savings withdrawal ${content.caseNo}.`,
      'It is kept with your claim. Until you submit the claim you can see it, or remove it and upload another, on the withdrawal’s documents step.',
      ...link(content, `Your savings withdrawal ${content.caseNo}`),
      'If you did not upload this document, call us on 0860 000 000 at once.',
    ],
  };
}

export function bankDetailsGivenLines(content: BankDetailsGivenMail): {
  subject: string;
  lines: (string | { text: string; link: string })[];
} {
  return {
    subject: `Bank details were given for savings withdrawal ${content.caseNo}`,
    lines: [
      `On ${formatReportTimestamp(content.at.toISOString())} your savings withdrawal ${content.caseNo} was submitted to be paid into the ${content.bankName} account ending ${content.accountLast4}.`,
      'We pay a claim only into an account in your own name, verified with your bank.',
      ...link(content, `Withdrawal ${content.caseNo}`),
      'If you did not give these bank details, call us on 0860 000 000 at once: we will stop the payment.',
    ],
  };
}

/**
 * A savings withdrawal's pages (apps/web/src/config/paths.ts): its steps, where a draft's documents
 * are, and its page once submitted; a retail product's are under the product's page.
 */
export function withdrawalPages(
  place: { schemeNumber: string; isRetail: boolean },
  caseNo: string,
): { steps: string; claim: string } {
  const scheme = encodeURIComponent(place.schemeNumber);
  const claim = encodeURIComponent(caseNo);
  return place.isRetail
    ? {
        steps: `/fund-details/${scheme}/savings-withdrawal`,
        claim: `/fund-details/${scheme}/claims/${claim}`,
      }
    : { steps: `/claims/savings-withdrawal/${scheme}`, claim: `/claims/${claim}` };
}
