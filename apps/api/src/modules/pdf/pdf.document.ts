import { formatDisplayDate } from '@portal/domain/dates';
import { BENEFICIARY_REPORT_FILE_NAME } from '@portal/domain/nomination';
import type { PdfDefinition } from './pdf-renderer';
import type { NominationReport, ReportBeneficiary } from './pdf.service';

// The beneficiary report's layout (a document definition for tagged-pdf.mjs): A4, a header with the portal's
// name, the report's title and kind on every page, a footer with 'Page x of y', and every field
// of the report payload (spec 1 §3) in tables. Plain data only: it is rendered in a worker.

export type Cell = Record<string, unknown> | string;

const SHADE = '#eef2f6';
/** Thin grey rules around every cell (the default table layout, in these colours). */
export const TABLE_LAYOUT = { hLineColor: '#b8c2cc', vLineColor: '#b8c2cc' };

export function label(text: string): Cell {
  return { text, style: 'label', fillColor: SHADE };
}

/** A filled-in value on a printable form, or an empty box to write in. */
export function entry(text: string): Cell {
  return { text: text === '' ? ' ' : text, style: 'value' };
}

/**
 * A printable form's label/value pairs, two to a row, each box tall enough to write in;
 * `labelWidth` and `marginBottom` follow each form's own layout.
 */
export function fieldsTable(
  pairs: [string, string][],
  layout: { labelWidth: number; marginBottom: number },
): Record<string, unknown> {
  const body: Cell[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [a, b] = [pairs[i], pairs[i + 1]];
    body.push([
      label(a?.[0] ?? ''),
      entry(a?.[1] ?? ''),
      b ? label(b[0]) : '',
      b ? entry(b[1]) : '',
    ]);
  }
  return {
    table: { widths: [layout.labelWidth, '*', layout.labelWidth, '*'], heights: 18, body },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, layout.marginBottom],
  };
}

/**
 * A calendar date ('YYYY-MM-DD', as the report's payload carries it) printed the way the portal
 * shows dates, '8 Mar 1991'; a blank or any other text as it is.
 */
export function printedDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDisplayDate(value) : value;
}

function value(text: string): Cell {
  return { text: text === '' ? '–' : text, style: 'value' };
}

/** A two-column label/value grid: [label, value, label, value] per row. */
function detailsTable(pairs: [string, string][], wide: [string, string][] = []): PdfDefinition {
  const body: Cell[][] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [a, b] = [pairs[i], pairs[i + 1]];
    body.push([
      label(a?.[0] ?? ''),
      value(a?.[1] ?? ''),
      b ? label(b[0]) : '',
      b ? value(b[1]) : '',
    ]);
  }
  for (const [name, text] of wide)
    body.push([label(name), { ...(value(text) as object), colSpan: 3 }, '', '']);
  return {
    table: { widths: [90, '*', 90, '*'], body },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 12],
  };
}

function summaryTable(rows: ReportBeneficiary[]): PdfDefinition {
  const head = ['#', 'First name', 'Surname', 'Share', 'Relationship', 'Type', 'ID / passport'];
  return {
    table: {
      headerRows: 1,
      widths: [14, '*', '*', 44, 'auto', 'auto', 'auto'],
      body: [
        head.map((text) => label(text)),
        ...rows.map((row, index) => [
          String(index + 1),
          row.firstname,
          row.surname,
          { text: row.share, alignment: 'right' },
          row.relationship,
          row.beneficiaryType,
          row.idPassport,
        ]),
      ],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 12],
  };
}

function beneficiaryDetails(row: ReportBeneficiary, index: number): PdfDefinition {
  return {
    unbreakable: true,
    stack: [
      { text: `Beneficiary ${index + 1}: ${row.firstname} ${row.surname}`, style: 'subheading' },
      detailsTable(
        [
          ['Surname', row.surname],
          ['First name', row.firstname],
          ['Gender', row.gender],
          ['ID / passport number', row.idPassport],
          ['Passport expiry date', printedDate(row.passportExpiryDate)],
          ['Date of birth', printedDate(row.dateOfBirth)],
          ['Share', row.share],
          ['Relationship', row.relationship],
          ['Beneficiary type', row.beneficiaryType],
          ['Country of issue', row.countryIssue],
          ['Email', row.email],
          ['Phone number', row.phoneNumber],
          ['Last modified', row.lastModifiedDate],
        ],
        [['Notes', row.notes]],
      ),
    ],
  };
}

/**
 * Lines to sign and date on paper: each row of labels over an empty box to write in (a member's
 * signature and the date; a witness's name, signature and date).
 */
export function signatureLines(
  rows: { labels: string[]; widths: (number | string)[] }[],
): PdfDefinition {
  return {
    unbreakable: true,
    stack: rows.map(({ labels, widths }) => ({
      table: {
        widths,
        heights: [14, 30],
        body: [labels.map((text) => label(text)), labels.map(() => ' ')],
      },
      layout: TABLE_LAYOUT,
      margin: [0, 6, 0, 4],
    })),
  };
}

export const DEFAULT_STYLE = { font: 'Roboto', fontSize: 9, color: '#1f2933' };
export const STYLES = {
  portal: { fontSize: 11, bold: true, color: '#0b3d91' },
  kind: { fontSize: 9, color: '#52606d' },
  headerTitle: { fontSize: 9, color: '#52606d', margin: [0, 2, 0, 0] },
  heading: { fontSize: 15, bold: true, margin: [0, 0, 0, 8] },
  subheading: { fontSize: 11, bold: true, margin: [0, 8, 0, 2] },
  label: { bold: true, fontSize: 8 },
  value: { fontSize: 9 },
};

/** The footer template: `text` on the left, 'Page x of y' on the right. */
export function pageFooter(text: string): unknown {
  return {
    margin: [40, 16, 40, 0],
    columns: [
      { text, fontSize: 8, color: '#52606d' },
      {
        text: 'Page {page} of {pages}',
        fontSize: 8,
        color: '#52606d',
        alignment: 'right',
        width: 80,
      },
    ],
  };
}

export function reportDocument(
  report: NominationReport,
  portalName: string,
): { definition: PdfDefinition; footer: unknown } {
  const beneficiaries = report.nominationBeneficiaries;
  const definition: PdfDefinition = {
    pageSize: 'A4',
    pageMargins: [40, 72, 40, 48],
    info: { title: report.title, author: portalName, subject: BENEFICIARY_REPORT_FILE_NAME },
    header: {
      margin: [40, 24, 40, 0],
      stack: [
        {
          columns: [
            { text: portalName, style: 'portal' },
            { text: report.kind, style: 'kind', alignment: 'right' },
          ],
        },
        { text: report.title, style: 'headerTitle' },
      ],
    },
    content: [
      { text: report.fundName, style: 'heading' },
      { text: 'Member details', style: 'subheading' },
      detailsTable([
        ['Full name and surname', report.fullNameAndSurname],
        ['Date of birth', printedDate(report.dateOfBirth)],
        ['ID / passport number', report.idPassport],
        ['Employer', report.employerName],
        ['Fund number', report.fundNumber],
        ['Fund name', report.fundName],
        ['Membership number', report.membershipNumber],
        ['Last modified', report.lastModifiedDate],
      ]),
      { text: 'Beneficiaries', style: 'subheading' },
      beneficiaries.length > 0
        ? summaryTable(beneficiaries)
        : {
            text: 'No beneficiaries nominated yet. If no beneficiary is appointed, the benefit will be paid to your estate as required by law.',
            margin: [0, 4, 0, 12],
          },
      ...beneficiaries.map(beneficiaryDetails),
      {
        unbreakable: true,
        stack: [
          { text: 'Signature', style: 'subheading' },
          {
            text: 'I confirm that these are the beneficiaries I nominated. Sign and date this report before you hand it to your HR department.',
            margin: [0, 0, 0, 2],
          },
          signatureLines([
            { labels: ['Member’s signature', 'Date (DD/MM/YYYY)'], widths: ['*', 150] },
            {
              labels: ['Received by HR: name', 'Signature', 'Date (DD/MM/YYYY)'],
              widths: ['*', '*', 110],
            },
          ]),
        ],
      },
    ],
    defaultStyle: DEFAULT_STYLE,
    styles: STYLES,
  };
  return { definition, footer: pageFooter(`${portalName} · ${report.title}`) };
}
