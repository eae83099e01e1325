import { NOMINATION_FORM_TEMPLATE } from '@portal/contract/pdf';
import { identityLines } from '../../fund-identity';
import { complaintsSection, footerIdentity } from './document-frame';
import type { PdfDefinition } from './pdf-renderer';
import {
  DEFAULT_STYLE,
  fieldsTable,
  label,
  pageFooter,
  printedDate,
  STYLES,
  TABLE_LAYOUT,
  type Cell,
} from './pdf.document';

/** This form's label column and spacing. */
const FIELDS_LAYOUT = { labelWidth: 90, marginBottom: 10 };
import type { NominationForm } from './pdf.service';

// The printable Nomination of Beneficiaries form (spec 2 §2 modal: download the form, complete all
// required fields, email it to the provider address). A4, the member's and fund's details filled
// in, boxes for up to five beneficiaries, the declaration, a signature line and where to send it.
// With a fund, its letterhead below the heading, its registration in every page's footer, and the
// route of a question or complaint at the end (DESIGN §1e). Plain data only: it is rendered in a worker.

export const NOMINATION_FORM_TITLE = 'Nomination of Beneficiaries';
/** Rows on the form; a member with more beneficiaries adds a page (the intro says so). */
export const FORM_BENEFICIARY_ROWS = 5;

/** spec 1 §2.5: the approved (retirement) declarations, as on the online consent section. */
const DECLARATIONS = [
  'I understand that the information I have given may change over time, and that it is my responsibility to keep it up to date through my member profile or through my employer’s Human Resources department.',
  'I understand that, in terms of the Pension Funds Act, the board of trustees of the fund has the ultimate authority to decide who receives my death benefit and in what proportions, and that this nomination guides but does not bind the trustees.',
  'I accept that the fund, its trustees and its administrator are not liable for any loss arising from information that is inaccurate, incomplete or out of date.',
  'I consent to the processing of the personal information I have given, about myself and my beneficiaries, for the purpose of administering my benefits.',
  'I understand that this nomination replaces all the beneficiaries I nominated before for this fund.',
];

function beneficiariesTable(): PdfDefinition {
  const head = [
    '#',
    'First name(s) *',
    'Surname *',
    'ID number or date of birth *',
    'Relationship *',
    'Share % *',
    'Contact number or email *',
  ];
  const rows: Cell[][] = Array.from({ length: FORM_BENEFICIARY_ROWS }, (_, index) => [
    String(index + 1),
    ' ',
    ' ',
    ' ',
    ' ',
    ' ',
    ' ',
  ]);
  // The total's label in the relationship column, beside the share it totals: a cell of its own
  // in every column keeps each row as long as the header row for a screen reader.
  const total: Cell[] = [
    ' ',
    ' ',
    ' ',
    ' ',
    { text: 'Total (must be 100%)', style: 'label', alignment: 'right' },
    ' ',
    ' ',
  ];
  return {
    table: {
      headerRows: 1,
      widths: [12, '*', '*', 78, 62, 38, 96],
      heights: [22, ...rows.map(() => 24), 18],
      body: [head.map((text) => label(text)), ...rows, total],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 4],
  };
}

function signatureTable(): PdfDefinition {
  return {
    table: {
      widths: ['*', 150],
      heights: [14, 30],
      body: [
        [label('Member’s signature *'), label('Date (DD/MM/YYYY) *')],
        [' ', ' '],
      ],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 6, 0, 10],
  };
}

export function nominationFormDocument(
  form: NominationForm,
  { portalName, email }: { portalName: string; email: string },
): { definition: PdfDefinition; footer: unknown } {
  const { identity } = form;
  // The heading first (a document opens with its H1 in reading order), the letterhead below it.
  const letterhead: PdfDefinition[] = identity
    ? [
        {
          text: identityLines(identity).join('\n'),
          fontSize: 8,
          color: '#52606d',
          alignment: 'right',
          margin: [0, 0, 0, 6],
        },
      ]
    : [];
  const definition: PdfDefinition = {
    pageSize: 'A4',
    pageMargins: [40, 64, 40, 44],
    info: { title: NOMINATION_FORM_TITLE, author: portalName, subject: NOMINATION_FORM_TEMPLATE },
    header: {
      margin: [40, 24, 40, 0],
      stack: [
        { text: portalName, style: 'portal' },
        { text: `${NOMINATION_FORM_TITLE} form`, style: 'headerTitle' },
      ],
    },
    content: [
      { text: NOMINATION_FORM_TITLE, style: 'heading' },
      ...letterhead,
      {
        text: [
          'Use this form to nominate the beneficiaries of your retirement benefit, or to change the beneficiaries you nominated before. Please complete all required fields (marked *) in block letters, sign the declaration and email the completed form to ',
          { text: email, bold: true },
          '.',
        ],
        margin: [0, 0, 0, 6],
      },
      { text: 'Member and fund details', style: 'subheading' },
      fieldsTable(
        [
          ['Full name and surname *', form.fullNameAndSurname],
          ['ID / passport number *', form.idPassport],
          ['Date of birth', printedDate(form.dateOfBirth)],
          ['Membership number *', form.membershipNumber],
          ['Fund name *', form.fundName],
          ['Fund number', form.fundNumber],
          ['Scheme name', form.schemeName],
          ['Employer', form.employerName],
        ],
        FIELDS_LAYOUT,
      ),
      { text: 'Beneficiaries', style: 'subheading' },
      {
        text: `Nominate up to ${FORM_BENEFICIARY_ROWS} beneficiaries on this page (attach a signed page in the same layout for more). The shares must add up to 100%. Where a minor is nominated, give the contact number of an adult guardian.`,
        margin: [0, 0, 0, 2],
      },
      beneficiariesTable(),
      {
        unbreakable: true,
        stack: [
          { text: 'Declaration', style: 'subheading' },
          { ul: DECLARATIONS, margin: [0, 2, 0, 4] },
          signatureTable(),
        ],
      },
      {
        unbreakable: true,
        stack: [
          { text: 'Where to send this form', style: 'subheading' },
          {
            text: [
              'Email the completed and signed form to ',
              { text: email, bold: true },
              '. Please keep a copy for your records. The trustees of the fund use this nomination as a guide when they decide how your death benefit is distributed.',
            ],
          },
        ],
      },
      ...(identity ? complaintsSection(identity, 'subheading') : []),
    ],
    defaultStyle: DEFAULT_STYLE,
    styles: STYLES,
  };
  const footerText = `${portalName} · ${NOMINATION_FORM_TITLE}`;
  return {
    definition,
    footer: pageFooter(identity ? `${footerText}\n${footerIdentity(identity)}` : footerText),
  };
}
