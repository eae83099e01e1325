import type { MemberDocument } from '@portal/contract/documents';
import type { InternalFund } from '@portal/contract/fund';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { SwitchInstruction, SwitchOptions, SwitchPreview } from '@portal/contract/switches';
import { valueCents } from '@portal/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { todayOf } from '../../lib/clock';
import { addDays } from '@portal/domain/dates';
import { businessDayOnOrAfter } from '../../db/seed/business-days';
import { PORTFOLIOS } from '../../db/seed/catalogue';
import { generatePriceSeries } from '../../db/seed/prices';
import { demoHubPriceFeed } from '../../partners/investment-hub/demo-price-feed';
import { createInvestmentHubService } from '../../partners/investment-hub/investment-hub-service';
import { privateTestDatabase, TEST_SEED } from '../../testing/database';
import { expectFundIdentityIn } from '../../testing/fund-identity';
import { queuedMail } from '../../testing/mail';
import { memberIdOfUsername } from '../../testing/members';
import { checkTaggedPdf, textInStructureOrder } from '../../testing/pdf-structure';
import { type Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { confirmationAsked, confirmDetails, withStepUp } from '../../testing/step-up';
import { createSwitchProcessing } from './switch-processing';
import { heldUnitsOf, portfolioNamesOf } from './switches.repository';
import { latestUnitPriceBefore, unitPriceDatedOn } from './switch-processing.repository';
import { SWITCH_MESSAGES } from './switch-options';

// An online switch end to end (docs/decisions/041-online-switches.md): the range and the member's
// allocation, the preview, an instruction confirmed at a step-up, one pending per membership even
// when two arrive at once, a cancellation before the cut-off, the hub trading it at the trade
// date's prices with rows that reconcile to the cent, a refusal, and the history. On a database
// of its own: the switches change the institutional member's fund.

type ErrorAnswer = {
  success: false;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
};

let database: Database;
let server: TestServer;
let member: Agent;
let other: Agent;
let schemeNumber: string;
let fundName: string;
let options: SwitchOptions;

beforeAll(async () => {
  database = await privateTestDatabase('switches');
  server = await startTestServer({}, { db: database.db });
  [member, other] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
  const funds = (
    (await (await member.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
  ).internalFunds;
  for (const fund of funds) {
    const answer = await member.api(`/api/Switch/Options/${fund.schemeNumber}`);
    expect(answer.status).toBe(200);
    const found = (await answer.json()) as SwitchOptions;
    if (found.range.length >= 3 && found.current.value.length > 0) {
      schemeNumber = fund.schemeNumber;
      fundName = fund.fundName;
      options = found;
      break;
    }
  }
}, 120_000);
afterAll(async () => {
  await server.close();
  await database.close();
});

async function json<T>(response: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Two portfolios of the range the member holds none of value in, for a 60/40 mix. */
function sixtyForty() {
  const held = new Set(options.current.value.map((v) => v.portfolioCode));
  const fresh = options.range.filter((p) => !held.has(p.portfolioCode) && p.mixKeepsRegulation28);
  const [a, b] = fresh.length >= 2 ? fresh : options.range;
  return [
    { portfolioCode: a!.portfolioCode, allocation: 60 },
    { portfolioCode: b!.portfolioCode, allocation: 40 },
  ];
}

const post = (agent: Agent, path: string, json?: unknown) =>
  agent.api(path, { method: 'POST', ...(json === undefined ? {} : { json }) });

async function countInstructions(): Promise<number> {
  const result = await server.db.execute(sql`select count(*)::int as n from switch_instructions`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe('the switch options', () => {
  it('lists the fund range, the allocation now, the fee and the next trade date', () => {
    expect(schemeNumber).toBeDefined();
    expect(options.canSwitch).toBe(true);
    expect(options.reasons).toEqual([]);
    expect(options.range.filter((p) => p.isDefault)).toHaveLength(1);
    const shares = options.current.value.reduce((s, v) => s + v.share, 0);
    expect(Math.abs(shares - 100)).toBeLessThan(0.05);
    const total = options.current.value.reduce((s, v) => s + (v.value ?? 0), 0);
    expect(Math.round(total * 100)).toBe(Math.round(options.current.totalValue * 100));
    expect(options.fee).toBe(0);
    expect(options.tradeDate > todayOf(server.config)).toBe(true);
    // 14:00 in Johannesburg is 12:00 UTC.
    expect(options.nextCutOffAt).toMatch(/T12:00:00\.000Z$/);
  });

  it('values the holdings as fund details does, to the cent: each portfolio once, the total the fund card’s', async () => {
    const funds = (
      (await (await member.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] }
    ).internalFunds;
    const fund = funds.find((f) => f.schemeNumber === schemeNumber)!;
    expect(options.current.totalValue).toBe(fund.currentValue);
    const costs = (await (await member.api(`/api/Fund/Costs/${schemeNumber}`)).json()) as {
      costs: { inputs: { holdings: { portfolioCode: string; value: number }[] } };
    };
    for (const held of options.current.value)
      expect(held.value, held.portfolioCode).toBe(
        costs.costs.inputs.holdings.find((h) => h.portfolioCode === held.portfolioCode)?.value,
      );
  });

  it('answers 404 for a fund of another member', async () => {
    await json(other.api(`/api/Switch/Options/${schemeNumber}`), 404);
  });
});

describe('the preview', () => {
  it('shows the allocation, asset classes, risk and projected income now and after', async () => {
    const targets = sixtyForty();
    const preview = await json<SwitchPreview>(
      post(member, '/api/Switch/Preview', { schemeNumber, scope: 'both', targets }),
    );
    expect(preview.after.value.map((v) => [v.portfolioCode, v.share])).toEqual(
      targets.map((t) => [t.portfolioCode, t.allocation]),
    );
    expect(preview.after.contributions.map((c) => c.share)).toEqual([60, 40]);
    const afterValue = preview.after.value.reduce((s, v) => s + (v.value ?? 0), 0);
    expect(Math.abs(afterValue - options.current.totalValue)).toBeLessThan(0.05);
    expect(preview.now.assetClasses.length).toBeGreaterThan(0);
    expect(preview.after.regulation28.applies).toBe(true);
    expect(preview.after.regulation28.checks.map((c) => c.limit)).toEqual([
      'equity',
      'property',
      'offshore',
    ]);
    expect(preview.now.projection?.expectedMonthlyIncome).toBeGreaterThan(0);
    expect(preview.after.projection?.expectedMonthlyIncome).toBeGreaterThan(0);
    const after = preview.after.projection!;
    expect(after.lowerMonthlyIncome!).toBeLessThanOrEqual(after.expectedMonthlyIncome!);
    expect(after.higherMonthlyIncome!).toBeGreaterThanOrEqual(after.expectedMonthlyIncome!);
    expect(preview.fee).toBe(0);

    // "Now" is the projection the member sees everywhere else, to the cent.
    const projections = await json<{
      projections: {
        schemeNumber: string;
        scenarios: { scenario: string; monthlyIncome: number | null; valueAtRetirement: number }[];
      }[];
    }>(member.api('/api/Projection'));
    const expected = projections.projections
      .find((p) => p.schemeNumber === schemeNumber)
      ?.scenarios.find((s) => s.scenario === 'expected');
    expect(preview.now.projection?.expectedMonthlyIncome).toBe(expected?.monthlyIncome);
    expect(preview.now.projection?.valueAtRetirement).toBe(expected?.valueAtRetirement);
  });

  it('shows the Effective Annual Cost now, as the Costs section does, and after', async () => {
    const costs = await json<{ costs: { terms: { label: string; figures: unknown }[] } | null }>(
      member.api(`/api/Fund/Costs/${schemeNumber}`),
    );
    const targets = sixtyForty();
    const value = await json<SwitchPreview>(
      post(member, '/api/Switch/Preview', { schemeNumber, scope: 'value', targets }),
    );
    const eac = value.effectiveAnnualCost;
    expect(eac).not.toBeNull();
    expect(eac?.terms.map((t) => [t.label, t.now])).toEqual(
      costs.costs?.terms.map((t) => [t.label, t.figures]),
    );
    // Only the contributions move: the value stays where it is, and so does its cost.
    const contributions = await json<SwitchPreview>(
      post(member, '/api/Switch/Preview', { schemeNumber, scope: 'contributions', targets }),
    );
    for (const term of contributions.effectiveAnnualCost?.terms ?? [])
      expect(term.after).toEqual(term.now);
  });

  it('refuses targets that do not add up or are not in the range, in words, changing nothing', async () => {
    const before = await countInstructions();
    const [a, b] = sixtyForty();
    const short = await json<ErrorAnswer>(
      post(member, '/api/Switch/Preview', {
        schemeNumber,
        scope: 'value',
        targets: [a, { ...b, allocation: 30 }],
      }),
      400,
    );
    expect(short.message).toContain('must add up to 100 %; they add up to 90 %');
    const outside = await json<ErrorAnswer>(
      post(member, '/api/Switch/Instructions', {
        schemeNumber,
        scope: 'value',
        targets: [{ portfolioCode: 'NOT-A-FUND', allocation: 100 }],
      }),
      400,
    );
    expect(outside.message).toContain("NOT-A-FUND is not one of this fund's portfolios.");
    expect(outside.fieldErrors?.['targets.0.portfolioCode']).toBeDefined();
    await json(
      post(member, '/api/Switch/Preview', { schemeNumber, scope: 'everything', targets: [a] }),
      400,
    );
    expect(await countInstructions()).toBe(before);
  });
});

describe('instructions', () => {
  let cancelled: SwitchInstruction;
  let done: SwitchInstruction;

  it('asks for a step-up bound to the switch, then keeps a pending instruction', async () => {
    const targets = sixtyForty();
    const asked = await post(member, '/api/Switch/Instructions', {
      schemeNumber,
      scope: 'both',
      targets,
    });
    expect(await confirmationAsked(asked)).toBeDefined();
    expect(await countInstructions()).toBe(0);
    const answer = await json<{ instruction: SwitchInstruction }>(
      withStepUp(member, () =>
        post(member, '/api/Switch/Instructions', { schemeNumber, scope: 'both', targets }),
      ),
    );
    cancelled = answer.instruction;
    expect(cancelled.status).toBe('pending');
    expect(cancelled.canCancel).toBe(true);
    expect(cancelled.targets.map((t) => t.allocation)).toEqual([60, 40]);
    expect(cancelled.tradeDate).toBe(options.tradeDate);
    const now = await json<SwitchOptions>(member.api(`/api/Switch/Options/${schemeNumber}`));
    expect(now.canSwitch).toBe(false);
    expect(now.reasons).toEqual([SWITCH_MESSAGES.pending(cancelled.id)]);
  });

  it('lets only the member cancel it, before its cut-off', async () => {
    await json(post(other, `/api/Switch/Instructions/${cancelled.id}/Cancel`), 404);
    await json(post(member, '/api/Switch/Instructions/abc/Cancel'), 400);
    const answer = await json<{ instruction: SwitchInstruction }>(
      post(member, `/api/Switch/Instructions/${cancelled.id}/Cancel`),
    );
    expect(answer.instruction.status).toBe('cancelled');
    expect(answer.instruction.cancelledAt).not.toBeNull();
    const again = await json<ErrorAnswer>(
      post(member, `/api/Switch/Instructions/${cancelled.id}/Cancel`),
      409,
    );
    expect(again.message).toBe(SWITCH_MESSAGES.notPending);
    // Both changes are audited, each with the member as actor.
    const audit = await server.db.execute(sql`
      select source, after->>'status' as status, after->>'targets' as targets from profile_audit
      where source like '%SwitchInstruction' and after->>'instruction' = ${String(cancelled.id)}
      order by id`);
    const rows = (
      audit as unknown as {
        rows: { source: string; status: string | null; targets: string | null }[];
      }
    ).rows;
    expect(rows.map((r) => r.source)).toEqual(['SwitchInstruction', 'CancelSwitchInstruction']);
    expect(rows[0]?.targets).toContain('60 %');
    expect(rows[1]?.status).toBe('cancelled');
  });

  it('gives one instruction and a clear refusal to each other of sixteen sent at once', async () => {
    const targets = sixtyForty();
    const send = () =>
      post(member, '/api/Switch/Instructions', { schemeNumber, scope: 'both', targets });
    const confirmation = await confirmationAsked(await send());
    expect(confirmation).toBeDefined();
    await confirmDetails(member, confirmation ?? '');
    const answers = await Promise.all(Array.from({ length: 16 }, () => send()));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 15 }, () => 409)]);
    const ok = (await answers.find((a) => a.status === 200)!.json()) as {
      instruction: SwitchInstruction;
    };
    done = ok.instruction;
    for (const refused of answers.filter((a) => a.status === 409)) {
      const body = (await refused.json()) as ErrorAnswer;
      expect(body.message).toBe(SWITCH_MESSAGES.pending(done.id));
    }
    const pending = await server.db.execute(
      sql`select count(*)::int as n from switch_instructions where status = 'pending'`,
    );
    expect(Number((pending as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
  });

  it('trades at the trade date prices: rows reconcile to the cent and the value is unchanged', async () => {
    const db = server.db;
    // The day's prices arrive: each portfolio's latest price carried to the trade date.
    await db.execute(sql`
      insert into unit_prices (portfolio_id, price_date, price_micro)
      select p.id, ${done.tradeDate}::date,
        (select u.price_micro from unit_prices u where u.portfolio_id = p.id order by u.price_date desc limit 1)
      from portfolios p
      where exists (select 1 from unit_prices u where u.portfolio_id = p.id)
      on conflict do nothing`);
    const valueOn = async () => {
      const result = await db.execute(sql`
        with keys as (select distinct portfolio_id, bucket from positions p
          join memberships m on m.id = p.membership_id join products pr on pr.id = m.product_id
          where pr.scheme_number = ${schemeNumber} and m.id = (
            select membership_id from switch_instructions where id = ${done.id}))
        select k.portfolio_id, sum(l.units)::text as units,
          (select price_micro from unit_prices u where u.portfolio_id = k.portfolio_id
            and u.price_date = ${done.tradeDate}::date)::text as price
        from keys k cross join lateral (select units from positions p
          where p.membership_id = (select membership_id from switch_instructions where id = ${done.id})
            and p.portfolio_id = k.portfolio_id and p.bucket = k.bucket and p.as_of <= ${done.tradeDate}::date
          order by as_of desc limit 1) l
        group by k.portfolio_id`);
      return (result as unknown as { rows: { units: string; price: string }[] }).rows.reduce(
        (sum, row) => sum + valueCents(Number(row.units), Number(row.price)),
        0,
      );
    };
    const before = await valueOn();
    // The fund details are kept per version of the member's data: asked now, kept.
    const detailsPath = `/api/Fund/GetFundDetails/${schemeNumber}`;
    const allocationOf = async () =>
      Object.fromEntries(
        (await json<FundDetailsResponse>(member.api(detailsPath))).portfolios
          .filter((p) => p.contributionAllocation > 0)
          .map((p) => [p.name, p.contributionAllocation]),
      );
    const allocationBefore = await allocationOf();
    const at = new Date(`${done.tradeDate}T15:00:00+02:00`);
    const hub = createInvestmentHubService({
      priceOn: (code, date) => unitPriceDatedOn(db, code, date),
    });
    const processing = createSwitchProcessing({
      db,
      config: server.config,
      partners: { investmentHub: hub },
      renderer: server.app.pdfRenderer.background,
      log: server.app.log,
      clock: () => ({ today: done.tradeDate, now: at }),
    });
    await processing.runOnce();
    await processing.close();
    const history = await json<{ instructions: SwitchInstruction[] }>(
      member.api('/api/Switch/Instructions'),
    );
    const traded = history.instructions.find((i) => i.id === done.id)!;
    expect(traded.status).toBe('done');
    expect(traded.hubReference).toMatch(/^HUB\d{10}$/);
    expect(traded.completedAt).not.toBeNull();
    expect(traded.canCancel).toBe(false);
    const rows = await db.execute(sql`
      select type, units::text, unit_price_micro::text as price, amount_cents::text as amount, tx_date::text
      from transactions where switch_instruction_id = ${done.id}`);
    const list = (
      rows as unknown as {
        rows: { type: string; units: string; price: string; amount: string; tx_date: string }[];
      }
    ).rows;
    expect(list.some((r) => r.type === 'switch_out')).toBe(true);
    expect(list.some((r) => r.type === 'switch_in')).toBe(true);
    for (const row of list) {
      expect(row.tx_date).toBe(done.tradeDate);
      expect(Number(row.amount)).toBe(valueCents(Number(row.units), Number(row.price)));
    }
    const total = list.reduce((sum, r) => sum + Number(r.amount), 0);
    expect(total).toBe(0);
    expect(await valueOn()).toBe(before);
    expect(traded.trades).toHaveLength(list.length);
    // The kept answer was let go with the switch: the new allocation shows at once.
    const allocationAfter = await allocationOf();
    expect(allocationAfter).not.toEqual(allocationBefore);
    expect(allocationAfter).toEqual(
      Object.fromEntries(done.targets.map((t) => [t.portfolioName, t.allocation])),
    );
    // Contributions follow the targets from the trade date.
    const after = await json<SwitchOptions>(member.api(`/api/Switch/Options/${schemeNumber}`));
    expect(after.current.contributions.map((c) => c.share)).toEqual([60, 40]);
    // From the trade date the units are in the targets only (the portal's today is before it).
    const membership = await db.execute(
      sql`select membership_id from switch_instructions where id = ${done.id}`,
    );
    const membershipId = Number(
      (membership as unknown as { rows: { membership_id: number }[] }).rows[0]?.membership_id,
    );
    const held = await heldUnitsOf(db, membershipId, done.tradeDate);
    const names = await portfolioNamesOf(db, [...new Set(held.map((h) => h.portfolioId))]);
    expect([...names.values()].map((n) => n.code).sort()).toEqual(
      done.targets.map((t) => t.portfolioCode).sort(),
    );
    expect(after.canSwitch).toBe(true);
    // A second switch in 12 months carries the fee, shown before confirming.
    expect(after.fee).toBe(150);
  });

  it('issues a tagged confirmation letter and a notice for the done switch', async () => {
    const documents = await json<{ memberDocumentResponseList: MemberDocument[] }>(
      member.api('/api/PDF/GetMemberDocuments'),
    );
    const letter = documents.memberDocumentResponseList.find(
      (d) => d.documentName === `Switch confirmation ${done.id}`,
    );
    expect(letter?.status).toBe('Completed');
    const download = await member.api(`/api/PDF/DownloadMemberDocument?fileId=${letter?.fileId}`);
    expect(download.status).toBe(200);
    const pdf = Buffer.from(await download.arrayBuffer());
    const [report, lines] = await Promise.all([
      checkTaggedPdf(pdf, { language: 'en-ZA' }),
      textInStructureOrder(pdf),
    ]);
    expect(report.problems).toEqual([]);
    expect(lines[0]).toBe('H1 Switch confirmation');
    const text = lines.join(' ');
    for (const target of done.targets) expect(text).toContain(target.portfolioName);
    expect(text).toContain('Switch out');
    // The fund's letterhead and registration, and the route of a complaint (DESIGN §1e).
    expectFundIdentityIn(text, fundName);
    expect(text).toContain('Questions and complaints');
    expect(text).toContain(`please quote instruction ${done.id}`);
    const memberId = await memberIdOfUsername(server.db, 'institutional@demo.local');
    const mail = await queuedMail(server.db, memberId, 'switch-done');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('is done');
    // It links the fund's switch history and the letter among the documents (issue 46).
    expect(mail[0]?.text).toContain(
      `${server.config.publicUrl}/fund-details/${schemeNumber}/switch`,
    );
    expect(mail[0]?.text).toContain(
      `${server.config.publicUrl}/statements-and-documents?tab=documents`,
    );
  });

  it('records the hub refusal with its reason when a portfolio has no price on the trade date', async () => {
    const db = server.db;
    const targets = [{ portfolioCode: options.range[0]!.portfolioCode, allocation: 100 }];
    const created = await json<{ instruction: SwitchInstruction }>(
      withStepUp(member, () =>
        post(member, '/api/Switch/Instructions', { schemeNumber, scope: 'value', targets }),
      ),
    );
    expect(created.instruction.fee).toBe(150);
    const tradeDate = created.instruction.tradeDate;
    const later = (date: string) => {
      const d = new Date(`${date}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 7);
      return d.toISOString().slice(0, 10);
    };
    await db.execute(sql`
      update switch_instructions set trade_date = ${later(tradeDate)}::date where id = ${created.instruction.id}`);
    const processing = createSwitchProcessing({
      db,
      config: server.config,
      partners: {
        investmentHub: createInvestmentHubService({
          priceOn: (code, date) => unitPriceDatedOn(db, code, date),
        }),
      },
      renderer: server.app.pdfRenderer.background,
      log: server.app.log,
      clock: () => ({
        today: later(tradeDate),
        now: new Date(`${later(tradeDate)}T15:00:00+02:00`),
      }),
    });
    await processing.runOnce();
    await processing.close();
    const history = await json<{ instructions: SwitchInstruction[] }>(
      member.api('/api/Switch/Instructions'),
    );
    const refused = history.instructions.find((i) => i.id === created.instruction.id)!;
    expect(refused.status).toBe('refused');
    expect(refused.refusedReason).toContain('The investment hub has no unit price for');
    expect(refused.trades).toEqual([]);
    const memberId = await memberIdOfUsername(db, 'institutional@demo.local');
    const mail = await queuedMail(db, memberId, 'switch-refused');
    expect(mail[0]?.text).toContain('The investment hub has no unit price for');
    expect(history.instructions.map((i) => i.status)).toEqual(['refused', 'done', 'cancelled']);
    const theirs = await json<{ instructions: SwitchInstruction[] }>(
      other.api('/api/Switch/Instructions'),
    );
    expect(theirs.instructions).toEqual([]);
  });

  it('trades in a running demo past its last stored price: the simulated hub publishes the day’s price from the demo market', async () => {
    const db = server.db;
    const code = options.range[1]!.portfolioCode;
    const created = await json<{ instruction: SwitchInstruction }>(
      withStepUp(member, () =>
        post(member, '/api/Switch/Instructions', {
          schemeNumber,
          scope: 'value',
          targets: [{ portfolioCode: code, allocation: 100 }],
        }),
      ),
    );
    const latest = await db.execute(sql`select max(price_date)::text as d from unit_prices`);
    const lastStored = (latest as unknown as { rows: { d: string }[] }).rows[0]!.d;
    // The first business day after every stored price: nothing in the table is dated on it.
    const tradeDate = businessDayOnOrAfter(addDays(lastStored, 1));
    await db.execute(sql`
      update switch_instructions set trade_date = ${tradeDate}::date,
        cut_off_at = ${new Date(`${tradeDate}T00:00:00Z`)} where id = ${created.instruction.id}`);
    const processing = createSwitchProcessing({
      db,
      config: server.config,
      partners: {
        investmentHub: createInvestmentHubService({
          priceOn: demoHubPriceFeed(
            {
              on: (c, date) => unitPriceDatedOn(db, c, date),
              latestBefore: (c, date) => latestUnitPriceBefore(db, c, date),
            },
            TEST_SEED,
          ),
        }),
      },
      renderer: server.app.pdfRenderer.background,
      log: server.app.log,
      clock: () => ({ today: tradeDate, now: new Date(`${tradeDate}T15:00:00+02:00`) }),
    });
    await processing.runOnce();
    await processing.runOnce();
    await processing.close();
    const history = await json<{ instructions: SwitchInstruction[] }>(
      member.api('/api/Switch/Instructions'),
    );
    const traded = history.instructions.find((i) => i.id === created.instruction.id)!;
    expect(traded.status, traded.refusedReason ?? '').toBe('done');
    const rows = (
      (await db.execute(sql`
        select p.code, t.unit_price_micro::text as price, t.amount_cents::text as amount,
          (select u.price_micro::text from unit_prices u
            where u.portfolio_id = t.portfolio_id and u.price_date = ${tradeDate}::date) as stored
        from transactions t join portfolios p on p.id = t.portfolio_id
        where t.switch_instruction_id = ${created.instruction.id}`)) as unknown as {
        rows: { code: string; price: string; amount: string; stored: string | null }[];
      }
    ).rows;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      // The latest stored price moved on by the demo market's moves to the trade date (the
      // earlier test stored a carried price, so this is not the seed's own), kept as the day's.
      const before = (await latestUnitPriceBefore(db, row.code, tradeDate))!;
      const def = PORTFOLIOS.find((p) => p.code === row.code)!;
      const model = generatePriceSeries(def, tradeDate, 400, TEST_SEED);
      const moved =
        (before.priceMicro * model.priceOn(tradeDate)) / model.priceOn(before.priceDate);
      expect(Number(row.price)).toBe(Math.round(moved));
      expect(Number(row.price)).not.toBe(before.priceMicro);
      expect(row.stored).toBe(row.price);
    }
    // Value unchanged apart from the stated fee.
    const total = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    expect(total).toBe(-traded.fee * 100);
  });

  it('refuses a switch while a claim on the fund is open, with its reason', async () => {
    const db = server.db;
    const inserted = await db.execute(sql`
      insert into claims (case_no, member_id, membership_id, claim_type, status, gross_cents)
      select 'CLMSWITCH01', m.member_id, m.id, 2, 'Submitted', 100000
      from memberships m join products p on p.id = m.product_id
      join switch_instructions s on s.membership_id = m.id
      where p.scheme_number = ${schemeNumber} and s.id = ${done.id}
      returning id`);
    const claimId = (inserted as unknown as { rows: { id: number }[] }).rows[0]?.id;
    try {
      const now = await json<SwitchOptions>(member.api(`/api/Switch/Options/${schemeNumber}`));
      expect(now.canSwitch).toBe(false);
      expect(now.reasons).toEqual([SWITCH_MESSAGES.openClaim]);
      const before = await countInstructions();
      const refused = await json<ErrorAnswer>(
        post(member, '/api/Switch/Instructions', {
          schemeNumber,
          scope: 'contributions',
          targets: sixtyForty(),
        }),
        409,
      );
      expect(refused.message).toBe(SWITCH_MESSAGES.openClaim);
      expect(await countInstructions()).toBe(before);
    } finally {
      await db.execute(sql`delete from claims where id = ${claimId}`);
    }
  });

  it('refuses a mix past Regulation 28 for a retirement fund, shown in the preview first', async () => {
    const risky = options.range.find((p) => !p.mixKeepsRegulation28);
    expect(risky).toBeDefined();
    const request = {
      schemeNumber,
      scope: 'value',
      targets: [{ portfolioCode: risky!.portfolioCode, allocation: 100 }],
    };
    const preview = await json<SwitchPreview>(post(member, '/api/Switch/Preview', request));
    expect(preview.canConfirm).toBe(false);
    expect(preview.reasons).toContain(SWITCH_MESSAGES.regulation28);
    expect(preview.after.regulation28.isCompliant).toBe(false);
    const before = await countInstructions();
    const refused = await json<ErrorAnswer>(post(member, '/api/Switch/Instructions', request), 400);
    expect(refused.message).toBe(SWITCH_MESSAGES.regulation28);
    expect(await countInstructions()).toBe(before);
  });

  it('cannot be cancelled once its cut-off has passed', async () => {
    const created = await json<{ instruction: SwitchInstruction }>(
      withStepUp(member, () =>
        post(member, '/api/Switch/Instructions', {
          schemeNumber,
          scope: 'contributions',
          targets: sixtyForty(),
        }),
      ),
    );
    await server.db.execute(sql`
      update switch_instructions set cut_off_at = now() - interval '1 minute'
      where id = ${created.instruction.id}`);
    const history = await json<{ instructions: SwitchInstruction[] }>(
      member.api('/api/Switch/Instructions'),
    );
    expect(history.instructions.find((i) => i.id === created.instruction.id)?.canCancel).toBe(
      false,
    );
    const refused = await json<ErrorAnswer>(
      post(member, `/api/Switch/Instructions/${created.instruction.id}/Cancel`),
      409,
    );
    expect(refused.message).toBe(SWITCH_MESSAGES.notCancellable);
  });
});
