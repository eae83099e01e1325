import { STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE } from '@portal/contract/pdf';
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
} from './pdf.document';

/** This form's label column and spacing. */
const FIELDS_LAYOUT = { labelWidth: 96, marginBottom: 8 };
import type { StaffWithdrawalForm } from './staff-withdrawal-form.service';

// The printable staff savings pot withdrawal form (spec 1 §7, spec 3 §7): A4, the member's and the
// staff fund's details filled in, blank boxes for the amount, the bank account, the income tax
// number, the declaration and signature, and where to send it. The two-pot facts printed are those
// of DESIGN §1a and the reference sheet (sa-tax-banking.md "Two-pot rules"). Plain data only: it is
// rendered in a worker.

export const STAFF_WITHDRAWAL_FORM_TITLE = 'Staff savings pot withdrawal form';
/**
 * Where staff members send the completed form: the staff benefits office of the administrator
 * (the spec does not name it; a configuration setting beside NOMINATION_FORM_EMAIL once needed).
 */
export const STAFF_WITHDRAWAL_FORM_EMAIL = 'staffbenefits@afconnect.co.za';
/** sa-tax-banking.md: the smallest savings withdrawal, before tax and fees (rand). */
const MINIMUM_WITHDRAWAL = 'R 2 000.00';

const NOTES = [
  'You may make one savings withdrawal in each tax year (1 March to the end of February) from the staff fund.',
  `The amount must be at least ${MINIMUM_WITHDRAWAL} before tax and fees, and at most the value of your savings component on the day the withdrawal is processed. The value printed above is a guide only: it moves with the markets.`,
  'The withdrawal is added to your taxable income for the year and taxed at your marginal rate. The fund must first obtain a tax directive from SARS, which also deducts any tax you owe it. A directive cannot be reversed once issued.',
  'You must be registered as a taxpayer with SARS. The administrator’s withdrawal fee (for example R350 for a paper claim) is deducted from the amount paid.',
  'Payment is made only into a South African bank account in your own name, usually within 10 to 30 days of a complete claim.',
];

const DECLARATIONS = [
  'I apply to withdraw the amount above from the savings component of my membership of the staff fund.',
  'I confirm that the information on this form is true and complete, and that the bank account given is in my own name.',
  'I understand that the withdrawal is taxed as income at my marginal rate, that the fund will apply to SARS for a tax directive, that SARS may deduct any tax I owe, and that the tax directive cannot be reversed.',
  'I understand that the administrator’s fee is deducted from the amount paid, and that this withdrawal counts as my one savings withdrawal from this fund for the tax year.',
  'I consent to the processing of my personal information, and to its being shared with SARS and my bank, for the purpose of paying this withdrawal.',
];

const ENCLOSURES = [
  'A clear copy of your ID document or passport.',
  'A bank confirmation letter or bank statement not older than three months, showing your name and account number.',
];

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

export function staffWithdrawalFormDocument(
  form: StaffWithdrawalForm,
  { portalName, email }: { portalName: string; email: string },
): { definition: PdfDefinition; footer: unknown } {
  const valueLabel = form.valueDate
    ? `Savings component value at ${form.valueDate}`
    : 'Savings component value';
  const definition: PdfDefinition = {
    pageSize: 'A4',
    pageMargins: [40, 64, 40, 44],
    info: {
      title: STAFF_WITHDRAWAL_FORM_TITLE,
      author: portalName,
      subject: STAFF_SAVINGS_WITHDRAWAL_FORM_TEMPLATE,
    },
    header: {
      margin: [40, 24, 40, 0],
      stack: [
        { text: portalName, style: 'portal' },
        {
          text: `${STAFF_WITHDRAWAL_FORM_TITLE} · two-pot retirement system`,
          style: 'headerTitle',
        },
      ],
    },
    content: [
      { text: STAFF_WITHDRAWAL_FORM_TITLE, style: 'heading' },
      // The heading first (a document opens with its H1), the fund's letterhead below it.
      {
        text: identityLines(form.identity).join('\n'),
        fontSize: 8,
        color: '#52606d',
        alignment: 'right',
        margin: [0, 0, 0, 6],
      },
      {
        text: [
          'Use this form to withdraw money from the savings component (savings pot) of your staff fund membership. Please check the details we filled in, complete every required field (marked *) in block letters, sign the declaration and send the form with the documents listed below to ',
          { text: email, bold: true },
          '.',
        ],
        margin: [0, 0, 0, 6],
      },
      { text: 'Member details', style: 'subheading' },
      fieldsTable(
        [
          ['First name(s) *', form.firstNames],
          ['Surname *', form.surname],
          ['ID / passport number *', form.idPassport],
          ['Date of birth', printedDate(form.dateOfBirth)],
          ['Mobile number *', form.mobileNumber],
          ['Email address *', form.emailAddress],
          ['Postal address', form.postalAddress],
          ['Employee number', form.employeeNumber],
        ],
        FIELDS_LAYOUT,
      ),
      { text: 'Fund details', style: 'subheading' },
      fieldsTable(
        [
          ['Fund name', form.fundName],
          ['Scheme name', form.schemeName],
          ['Scheme number', form.schemeNumber],
          ['Membership number *', form.membershipNumber],
          ['Employer', form.employerName],
          [valueLabel, form.savingsValue],
        ],
        FIELDS_LAYOUT,
      ),
      { text: 'Withdrawal requested', style: 'subheading' },
      fieldsTable(
        [
          ['Amount requested (R) *', ''],
          ['Or the full savings value (tick)', ''],
          ['Income tax reference number *', ''],
          ['Tax year', form.taxYear],
        ],
        FIELDS_LAYOUT,
      ),
      { text: 'Bank account for the payment (in your own name)', style: 'subheading' },
      fieldsTable(
        [
          ['Account holder *', ''],
          ['Bank *', ''],
          ['Branch code *', ''],
          ['Account number *', ''],
          ['Account type * (cheque / savings)', ''],
        ],
        FIELDS_LAYOUT,
      ),
      {
        unbreakable: true,
        stack: [
          { text: 'Before you apply', style: 'subheading' },
          { ul: NOTES, margin: [0, 2, 0, 4] },
        ],
      },
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
              ', or hand it to your Human Resources department, together with:',
            ],
          },
          { ul: ENCLOSURES, margin: [0, 2, 0, 4] },
          {
            text: 'An incomplete form, or details that do not match the fund’s or SARS’s records, will delay the payment. Please keep a copy for your records.',
          },
        ],
      },
      ...complaintsSection(form.identity, 'subheading'),
    ],
    defaultStyle: DEFAULT_STYLE,
    styles: STYLES,
  };
  return {
    definition,
    footer: pageFooter(
      `${portalName} · ${STAFF_WITHDRAWAL_FORM_TITLE}\n${footerIdentity(form.identity)}`,
    ),
  };
}
