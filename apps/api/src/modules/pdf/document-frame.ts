// The frame every portal document shares (tagged-pdf.mjs renders it): A4 with the same margins,
// the title as the H1 and each section's heading as an H2, the portal's styles, and a footer of
// the document's own line with the page count. With the fund's identity (fund-identity.ts), the
// first page opens with the fund's letterhead and every page's footer names the fund and its
// registration; complaintsSection words the route to the fund and then its ombud.

import { identityLines, type FundIdentity } from '../../fund-identity';

type PdfContent = string | PdfContent[] | { [key: string]: unknown };

const STYLES = {
  title: { fontSize: 20, bold: true, color: '#0b3d6e' },
  subtitle: { fontSize: 11, color: '#444444', margin: [0, 2, 0, 12] },
  heading: { fontSize: 13, bold: true, color: '#0b3d6e', margin: [0, 6, 0, 2] },
  tableHeader: { bold: true, color: '#0b3d6e' },
  small: { fontSize: 8, color: '#444444' },
};

/** A document definition and its footer template in the portal's frame. */
export function portalDocument(options: {
  info: { title: string; author: string; subject: string };
  content: PdfContent[];
  /** The footer's left-hand line (the page count is on the right). */
  footerText: string;
  /** The body text's size in points (10 unless given). */
  fontSize?: number;
  /** The member's fund: its letterhead on the first page and its registration in the footer. */
  identity?: FundIdentity;
}): { definition: Record<string, unknown>; footer: PdfContent } {
  const identity = options.identity;
  const content: PdfContent[] = identity
    ? withLetterhead(options.content, identity)
    : options.content;
  const definition = {
    info: options.info,
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    // The document's title is its H1, each section's heading an H2.
    headings: { title: 1, heading: 2 },
    content,
    styles: STYLES,
    defaultStyle: { font: 'Roboto', fontSize: options.fontSize ?? 10 },
  };
  const footer = {
    margin: [40, 10, 40, 0],
    columns: [
      {
        text: identity ? `${options.footerText}\n${footerIdentity(identity)}` : options.footerText,
        style: 'small',
      },
      { text: 'Page {page} of {pages}', alignment: 'right', style: 'small' },
    ],
  };
  return { definition, footer };
}

/**
 * The letterhead at the top right of the first page, beside the document's title: the title
 * stays first in reading order (a document opens with its H1), the letterhead follows it.
 */
function withLetterhead(content: PdfContent[], identity: FundIdentity): PdfContent[] {
  const letterhead = {
    text: identityLines(identity).join('\n'),
    style: 'small',
    alignment: 'right',
    margin: [8, 0, 0, 8],
    width: 230,
  };
  const [first, ...rest] = content;
  const isTitle =
    typeof first === 'object' && !Array.isArray(first) && first !== null && first.style === 'title';
  if (!isTitle) return [letterhead, ...content];
  return [{ columns: [{ stack: [first] }, letterhead] }, ...rest];
}

/** The footer's line naming the fund: its name and registration, or its provider. */
export function footerIdentity(identity: FundIdentity): string {
  const { fund, administrator } = identity;
  if (fund.kind === 'Retirement fund' && fund.fscaRegistrationNumber) {
    return `${fund.fundName} (FSCA ${fund.fscaRegistrationNumber}, SARS ${fund.sarsApprovalNumber ?? '-'}) · administered by ${administrator.name}`;
  }
  return `${fund.fundName} · administered by ${administrator.name}`;
}

/**
 * The route of a question or complaint, as every document ends: the contact centre, a written
 * complaint to the fund answered within its days, then the ombud, free of charge.
 */
export function complaintsSection(
  identity: FundIdentity,
  /** Its heading's style: 'heading' (H2) in this frame, 'subheading' (H2) in pdf.document.ts's. */
  headingStyle: 'heading' | 'subheading' = 'heading',
): PdfContent[] {
  const { fund, administrator, ombud } = identity;
  const centre = administrator.contactCentre;
  const complaints = administrator.complaints;
  const retirementFund = fund.kind === 'Retirement fund';
  return [
    { text: 'Questions and complaints', style: headingStyle },
    {
      text: `Questions: call ${centre.telephone}${centre.hours ? ` (${centre.hours})` : ''} or write to ${centre.email}.`,
    },
    {
      text: `A complaint: write to ${complaints.email} or ${complaints.postalAddress.join(', ')}, or call ${complaints.telephone}. ${retirementFund ? 'The fund' : 'We'} will answer in writing within ${complaints.answerWithinDays} days${retirementFund ? ' (section 30A of the Pension Funds Act)' : ''}.`,
      margin: [0, 2, 0, 0],
    },
    {
      text: `If the answer does not settle it, or none comes within ${complaints.answerWithinDays} days, you may complain to the ${ombud.name}. ${ombud.remit} Telephone ${ombud.telephone}, ${ombud.email}${ombud.website ? `, ${ombud.website}` : ''}, ${ombud.postalAddress.join(', ')}.`,
      margin: [0, 2, 0, 0],
    },
  ];
}
