import { formatDisplayDate } from '@portal/domain/dates';
import { identityLines, type FundIdentity } from '../../fund-identity';
import { footerIdentity } from '../pdf/document-frame';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import {
  DEFAULT_STYLE,
  label,
  pageFooter,
  STYLES,
  TABLE_LAYOUT,
  type Cell,
} from '../pdf/pdf.document';
import type { CertificateHolder } from './tax-certificates.repository';

// The layout every certificate shares (document definitions for tagged-pdf.mjs, plain data only: they are
// rendered in a worker): A4, the portal's name and the document's kind in the header, the
// holder's details, the body, the administrator's contact details, and 'Page x of y' below.

/** Who issues the certificate and how the member reaches the administrator. */
export type CertificateIssuer = { portalName: string; callCentrePhone: string };

export function holderName(holder: CertificateHolder): string {
  return `${holder.firstName} ${holder.lastName}`;
}

export function holderIdentity(holder: CertificateHolder): [string, string] {
  return holder.identifierType === 'Passport'
    ? ['Passport number', holder.passportNumber ?? '']
    : ['ID number', holder.idNumber ?? ''];
}

function valueCell(text: string, alignment: 'left' | 'right' = 'left'): Cell {
  return { text: text === '' ? '–' : text, style: 'value', alignment };
}

/** Label/value rows, one pair to a row. */
export function detailsTable(rows: [string, string][]): PdfDefinition {
  return {
    table: {
      widths: [170, '*'],
      body: rows.map(([name, text]) => [label(name), valueCell(text)]),
    },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 12],
  };
}

/** Amounts in a column of their own, right-aligned; `head` names the columns. */
export function amountsTable(
  head: string[],
  rows: string[][],
  widths: (number | string)[],
): PdfDefinition {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        head.map((text) => label(text)),
        ...rows.map((row) =>
          row.map((text, index) => valueCell(text, index === row.length - 1 ? 'right' : 'left')),
        ),
      ],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 12],
  };
}

export function paragraph(text: string): PdfDefinition {
  return { text, margin: [0, 2, 0, 8] };
}

export function subheading(text: string): PdfDefinition {
  return { text, style: 'subheading' };
}

/** reference "Paid-up membership certificate: ... gives the administrator's contact details". */
export function contactBlock(issuer: CertificateIssuer): PdfDefinition[] {
  return [
    subheading('Administrator'),
    paragraph(
      `This certificate is issued by the fund’s administrator through ${issuer.portalName}. If you have a question about it, please call the call centre on ${issuer.callCentrePhone} or sign in to ${issuer.portalName}.`,
    ),
  ];
}

/**
 * The whole document: header, heading, the body, the issue date and the contact details. With the
 * fund's identity (fund-identity.ts, built by the service: the document is drawn in a worker), the
 * first page carries the fund's letterhead below the heading (its name, FSCA and SARS numbers or its provider,
 * and the administrator) and every page's footer names the fund and its registration.
 */
export function certificateDocument(input: {
  issuer: CertificateIssuer;
  kind: string;
  title: string;
  heading: string;
  issuedOn: string;
  body: PdfDefinition[];
  identity?: FundIdentity;
}): { definition: PdfDefinition; footer: unknown } {
  const { issuer, identity } = input;
  const letterhead: PdfDefinition[] = identity
    ? [
        {
          text: identityLines(identity).join('\n'),
          fontSize: 8,
          color: '#52606d',
          alignment: 'right',
          margin: [0, 0, 0, 8],
        },
      ]
    : [];
  const definition: PdfDefinition = {
    pageSize: 'A4',
    pageMargins: [40, 72, 40, 48],
    info: { title: input.title, author: issuer.portalName, subject: input.kind },
    header: {
      margin: [40, 24, 40, 0],
      stack: [
        {
          columns: [
            { text: issuer.portalName, style: 'portal' },
            { text: input.kind, style: 'kind', alignment: 'right' },
          ],
        },
        { text: input.title, style: 'headerTitle' },
      ],
    },
    content: [
      // The heading first (a document opens with its H1 in reading order), the letterhead below.
      { text: input.heading, style: 'heading' },
      ...letterhead,
      ...input.body,
      paragraph(`Date issued: ${formatDisplayDate(input.issuedOn)}`),
      ...contactBlock(issuer),
    ],
    defaultStyle: DEFAULT_STYLE,
    styles: STYLES,
  };
  const footerText = `${issuer.portalName} · ${input.title}`;
  return {
    definition,
    footer: pageFooter(identity ? `${footerText}\n${footerIdentity(identity)}` : footerText),
  };
}
