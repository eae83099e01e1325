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
  signatureLines,
  STYLES,
  TABLE_LAYOUT,
  type Cell,
} from './pdf.document';

import type { FormBeneficiary, NominationForm } from './pdf.service';

/** This form's label column and spacing. */
const FIELDS_LAYOUT = { labelWidth: 90, marginBottom: 10 };

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

function beneficiariesTable(current: FormBeneficiary[]): PdfDefinition {
  const head = [
    '#',
    'First name(s) *',
    'Surname *',
    'ID / passport number or date of birth *',
    'Relationship *',
    'Share % *',
    'Contact number or email *',
  ];
  // The current beneficiaries fill the first rows; the rest stay blank to write in.
  const count = Math.max(FORM_BENEFICIARY_ROWS, current.length + 1);
  const rows: Cell[][] = Array.from({ length: count }, (_, index) => {
    const row = current[index];
    return [
      String(index + 1),
      ...(row
        ? [row.firstName, row.surname, row.idPassport, row.relationship, row.share, row.contact]
        : [' ', ' ', ' ', ' ', ' ', ' ']
      ).map((text) => ({ text: text === '' ? ' ' : text, style: 'value' })),
    ];
  });
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

/** The member signs and dates the form in front of a witness, who signs and dates it too. */
const SIGNATURES = signatureLines([
  { labels: ['Member’s signature *', 'Date (DD/MM/YYYY) *'], widths: ['*', 150] },
  {
    labels: ['Witness’s full name *', 'Witness’s signature *', 'Date (DD/MM/YYYY) *'],
    widths: ['*', '*', 110],
  },
]);

/** Where the signed form goes: the administrator's nominations address (DESIGN §1e). */
function sendTo(form: NominationForm, fallbackEmail: string): { email: string; postal: string[] } {
  const administrator = form.identity?.administrator;
  if (!administrator) return { email: fallbackEmail, postal: [] };
  const to = administrator.nominations ?? administrator.contactCentre;
  return { email: to.email, postal: [administrator.name, ...to.postalAddress] };
}

export function nominationFormDocument(
  form: NominationForm,
  { portalName, email }: { portalName: string; email: string },
): { definition: PdfDefinition; footer: unknown } {
  const { identity } = form;
  const to = sendTo(form, email);
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
          'Use this form to nominate the beneficiaries of your retirement benefit, or to change the beneficiaries you nominated before. Please complete all required fields (marked *) in block letters, sign the declaration in front of a witness and send the signed form to ',
          { text: to.email, bold: true },
          to.postal.length > 0 ? ` or post it to ${to.postal.join(', ')}.` : '.',
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
        text: `${
          form.beneficiaries.length > 0
            ? 'Your current beneficiaries are printed below: keep, cross out or change them, and add any new ones. '
            : ''
        }Nominate up to ${FORM_BENEFICIARY_ROWS} beneficiaries on this page (attach a signed page in the same layout for more). The shares must add up to 100%. Where a minor is nominated, give the contact number of an adult guardian.`,
        margin: [0, 0, 0, 2],
      },
      beneficiariesTable(form.beneficiaries),
      {
        unbreakable: true,
        stack: [
          { text: 'Declaration', style: 'subheading' },
          { ul: DECLARATIONS, margin: [0, 2, 0, 4] },
          SIGNATURES,
        ],
      },
      {
        unbreakable: true,
        stack: [
          { text: 'Where to send this form', style: 'subheading' },
          {
            text: [
              'Email the signed form to ',
              { text: to.email, bold: true },
              to.postal.length > 0 ? ', or post it to:' : '.',
            ],
          },
          ...(to.postal.length > 0 ? [{ text: to.postal.join('\n'), margin: [0, 2, 0, 2] }] : []),
          {
            text: 'Please keep a copy for your records. The fund confirms when it has received your form, and your Beneficiaries tab then shows it as received by the fund. The trustees of the fund use this nomination as a guide when they decide how your death benefit is distributed.',
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
