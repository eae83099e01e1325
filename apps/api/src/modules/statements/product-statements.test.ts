import { addMonths, addYears } from '@portal/domain/dates';
import { monthlyPaye } from '@portal/domain/living-annuity';
import { centsFromRand, formatRand } from '@portal/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { declareLivingAnnuity } from '../../testing/living-annuity';
import { pdfText } from '../../testing/pdf-text';
import { startTestServer, type TestServer } from '../../testing/server';
import { createPdfRenderer } from '../pdf/pdf-renderer';
import { statementDataOf, type StatementData } from './statement-data';
import { statementDocument } from './statement.document';
import { findStatementMembership } from './statements.repository';

// Each product's own statement (DESIGN §1e): two-pot components only where the membership is under
// two-pot, contributions by payer only in an employer fund, a living annuity's income with its PAYE,
// rate and anniversary; switches never money in or out.

let server: TestServer;
let database: Database;
const renderer = createPdfRenderer({ size: 1 });

// A book of the test's own (it declares a living annuity in it), as large as the shared one.

beforeAll(async () => {
  database = await privateTestDatabase('products');
  server = await startTestServer({}, { db: database.db });
  // Besides any of the book's own, an annuity whose income changed on its anniversary.
  await declareLivingAnnuity(
    server.db,
    {
      startDate: `${addMonths(TEST_TODAY, -20).slice(0, 8)}10`,
      transferInCents: 250_000_000,
      monthlyIncomeCents: [1_250_000, 1_312_500],
      membershipNumber: 'LA9900002',
    },
    TEST_TODAY,
  );
}, 180_000);
afterAll(async () => {
  await renderer.close();
  await server.close();
  await database.close();
});

type Holding = { memberId: number; membershipId: number; heading: string; twoPot: string };

/** Every membership of the demo book with its product's heading and two-pot indicator. */
async function holdings(): Promise<Holding[]> {
  const result = await server.db.execute(sql`
    select m.member_id, m.id as membership_id, p.heading, p.two_pot_indicator
    from memberships m join products p on p.id = m.product_id
    order by m.id`);
  return (
    result as unknown as {
      rows: {
        member_id: number | string;
        membership_id: number | string;
        heading: string;
        two_pot_indicator: string;
      }[];
    }
  ).rows.map((row) => ({
    memberId: Number(row.member_id),
    membershipId: Number(row.membership_id),
    heading: row.heading,
    twoPot: row.two_pot_indicator,
  }));
}

const LAST_YEAR = { type: 'OnDemand' as const, start: addYears(TEST_TODAY, -1), end: TEST_TODAY };

async function statementOf(holding: Holding): Promise<{ data: StatementData; text: string }> {
  const row = await findStatementMembership(server.db, holding.memberId, {
    membershipId: holding.membershipId,
  });
  if (!row) throw new Error(`no membership ${holding.membershipId}`);
  const data = await statementDataOf(server.db, holding.memberId, row, LAST_YEAR);
  const { definition, footer } = statementDocument(data, {
    portalName: 'Member portal',
    generatedOn: TEST_TODAY,
  });
  const { text } = await pdfText(await renderer.render(definition, footer));
  return { data, text };
}

describe('each product its own statement', () => {
  it('gives a living annuity its income, PAYE, net, rate and anniversary, and no two-pot table', async () => {
    const annuities = (await holdings()).filter((h) => h.heading === 'Post Retirement');
    expect(annuities.length).toBeGreaterThan(0);
    let withIncome = 0;
    for (const holding of annuities) {
      const { data, text } = await statementOf(holding);
      expect(text).not.toContain('Two-pot components');
      expect(text).not.toContain('Paid by');
      const annuity = data.annuity;
      if (!annuity) throw new Error(`no annuity income for membership ${holding.membershipId}`);
      // The income paid is the reconciliation's money paid out, each payment taxed on its own.
      expect(annuity.gross).toBe(data.reconciliation.withdrawals);
      const member = await server.db.execute(
        sql`select date_of_birth::text as dob from members where id = ${holding.memberId}`,
      );
      const dob = (member as unknown as { rows: { dob: string }[] }).rows[0]?.dob ?? '';
      for (const payment of annuity.payments) {
        expect(payment.paye).toBe(
          monthlyPaye({ monthlyIncomeCents: payment.gross, dateOfBirth: dob, paidOn: payment.date })
            .payeCents,
        );
        expect(payment.net).toBe(payment.gross - payment.paye);
      }
      expect(annuity.net).toBe(annuity.gross - annuity.paye);
      if (annuity.payments.length > 0) {
        withIncome += 1;
        expect(annuity.paye).toBeGreaterThanOrEqual(0);
        expect(text).toContain('Income from your living annuity');
        expect(text).toContain('PAYE withheld and paid to SARS');
      }
      if (annuity.drawdownPct !== null) {
        // The law's band (reference sa-disclosure-and-rights.md): 2.5 % to 17.5 % a year.
        expect(annuity.drawdownPct).toBeGreaterThanOrEqual(2.5);
        expect(annuity.drawdownPct).toBeLessThanOrEqual(17.5);
      }
    }
    expect(withIncome).toBeGreaterThan(0);
  });

  it('shows two-pot components and payers only where the product has them', async () => {
    const all = await holdings();
    const retail = all.filter((h) => h.twoPot === 'N' && h.heading !== 'Post Retirement');
    expect(retail.length).toBeGreaterThan(0);
    let taxFree = 0;
    for (const holding of retail.slice(0, 6)) {
      const { data, text } = await statementOf(holding);
      expect(text, holding.heading).not.toContain('Two-pot components');
      expect(text, holding.heading).not.toContain('Vested: available');
      expect(text, holding.heading).not.toContain('Paid by');
      expect(data.annuity ?? null).toBeNull();
      if (holding.heading !== 'Tax Free Savings Account') {
        expect(data.taxFree ?? null).toBeNull();
        continue;
      }
      // A tax-free account's limits, from its own contribution rows.
      taxFree += 1;
      const limits = data.taxFree;
      if (!limits) throw new Error('no limits on a tax-free account');
      const sums = (await server.db.execute(sql`
        select coalesce(sum(amount_cents), 0)::text as lifetime from transactions
        where membership_id = ${holding.membershipId} and type = 'contribution'
          and tx_date <= ${LAST_YEAR.end}::date`)) as unknown as { rows: { lifetime: string }[] };
      expect(limits.lifetimeContributions).toBe(Number(sums.rows[0]?.lifetime));
      expect(limits.lifetimeRemaining).toBe(
        Math.max(0, limits.lifetimeLimit - limits.lifetimeContributions),
      );
      expect(limits.yearContributions).toBeLessThanOrEqual(limits.annualLimit);
      expect(text).toContain('Your tax-free contribution limits');
    }
    expect(taxFree).toBeGreaterThan(0);
    const employer = all.find((h) => h.heading.endsWith('Fund') && h.twoPot === 'Y');
    if (!employer) throw new Error('no employer fund in the demo book');
    const { text } = await statementOf(employer);
    expect(text).toContain('Paid by');
    expect(text).toContain('Your return after charges');
  });

  it('prints the projection as at the period’s end: an income for a retirement fund, a value for a savings product, none for a living annuity', async () => {
    const all = await holdings();
    const employer = all.find((h) => h.heading.endsWith('Fund') && h.twoPot === 'Y');
    const taxFree = all.find((h) => h.heading === 'Tax Free Savings Account');
    const annuity = all.find((h) => h.heading === 'Post Retirement');
    if (!employer || !taxFree || !annuity) throw new Error('the demo book lacks a product');
    const fund = await statementOf(employer);
    const projection = fund.data.projection;
    if (!projection) throw new Error('no projection on an employer fund’s statement');
    expect(projection.inputs.today).toBe(LAST_YEAR.end);
    const expected = projection.scenarios[1];
    expect(fund.text).toContain('Your projected retirement income');
    const amount = (rand: number) => formatRand(centsFromRand(rand)).replace(/\u00a0/g, ' ');
    const text = fund.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(`about ${amount(expected.monthlyIncome ?? -1)} a month`);
    expect(text).toContain(amount(projection.scenarios[0].valueAtRetirement));
    const saving = await statementOf(taxFree);
    expect(saving.data.projection?.scenarios[1].monthlyIncome).toBeNull();
    expect(saving.text).toContain('Your projected value');
    expect(saving.text).not.toContain('Your projected retirement income');
    const paying = await statementOf(annuity);
    expect(paying.data.projection).toBeNull();
    expect(paying.text).not.toContain('Your projected');
  });

  it('nets switches on their own line, never in money in or out', async () => {
    const result = await server.db.execute(sql`
      select distinct m.member_id, m.id as membership_id
      from transactions t join memberships m on m.id = t.membership_id
      where t.type = 'switch_out' and t.name = 'Switch out'
        and t.tx_date between ${LAST_YEAR.start}::date and ${LAST_YEAR.end}::date
      limit 3`);
    const switched = (
      result as unknown as {
        rows: { member_id: number | string; membership_id: number | string }[];
      }
    ).rows;
    expect(switched.length).toBeGreaterThan(0);
    for (const row of switched) {
      const { data, text } = await statementOf({
        memberId: Number(row.member_id),
        membershipId: Number(row.membership_id),
        heading: '',
        twoPot: '',
      });
      const r = data.reconciliation;
      expect(r.switchesIn).toBeGreaterThan(0);
      expect(r.switchesIn).toBe(r.switchesOut);
      expect(r.summary.contributionsAndSwitches).toBe(r.contributions + r.transfersIn);
      expect(r.summary.withdrawalsFeesAndExpenses).toBe(r.withdrawals + r.fees);
      expect(r.summary.switched).toBe(r.switchesIn);
      expect(text).toContain('Switches between portfolios or pots (in');
    }
  });
});
