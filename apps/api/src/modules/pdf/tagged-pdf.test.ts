import { afterAll, describe, expect, it } from 'vitest';
import { checkTaggedPdf, textInStructureOrder } from '../../testing/pdf-structure';
import { pdfText } from '../../testing/pdf-text';
import { sampleStatement } from '../statements/statement-sample';
import {
  DEFINITIONS,
  SECTION_37C_REMINDER,
  statementDocument,
} from '../statements/statement.document';
import { createPdfRenderer } from './pdf-renderer';

// The tagged layout (tagged-pdf.mjs) on the cases a short document does not reach: a table that
// runs over pages (its header rows again on each, as artifacts), a paragraph longer than a page,
// a grid of labels and values, a bullet list, and the header and footer on every page.

const renderer = createPdfRenderer({ size: 1 });
afterAll(async () => renderer.close());

const STYLES = {
  heading: { fontSize: 15, bold: true },
  subheading: { fontSize: 11, bold: true },
  label: { bold: true, fontSize: 8 },
};

function document(content: unknown[]): Record<string, unknown> {
  return {
    pageSize: 'A4',
    pageMargins: [40, 72, 40, 48],
    info: { title: 'Layout test', author: 'AF Connect', subject: 'Test' },
    header: { margin: [40, 24, 40, 0], text: 'AF Connect · header' },
    content,
    styles: STYLES,
    defaultStyle: { fontSize: 9 },
  };
}
const FOOTER = { margin: [40, 16, 40, 0], text: 'Page {page} of {pages}', alignment: 'right' };

describe('the tagged layout', () => {
  it('runs a long table over pages with its header rows drawn again on each, read once', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      `Contribution ${i + 1}`,
      { text: `R ${i + 1}.00`, alignment: 'right' },
    ]);
    const pdf = await renderer.render(
      document([
        { text: 'Transactions', style: 'heading' },
        {
          layout: 'lightHorizontalLines',
          table: {
            headerRows: 1,
            widths: [80, '*', 80],
            body: [['Date', 'Description', 'Amount'], ...rows],
          },
        },
      ]),
      FOOTER,
    );
    const { problems } = await checkTaggedPdf(pdf, { language: 'en-ZA', title: 'Layout test' });
    expect(problems).toEqual([]);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    // Every page shows the header row and 'Page x of y'; a screen reader hears the header once.
    const pageTexts = text.split('\n');
    for (const [index, page] of pageTexts.entries()) {
      expect(page).toContain('Date');
      expect(page).toContain(`Page ${index + 1} of ${pages}`);
      expect(page).toContain('AF Connect · header');
    }
    const lines = await textInStructureOrder(pdf);
    expect(lines.filter((line) => line === 'TH Date')).toHaveLength(1);
    expect(lines.slice(0, 7)).toEqual([
      'H1 Transactions',
      'TH Date',
      'TH Description',
      'TH Amount',
      'TD 2026-01-01',
      'TD Contribution 1',
      'TD R 1.00',
    ]);
    expect(lines.filter((line) => line.startsWith('TD Contribution '))).toHaveLength(120);
    expect(lines.join('\n')).not.toContain('Page 1 of');
    expect(lines.join('\n')).not.toContain('header');
  });

  it('flows a paragraph longer than a page over the next, as one paragraph', async () => {
    const sentence = 'The value of units may go down as well as up. ';
    const long = sentence.repeat(400).trim();
    const pdf = await renderer.render(
      document([{ text: 'Disclaimer', style: 'heading' }, { text: long }, { text: 'The end.' }]),
      FOOTER,
    );
    expect((await checkTaggedPdf(pdf, { language: 'en-ZA' })).problems).toEqual([]);
    expect((await pdfText(pdf)).pages).toBeGreaterThanOrEqual(2);
    const lines = await textInStructureOrder(pdf);
    expect(lines[0]).toBe('H1 Disclaimer');
    // The paragraph's pieces on each page, read in order, are the whole paragraph.
    const paragraph = lines
      .filter((line) => line.startsWith('P ') && line !== 'P The end.')
      .map((line) => line.slice(2))
      .join(' ');
    expect(paragraph).toBe(long);
    expect(lines.at(-1)).toBe('P The end.');
  });

  it('reads a grid of labels and values as label and value pairs, and a bullet list as a list', async () => {
    const label = (text: string) => ({ text, style: 'label', fillColor: '#eef2f6' });
    const pdf = await renderer.render(
      document([
        { text: 'Member details', style: 'heading' },
        {
          table: {
            widths: [90, '*', 90, '*'],
            body: [
              [label('Surname'), 'Dube', label('First name'), 'Naledi'],
              [label('Email'), '', label('Phone'), '082 123 4567'],
              [label('Notes'), { text: 'Prefers email', colSpan: 3 }, '', ''],
            ],
          },
        },
        { text: 'Declaration', style: 'subheading' },
        { ul: ['I confirm the above.', 'I consent.'] },
      ]),
      FOOTER,
    );
    expect((await checkTaggedPdf(pdf, { language: 'en-ZA' })).problems).toEqual([]);
    expect(await textInStructureOrder(pdf)).toEqual([
      'H1 Member details',
      'Lbl Surname',
      'LBody Dube',
      'Lbl First name',
      'LBody Naledi',
      // A label whose box is blank is read alone.
      'Lbl Email',
      'Lbl Phone',
      'LBody 082 123 4567',
      'Lbl Notes',
      'LBody Prefers email',
      'H2 Declaration',
      'Lbl •',
      'LBody I confirm the above.',
      'Lbl •',
      'LBody I consent.',
    ]);
  });
});

describe('a fixed statement', () => {
  it('reads in the order a member reads it: who and which fund, its worth, return and charges, beneficiaries, pots, the EAC reminder, each table by its headers', async () => {
    const data = sampleStatement(2);
    const { definition, footer } = statementDocument(data, {
      portalName: 'AF Connect',
      generatedOn: '2026-03-05',
    });
    const pdf = await renderer.render(definition, footer);
    expect((await checkTaggedPdf(pdf, { language: 'en-ZA', title: data.name })).problems).toEqual(
      [],
    );
    const definitions = DEFINITIONS.map(([term, meaning]) => `P ${term}: ${meaning}`);
    expect(await textInStructureOrder(pdf)).toEqual([
      'H1 Annual benefit statement',
      'P AF Umbrella Pension Fund · 1 Mar 2025 to 28 Feb 2026',
      // 1. Who and which fund.
      'H2 You and your fund',
      ...[
        ['Member', 'Ms Naledi Dube'],
        ['Date of birth', '14 Jun 1985'],
        ['ID or passport number', 'ending 4089'],
        ['Fund', 'AF Umbrella Pension Fund'],
        ['Scheme', 'Dube Holdings Pension Scheme (100042)'],
        ['Employer', 'Dube Holdings'],
        ['Membership number', '01000042'],
        ['Date joined the fund', '9 Jan 2019'],
        ['Normal retirement date', '30 Jun 2050 (age 65)'],
        ['Annual pensionable salary', 'R 240 000.00'],
        ['Your contribution rate', '7.50 % of your pensionable salary'],
        ['Your employer’s contribution rate', '10.00 % of your pensionable salary'],
        ['Statement', 'Annual benefit statement'],
        ['Period', '1 Mar 2025 to 28 Feb 2026'],
        ['Produced on', '5 Mar 2026'],
      ].flatMap(([label, value]) => [`Lbl ${label}`, `LBody ${value}`]),
      // 2. What it is worth and how it changed.
      'H2 Investment reconciliation',
      'TH Amount',
      ...['TD Opening value on 28 Feb 2025', 'TD R 100 000.00'],
      ...['TD Contributions', 'TD +', 'TD R 12 000.00'],
      ...['TD Transfers in', 'TD +', 'TD R 0.00'],
      ...['TD Withdrawals', 'TD −', 'TD R 0.00'],
      ...['TD Fees and premiums', 'TD −', 'TD R 600.00'],
      // A switch is neither money in nor money out: one line, netted.
      ...['TD Switches between portfolios or pots', 'TD +', 'TD R 0.00'],
      // A loss is taken away.
      ...['TD Investment return', 'TD −', 'TD R 1 400.00'],
      ...['TD Closing value on 28 Feb 2026', 'TD =', 'TD R 110 000.00'],
      'P R 100 000.00 + R 12 000.00 + R 0.00 − R 0.00 − R 600.00 + R 0.00 − R 1 400.00 = R 110 000.00',
      'H2 Summary',
      'TH Amount',
      ...['TD Opening balance', 'TD R 100 000.00'],
      ...['TD Contributions (money in)', 'TD R 12 000.00'],
      ...['TD Withdrawals, fees, and expenses (money out)', 'TD R 600.00'],
      ...['TD Investment return', 'TD −R 1 400.00'],
      ...['TD Closing balance', 'TD R 110 000.00'],
      'H2 Contributions',
      ...['TH Paid by', 'TH Amount'],
      ...[
        'TD Member',
        'TD R 5 000.00',
        'TD Employer',
        'TD R 7 000.00',
        'TD Total',
        'TD R 12 000.00',
      ],
      'H2 Portfolios on 28 Feb 2026',
      ...['TH Portfolio', 'TH Units', 'TH Unit price (R)', 'TH Price date', 'TH Value'],
      ...[
        'TD AF Balanced Fund',
        'TD 2 000.0000',
        'TD 55.000000',
        'TD 27 Feb 2026',
        'TD R 110 000.00',
      ],
      // 3. What it earned after charges, and the charges in rand and as a percentage.
      'H2 Your return after charges',
      'TH Return',
      ...['TD Over the period (1 Mar 2025 to 28 Feb 2026)', 'TD −1.86 %'],
      ...['TD A year, on average (annualised)', 'TD −1.86 %'],
      'P The return on the money you put in, after the portfolios’ investment charges and after every fee and premium taken from your fund: only your contributions, transfers and the money paid to you count as flows. It is the same figure as the internal rate of return the portal shows for these dates.',
      'H2 What you paid in charges in the year',
      ...['TH Charge', 'TH Amount', 'TH Of average value'],
      ...['TD Administration fees', 'TD R 600.00', 'TD 0.57 %'],
      ...['TD Total charges', 'TD R 600.00', 'TD 0.57 %'],
      'P Each percentage is the charge divided by your fund’s average value in the year, R 105 000.00: the average of the opening value (R 100 000.00 on 28 Feb 2025) and the closing value (R 110 000.00 on 28 Feb 2026). The total is the “Fees and premiums” line of the reconciliation. The portfolios’ own investment charges (their TER and transaction costs) are not in these amounts: they are taken in the unit prices, and the Effective Annual Cost counts them.',
      // 4. The beneficiaries, with section 37C.
      'H2 Your beneficiaries',
      'P Nominated for this fund',
      ...['TH Beneficiary', 'TH Relationship', 'TH Share'],
      ...['TD Thabo Dube', 'TD Spouse', 'TD 60.00 %'],
      ...['TD Lerato Dube', 'TD Child', 'TD 40.00 %'],
      `P ${SECTION_37C_REMINDER}`,
      // 5. The two-pot components and their rules.
      'H2 Two-pot components on 28 Feb 2026',
      ...['TH Component', 'TH Value'],
      ...['TD Vested: available', 'TD R 60 000.00'],
      ...['TD Vested: not available', 'TD R 20 000.00'],
      ...['TD Savings', 'TD R 10 000.00'],
      ...['TD Retirement', 'TD R 20 000.00'],
      ...['TD Total', 'TD R 110 000.00'],
      'P The rules of your components. Since 1 Sep 2024 one third of each contribution goes to your savings component and two thirds to your retirement component; your vested component holds what you had saved before then.',
      'P Savings component: you may make one withdrawal from it in each tax year (1 March to the end of February), of at least R 2 000.00. A withdrawal is taxed at your marginal rate, as part of your income for that tax year, and the administrator charges a fee of R 250.00 for each withdrawal, taken from the amount you withdraw.',
      'P Retirement component: you can take it only when you retire, when it must buy you an income for life (an annuity); if it is then worth less than R 165 000.00 you may take it in cash.',
      // 7. No EAC in the sample: an umbrella fund's reminder.
      'H2 What your savings cost you: Effective Annual Cost',
      'P As a member of an umbrella fund you may ask the fund for your own Effective Annual Cost, the ASISA standard’s measure of what your savings cost you each year, at any time: umbrella funds give it to members who ask, since 1 October 2020.',
      'H2 Transactions in the period',
      ...['TH Date', 'TH Description', 'TH Portfolio', 'TH Type', 'TH Amount'],
      ...['TD 25 Mar 2025', 'TD Member contribution', 'TD AF Balanced Fund', 'TD Contribution'],
      'TD R 5 000.00',
      ...[
        'TD 25 Mar 2025',
        'TD Administration fee',
        'TD AF Balanced Fund',
        'TD Fee',
        'TD −R 600.00',
      ],
      'H2 How the figures are defined',
      ...definitions,
    ]);
  });
});
