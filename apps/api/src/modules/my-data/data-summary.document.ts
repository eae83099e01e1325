import { formatDisplayDate } from '@portal/domain/dates';
import { portalDocument } from '../pdf/document-frame';

/** Document content (tagged-pdf.mjs): plain data only, since it crosses to the PDF worker thread. */
type PdfContent = string | PdfContent[] | { [key: string]: unknown };

// The readable summary of the member's data archive (issue 49 point 2; POPIA section 23): who the
// archive is about, the member's details and memberships in short, and what each file of the
// archive holds with its number of records, then what the portal keeps but does not put in it.

export type DataSummaryInput = {
  portalName: string;
  /** The portal's day it was prepared. */
  preparedOn: string;
  member: { name: string; reference: string; email: string; telephone: string };
  memberships: { product: string; number: string; status: string; joined: string }[];
  files: { file: string; about: string; records: number }[];
  withheld: { what: string; reason: string }[];
};

export const DATA_SUMMARY_TITLE = 'Your personal information: summary';

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

export function dataSummaryDocument(input: DataSummaryInput) {
  const content: PdfContent[] = [
    { text: DATA_SUMMARY_TITLE, style: 'title' },
    {
      text: `Everything ${input.portalName} holds about ${input.member.name}, prepared on ${formatDisplayDate(input.preparedOn)} at your request (section 23 of the Protection of Personal Information Act).`,
      style: 'subtitle',
    },
    { text: 'You', style: 'heading' },
    grid([
      ['Name', input.member.name],
      ['Member reference', input.member.reference],
      ['Email', input.member.email],
      ['Telephone', input.member.telephone],
    ]),
    { text: 'Your memberships', style: 'heading' },
    input.memberships.length === 0
      ? { text: 'None.' }
      : {
          table: {
            headerRows: 1,
            widths: ['*', 90, 70, 70],
            body: [
              ['Fund or product', 'Number', 'Status', 'Joined'].map((text) => ({
                text,
                bold: true,
              })),
              ...input.memberships.map((row) => [
                row.product,
                row.number,
                row.status,
                row.joined ? formatDisplayDate(row.joined) : '-',
              ]),
            ],
          },
          margin: [0, 2, 0, 8],
        },
    { text: 'What the archive holds', style: 'heading' },
    {
      text: 'Each file is JSON, which a spreadsheet or any program can read. manifest.json lists the files and how amounts are written: money in cents, shares in hundredths of a percent, units in ten-thousandths.',
      margin: [0, 0, 0, 4],
    },
    {
      table: {
        headerRows: 1,
        widths: [150, '*', 50],
        body: [
          ['File', 'What it holds', 'Records'].map((text) => ({ text, bold: true })),
          ...input.files.map((row) => [row.file, row.about, String(row.records)]),
        ],
      },
      margin: [0, 2, 0, 8],
    },
    { text: 'What the portal keeps but the archive leaves out', style: 'heading' },
    {
      ul: input.withheld.map((row) => `${row.what}: ${row.reason}`),
      margin: [0, 2, 0, 8],
    },
    {
      text: 'If anything here is wrong, you may ask the fund to correct it (section 24 of the Act), free of charge.',
      style: 'small',
    },
  ];
  return portalDocument({
    info: {
      title: DATA_SUMMARY_TITLE,
      author: input.portalName,
      subject: 'The personal information the portal holds about you',
    },
    content,
    footerText: `${input.portalName} · your personal information · ${formatDisplayDate(input.preparedOn)}`,
  });
}
