import type { FundCostsResponse } from '@portal/contract/costs';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { InternalFund } from '@portal/contract/fund';
import { eacPercentText, eacTable, type EacInputs } from '@portal/domain/eac';
import { basisPointsFromPercent, centsFromRand } from '@portal/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFundIdentityIn } from '../../testing/fund-identity';
import { memberIdOfUsername } from '../../testing/members';
import { textInStructureOrder } from '../../testing/pdf-structure';
import { pdfText } from '../../testing/pdf-text';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { statementDataOf } from '../statements/statement-data';
import { statementDocument } from '../statements/statement.document';
import { findStatementMembership } from '../statements/statements.repository';

// GET /api/Fund/Costs/{schemeNumber} and its PDF (docs/decisions/040-effective-annual-cost.md):
// the inputs are the member's own figures (the fund details' value to the cent, the fund's
// charges on the membership, each portfolio's TER and TC), and the table is the EAC of them.

let server: TestServer;
let institutional: Agent;
let retail: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [institutional, retail] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
});
afterAll(async () => server.close());

async function body<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return (await answer.json()) as T;
}

async function fundsOf(agent: Agent): Promise<InternalFund[]> {
  return (await body<{ internalFunds: InternalFund[] }>(agent.api('/api/Fund/Internal')))
    .internalFunds;
}

async function costsOf(agent: Agent, schemeNumber: string) {
  return body<FundCostsResponse>(agent.api(`/api/Fund/Costs/${encodeURIComponent(schemeNumber)}`));
}

describe('GET /api/Fund/Costs/{schemeNumber}', () => {
  it('answers the EAC of the member’s own value, holdings and the fund’s charges', async () => {
    const [fund] = await fundsOf(institutional);
    if (!fund) throw new Error('the institutional member has no fund');
    const { costs } = await costsOf(institutional, fund.schemeNumber);
    if (!costs) throw new Error('no costs');
    const details = await body<FundDetailsResponse>(
      institutional.api(`/api/Fund/GetFundDetails/${encodeURIComponent(fund.schemeNumber)}`),
    );
    expect(costs.inputs.value).toBe(details.overview.totalValue);
    expect(costs.inputs.valueDate).toBe(details.overview.calculationDate);

    // The fund's charges as the membership states them.
    const result = await server.db.execute(sql`
      select m.admin_fee_cents, m.admin_fee_cap_bp, m.asset_fee_bp from memberships m
      join products p on p.id = m.product_id
      join members mb on mb.id = m.member_id
      where p.scheme_number = ${fund.schemeNumber} and mb.primary_email_address = 'institutional@demo.local'`);
    const [row] = (result as unknown as { rows: Record<string, number | string | null>[] }).rows;
    expect(centsFromRand(costs.inputs.monthlyAdminFee)).toBe(Number(row?.admin_fee_cents));
    expect(basisPointsFromPercent(costs.inputs.assetBasedFee)).toBe(Number(row?.asset_fee_bp));
    expect(costs.inputs.adminFeeCap).toBe(Number(row?.admin_fee_cap_bp) / 100);
    expect(costs.inputs.adminFeeCap).toBe(1.2);

    // The four terms, each adding up; investment management the holdings' TIC by value.
    expect(costs.terms.map((t) => t.label)).toEqual(['1 year', '3 years', '5 years', '10 years']);
    const holdingsValue = costs.inputs.holdings.reduce((sum, h) => sum + h.value, 0);
    const tic =
      costs.inputs.holdings.reduce((sum, h) => sum + h.value * h.totalInvestmentCharge, 0) /
      holdingsValue;
    for (const { figures } of costs.terms) {
      expect(figures.advice).toBe(0);
      expect(figures.investmentManagement).toBeCloseTo(tic, 2);
      expect(figures.investmentManagement).toBeGreaterThan(0);
      expect(figures.administration).toBeGreaterThanOrEqual(costs.inputs.assetBasedFee);
      expect(
        Math.round(
          (figures.investmentManagement + figures.advice + figures.administration + figures.other) *
            100,
        ),
      ).toBe(Math.round(figures.total * 100));
    }
    for (const h of costs.inputs.holdings)
      expect(h.totalInvestmentCharge).toBeCloseTo(h.totalExpenseRatio + h.transactionCosts, 5);
    expect(costs.showsOther).toBe(false);
    expect(costs.footnotes.some((text) => text.includes('No advice fee was supplied'))).toBe(true);

    // The table is the domain's EAC of the answered inputs.
    const inputs: EacInputs = {
      valueCents: centsFromRand(costs.inputs.value),
      monthlyContributionCents: centsFromRand(costs.inputs.monthlyContribution),
      holdings: costs.inputs.holdings.map((h) => ({
        weight: centsFromRand(h.value),
        terBp: basisPointsFromPercent(h.totalExpenseRatio),
        tcBp: basisPointsFromPercent(h.transactionCosts),
      })),
      adminFeeCents: centsFromRand(costs.inputs.monthlyAdminFee),
      adminFeeCapBp:
        costs.inputs.adminFeeCap === null ? null : basisPointsFromPercent(costs.inputs.adminFeeCap),
      assetFeeBp: basisPointsFromPercent(costs.inputs.assetBasedFee),
      adviceFeeBp: 0,
      terminationChargeCents: 0,
    };
    const recomputed = eacTable(
      inputs,
      costs.terms.map((t) => ({ label: t.label, months: t.months, toAge55: t.toAge55 })),
    );
    expect(recomputed.map((r) => r.figures.totalBp / 100)).toEqual(
      costs.terms.map((t) => t.figures.total),
    );
  });

  it('adds the term to age 55 for a retirement annuity of a member younger than 55', async () => {
    // The retail member (born 3 September 1976) holds a retirement annuity and a tax-free account.
    const funds = await fundsOf(retail);
    const answers = await Promise.all(funds.map((fund) => costsOf(retail, fund.schemeNumber)));
    const withTerm = answers.flatMap((a) =>
      a.costs?.terms.some((t) => t.toAge55) ? [a.costs] : [],
    );
    expect(withTerm).toHaveLength(1);
    const [annuity] = withTerm;
    const term = annuity?.terms.find((t) => t.toAge55);
    if (!annuity || !term) throw new Error('no term to age 55');
    expect(annuity.terms.map((t) => t.label).slice(0, 4)).toEqual([
      '1 year',
      '3 years',
      '5 years',
      '10 years',
    ]);
    // From the value date to 3 September 2031, in whole months, and in words.
    const [year, month, day] = annuity.inputs.valueDate.split('-').map(Number);
    const months = (2031 - (year ?? 0)) * 12 + (9 - (month ?? 0)) - ((day ?? 0) > 3 ? 1 : 0);
    expect(term.months).toBe(months);
    expect(term.label).toBe(
      `To age 55 (${Math.floor(months / 12)} years${months % 12 ? ` ${months % 12} month${months % 12 === 1 ? '' : 's'}` : ''})`,
    );
    expect(annuity.footnotes.some((n) => n.includes('younger than 55'))).toBe(true);
  });

  it('answers 404 for another member’s scheme or one that does not exist', async () => {
    const [theirs] = await fundsOf(retail);
    if (!theirs) throw new Error('the retail member has no fund');
    const mine = new Set((await fundsOf(institutional)).map((fund) => fund.schemeNumber));
    expect(mine.has(theirs.schemeNumber)).toBe(false);
    for (const scheme of [theirs.schemeNumber, 'NO-SUCH-SCHEME']) {
      const answer = await institutional.api(`/api/Fund/Costs/${scheme}`);
      expect(answer.status).toBe(404);
      const pdf = await institutional.api(`/api/Fund/Costs/${scheme}/Pdf`);
      expect(pdf.status).toBe(404);
    }
  });

  it('downloads the disclosure as a PDF with the same figures', async () => {
    const [fund] = await fundsOf(institutional);
    if (!fund) throw new Error('the institutional member has no fund');
    const { costs } = await costsOf(institutional, fund.schemeNumber);
    const answer = await institutional.api(`/api/Fund/Costs/${fund.schemeNumber}/Pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = (await textInStructureOrder(Buffer.from(await answer.arrayBuffer()))).join('\n');
    expect(text).toContain('Effective Annual Cost');
    for (const term of costs?.terms ?? [])
      expect(text).toContain(eacPercentText(term.figures.total));
    expect(text).toContain('No advice fee was supplied');
    // The fund's letterhead, its registration and the route of a complaint (DESIGN §1e).
    expectFundIdentityIn(text, fund.fundName);
    expect(text).toContain('Questions and complaints');
  });
});

describe('the annual statement', () => {
  it('prints the same Effective Annual Cost as GET /api/Fund/Costs for the same date', async () => {
    const [fund] = await fundsOf(institutional);
    if (!fund) throw new Error('the institutional member has no fund');
    const { costs } = await costsOf(institutional, fund.schemeNumber);
    if (!costs) throw new Error('no costs');
    const memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    const row = await findStatementMembership(server.db, memberId, {
      caseMemberKey: fund.caseMemberKey,
    });
    if (!row) throw new Error('no statement membership');
    // A year's statement ending on the date the costs route's figures are of.
    const end = costs.inputs.valueDate;
    const data = await statementDataOf(server.db, memberId, row, {
      type: 'Annual',
      start: `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`,
      end,
    });
    expect(data.costs).toEqual(costs);

    const { definition, footer } = statementDocument(data, {
      portalName: 'Member portal',
      generatedOn: end,
    });
    const { text } = await pdfText(await server.app.pdfRenderer.render(definition, footer));
    expect(text).toContain('Effective Annual Cost');
    const [oneYear] = costs.terms;
    expect(text).toContain(`charges take ${eacPercentText(oneYear?.figures.total ?? -1)}`);
  });
});
