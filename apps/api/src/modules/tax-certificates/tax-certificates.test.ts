import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HistoricalTaxCertificatesResponse,
  LatestTaxCertificatesResponse,
  MembershipCertificatesResponse,
  PaidUpCertificatesResponse,
  PublishedDocumentDetailsResponse,
  TaxCertificate,
  TaxCertificatesCountResponse,
} from '@portal/contract/tax-certificates';
import { addDays, addMonths, formatDisplayDate, isBefore, taxYearOf } from '@portal/domain/dates';
import { randFromCents, valueCents } from '@portal/domain/money';
import { publishedTaxYears } from '@portal/domain/tax-certificates';
import type { Database, Db } from '../../db/client';
import { memberDocuments, members, memberships, products, transactions } from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { pdfRand } from '../../testing/pdf-text';
import { download, getJson, pdfText } from './tax-certificates.fixtures';

// The tax certificate calls (spec 2 §7, spec 3 §7) on the real server. The test has a database of
// its own: it issues documents and makes two employer-fund members paid-up.

// What the tests read on their own, straight from the database: the figures are checked against
// these independent sums, never against the code under test.

export type MembershipFacts = {
  id: number;
  memberId: number;
  dateJoined: string;
  membershipNumber: string;
  schemeNumber: string;
  fullProductName: string;
};

/** The member's membership of a product, found by the member's group id and the product's name. */
export async function membershipOf(
  db: Db,
  afGroupId: string,
  fullProductName: string,
): Promise<MembershipFacts> {
  const rows = await db
    .select({
      id: memberships.id,
      memberId: memberships.memberId,
      dateJoined: memberships.dateJoined,
      membershipNumber: memberships.membershipNumber,
      schemeNumber: products.schemeNumber,
      fullProductName: products.fullProductName,
    })
    .from(memberships)
    .innerJoin(products, eq(products.id, memberships.productId))
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(and(eq(members.afGroupId, afGroupId), eq(products.fullProductName, fullProductName)))
    .orderBy(memberships.id);
  const row = rows[0];
  if (!row) throw new Error(`${afGroupId} holds no ${fullProductName}`);
  return row;
}

type Rows<T> = { rows: T[] };

/** The sum of a membership's rows of `type` from `from` to `to` inclusive, in cents. */
export async function sumOfType(
  db: Db,
  membershipId: number,
  type: string,
  from: string | null,
  to: string,
): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(amount_cents), 0)::text as total from transactions
    where membership_id = ${membershipId} and type = ${type}
      and (${from}::date is null or tx_date >= ${from}::date) and tx_date <= ${to}::date
  `)) as unknown as Rows<{ total: string }>;
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * DESIGN §1a's value at the end of `date`, recomputed from the transaction rows themselves (not
 * the positions): per portfolio all units up to the date × the latest price on or before it,
 * rounded once per portfolio, then summed.
 */
export async function valueFromTransactions(
  db: Db,
  membershipId: number,
  date: string,
): Promise<number> {
  const result = (await db.execute(sql`
    select sum(t.units)::text as units, (
      select up.price_micro from unit_prices up
      where up.portfolio_id = t.portfolio_id and up.price_date <= ${date}::date
      order by up.price_date desc limit 1
    )::text as price
    from transactions t
    where t.membership_id = ${membershipId} and t.tx_date <= ${date}::date
    group by t.portfolio_id
  `)) as unknown as Rows<{ units: string; price: string | null }>;
  let total = 0;
  for (const row of result.rows)
    if (row.price !== null) total += valueCents(BigInt(row.units), BigInt(row.price));
  return total;
}

/** The latest contribution's date of a membership (null: none). */
export async function lastContributionDate(db: Db, membershipId: number): Promise<string | null> {
  const result = (await db.execute(sql`
    select max(tx_date)::text as last from transactions
    where membership_id = ${membershipId} and type = 'contribution'
  `)) as unknown as Rows<{ last: string | null }>;
  return result.rows[0]?.last ?? null;
}

/** The member's documents of the certificate kinds, as another part of the system lists them. */
export async function certificateDocumentsOf(db: Db, memberId: number) {
  return db
    .select({
      kind: memberDocuments.kind,
      title: memberDocuments.title,
      fileName: memberDocuments.fileName,
      dedupeKey: memberDocuments.dedupeKey,
      membershipId: memberDocuments.membershipId,
      status: memberDocuments.status,
      content: memberDocuments.content,
    })
    .from(memberDocuments)
    .where(
      and(
        eq(memberDocuments.memberId, memberId),
        sql`${memberDocuments.kind} in ('tax-certificate', 'membership-certificate', 'paid-up-certificate')`,
      ),
    )
    .orderBy(memberDocuments.id);
}

const BASE = '/api/TaxCertificates';
const RA = 'AF Retirement Annuity';
const TFSA = 'AF Tax Free Savings Account';
/** The last tax year that has ended on the test's today: its certificates are the latest. */
const LAST_ENDED = taxYearOf(addDays(taxYearOf(TEST_TODAY).start, -1));
const CURRENT = taxYearOf(TEST_TODAY);
/** A day on which the tax year starting 1 Mar 2026 has ended (the R46 000 limit's first year). */
const LATER_TODAY = isBefore(TEST_TODAY, '2027-03-02') ? '2027-03-02' : TEST_TODAY;

let database: Database;
let server: TestServer;
let later: TestServer;
let retail: Agent;
let institutional: Agent;
let ra: MembershipFacts;
let tfsa: MembershipFacts;
let paidUpFund: MembershipFacts;
let statusPaidUpFund: MembershipFacts;

beforeAll(async () => {
  database = await privateTestDatabase('tax_certificates');
  const { db } = database;
  // Member 5 left its employer 8 months ago: no rows after that; member 6's status says paid-up.
  paidUpFund = await membershipOf(db, 'AF0000005', 'AF Umbrella Pension Fund');
  await db
    .delete(transactions)
    .where(
      and(
        eq(transactions.membershipId, paidUpFund.id),
        gt(transactions.txDate, addMonths(TEST_TODAY, -8)),
      ),
    );
  statusPaidUpFund = await membershipOf(db, 'AF0000006', 'AF Umbrella Pension Fund');
  await db
    .update(memberships)
    .set({ masterMemberStatus: 'Paid-up member' })
    .where(eq(memberships.id, statusPaidUpFund.id));
  server = await startTestServer({}, { db });
  later =
    LATER_TODAY === TEST_TODAY
      ? server
      : await startTestServer({ PORTAL_TODAY: LATER_TODAY }, { db });
  [retail, institutional] = await Promise.all([
    signIn(server, 'retail@demo.local'),
    signIn(server, 'institutional@demo.local'),
  ]);
  ra = await membershipOf(db, 'AF0000002', RA);
  tfsa = await membershipOf(db, 'AF0000002', TFSA);
});
afterAll(async () => {
  if (later !== server) await later.close();
  await server.close();
  await database.close();
});

type ErrorAnswer = { success: false; code: string; fieldErrors?: Record<string, string[]> };

const historical = (agent: Agent, query: Record<string, string> = {}) =>
  getJson<HistoricalTaxCertificatesResponse>(
    agent,
    `${BASE}/GetHistoricalTaxCertificates?${new URLSearchParams(query)}`,
  );

async function contributionsIn(membership: MembershipFacts, label: string): Promise<number> {
  const year = publishedTaxYears(membership.dateJoined, '9999-01-01').find(
    (y) => y.label === label,
  );
  if (!year) throw new Error(`no tax year ${label}`);
  return sumOfType(server.db, membership.id, 'contribution', year.start, year.end);
}

describe('the tax certificates lists', () => {
  it('lists each certificate-bearing product with its latest published certificate', async () => {
    const { status, body } = await getJson<LatestTaxCertificatesResponse>(
      retail,
      `${BASE}/LatestTaxCertificatesDetails`,
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.latestDetails.map((c) => [c.productName, c.certificateType, c.taxYear])).toEqual([
      [RA, 'RetirementAnnuityContributions', LAST_ENDED.label],
      [TFSA, 'TaxFreeSavings', LAST_ENDED.label],
    ]);
    const [raCertificate, tfsaCertificate] = body.latestDetails as [TaxCertificate, TaxCertificate];
    expect(raCertificate).toMatchObject({
      sarsSourceCode: '4006',
      title: `Tax certificate ${LAST_ENDED.label} – ${RA}`,
      taxYearStart: LAST_ENDED.start,
      taxYearEnd: LAST_ENDED.end,
      publishedDate: addDays(LAST_ENDED.end, 1),
      schemeNumber: ra.schemeNumber,
      membershipNumber: ra.membershipNumber,
    });
    expect(tfsaCertificate.sarsSourceCode).toBeNull();
    expect(raCertificate.totalContributions).toBe(
      randFromCents(await contributionsIn(ra, LAST_ENDED.label)),
    );
    expect(tfsaCertificate.totalContributions).toBe(
      randFromCents(await contributionsIn(tfsa, LAST_ENDED.label)),
    );
    // Opaque ids (a hash, no database id), one per certificate, the same on every call.
    for (const c of body.latestDetails) expect(c.id).toMatch(/^[\w-]{32}$/);
    expect(raCertificate.id).not.toBe(tfsaCertificate.id);
    const again = await getJson<LatestTaxCertificatesResponse>(
      retail,
      `${BASE}/LatestTaxCertificatesDetails`,
    );
    expect(again.body.latestDetails.map((c) => c.id)).toEqual(body.latestDetails.map((c) => c.id));
  });

  it('publishes every ended tax year since joining, never the current one', async () => {
    const { body } = await historical(retail);
    const expected = [ra, tfsa]
      .flatMap((m) =>
        publishedTaxYears(m.dateJoined, TEST_TODAY).map((y) => `${m.fullProductName} ${y.label}`),
      )
      .sort();
    expect(body.details.map((c) => `${c.productName} ${c.taxYear}`).sort()).toEqual(expected);
    expect(body.details.some((c) => c.taxYear === CURRENT.label)).toBe(false);
    expect(body.details.every((c) => isBefore(c.taxYearEnd, TEST_TODAY))).toBe(true);
    // Newest first; the options are every year listed, newest first.
    const years = body.details.map((c) => c.taxYear);
    expect(years).toEqual([...years].sort().reverse());
    expect(body.yearOptions).toEqual([...new Set(years)]);
    expect(body.products.map((p) => p.productName)).toEqual([RA, TFSA]);

    const current = await historical(retail, { taxYear: CURRENT.label });
    expect(current.status).toBe(200);
    expect(current.body.details).toEqual([]);

    const count = await getJson<TaxCertificatesCountResponse>(retail, `${BASE}/Count`);
    expect(count.body).toEqual({ success: true, count: expected.length });
    const published = await getJson<PublishedDocumentDetailsResponse>(
      retail,
      `${BASE}/GetPublishedDocumentDetails`,
    );
    expect(published.body.publishedDocuments.map((d) => d.id)).toEqual(
      body.details.map((c) => c.id),
    );
    expect(published.body.publishedDocuments[0]).toMatchObject({
      taxYear: LAST_ENDED.label,
      productName: RA,
      documentType: 'RetirementAnnuityContributions',
    });
  });

  it('filters by tax year and by product (query names in any case)', async () => {
    const byYear = await historical(retail, { TaxYear: LAST_ENDED.label });
    expect(byYear.body.details.map((c) => c.productName)).toEqual([RA, TFSA]);
    const byProduct = await historical(retail, { schemeNumber: tfsa.schemeNumber });
    expect(new Set(byProduct.body.details.map((c) => c.productName))).toEqual(new Set([TFSA]));
    expect(byProduct.body.details.length).toBe(
      publishedTaxYears(tfsa.dateJoined, TEST_TODAY).length,
    );
    const both = await historical(retail, {
      taxYear: LAST_ENDED.label,
      SCHEMENUMBER: ra.schemeNumber,
    });
    expect(both.body.details.map((c) => [c.productName, c.taxYear])).toEqual([
      [RA, LAST_ENDED.label],
    ]);
    expect(both.body.yearOptions).toEqual((await historical(retail)).body.yearOptions);
  });

  it('answers 404 for another member’s product, and lists nothing for an own fund without certificates', async () => {
    const theirs = await historical(institutional, { schemeNumber: ra.schemeNumber });
    expect(theirs.status).toBe(404);
    expect((theirs.body as unknown as ErrorAnswer).code).toBe('NOT_FOUND');
    const unknown = await historical(retail, { schemeNumber: '999999' });
    expect(unknown.status).toBe(404);
    const ownFund = await membershipOf(server.db, 'AF0000001', 'AF Umbrella Pension Fund');
    const own = await historical(institutional, { schemeNumber: ownFund.schemeNumber });
    expect(own.status).toBe(200);
    expect(own.body.details).toEqual([]);
    const latest = await getJson<LatestTaxCertificatesResponse>(
      institutional,
      `${BASE}/LatestTaxCertificatesDetails`,
    );
    expect(latest.body.latestDetails).toEqual([]);
    expect((await getJson(institutional, `${BASE}/Count`)).body).toEqual({
      success: true,
      count: 0,
    });
  });

  it('refuses malformed filters and ids with field errors', async () => {
    for (const [query, field] of [
      [{ taxYear: '20x6' }, 'taxYear'],
      [{ taxYear: '20266' }, 'taxYear'],
      [{ schemeNumber: 'x'.repeat(41) }, 'schemeNumber'],
      [{ schemeNumber: 'ab\u0000c' }, 'schemeNumber'],
    ] as const) {
      const { status, body } = await historical(retail, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(Object.keys((body as unknown as ErrorAnswer).fieldErrors ?? {})).toEqual([field]);
    }
    for (const url of [`${BASE}/DownloadPDF`, `${BASE}/DownloadPDF?id=${'a'.repeat(65)}`]) {
      const response = await retail.api(url);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as ErrorAnswer).fieldErrors ?? {})).toEqual([
        'id',
      ]);
    }
  });
});

describe('downloading a tax certificate', () => {
  it('renders the 4006 certificate with the year’s contributions to the cent, once', async () => {
    const { body } = await historical(retail, { schemeNumber: ra.schemeNumber });
    const certificate = body.details[0] as TaxCertificate;
    const first = await download(retail, certificate.id);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    expect(first.disposition).toContain(`attachment; filename="${certificate.fileName}"`);
    const { text } = await pdfText(first.pdf);
    expect(text).toContain('Retirement annuity contribution certificate');
    expect(text).toContain('Pieter van der Merwe');
    expect(text).toContain(ra.membershipNumber);
    expect(text).toContain('4006');
    expect(text).toContain(
      `${certificate.taxYear} tax year: ${formatDisplayDate(certificate.taxYearStart)} to ${formatDisplayDate(certificate.taxYearEnd)}`,
    );
    expect(text).toContain(pdfRand(await contributionsIn(ra, certificate.taxYear)));
    expect(text).toContain('0860 000 000');

    // Recorded once among the member's documents; then always the same bytes.
    const second = await download(retail, certificate.id);
    expect(second.pdf.equals(first.pdf)).toBe(true);
    const documents = (await certificateDocumentsOf(server.db, ra.memberId)).filter(
      (d) => d.dedupeKey === `tax:${ra.id}:${certificate.taxYear}`,
    );
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      kind: 'tax-certificate',
      title: `Tax certificate ${certificate.taxYear} – ${RA}`,
      fileName: certificate.fileName,
      membershipId: ra.id,
      status: 'Completed',
    });
    expect(documents[0]?.content?.equals(first.pdf)).toBe(true);
  });

  it('renders the IT3(s): flows, net return and limits to the cent', async () => {
    const { body } = await historical(retail, { schemeNumber: tfsa.schemeNumber });
    const certificate = body.details[0] as TaxCertificate;
    await expectIt3s(retail, certificate);
  });

  it('applies R36 000 to the tax years up to 28 Feb 2026 and R46 000 from 1 Mar 2026', async () => {
    const agent = later === server ? retail : await signIn(later, 'retail@demo.local');
    const { body } = await getJson<HistoricalTaxCertificatesResponse>(
      agent,
      `${BASE}/GetHistoricalTaxCertificates?schemeNumber=${tfsa.schemeNumber}`,
    );
    const after = body.details.find((c) => c.taxYear === '2027');
    expect(after, 'the 2027 certificate is published on the later day').toBeDefined();
    expect((await expectIt3s(agent, after as TaxCertificate)).text).toContain('R 46 000.00');
    // The year before the change, when the account was open then (the demo data follows today).
    const before = body.details.find((c) => c.taxYear === '2026');
    if (publishedTaxYears(tfsa.dateJoined, '2026-03-01').length > 0) {
      expect(before).toBeDefined();
      const { text } = await expectIt3s(agent, before as TaxCertificate);
      expect(text).toContain('R 36 000.00');
      expect(text).not.toContain('R 46 000.00');
    }
  });

  it('answers 404 for another member’s certificate or an unknown id, and records nothing', async () => {
    const { body } = await historical(retail);
    const theirs = body.details[0] as TaxCertificate;
    const { memberId } = await membershipOf(server.db, 'AF0000001', 'AF Umbrella Pension Fund');
    const before = await certificateDocumentsOf(server.db, memberId);
    for (const id of [theirs.id, 'A'.repeat(32), '1', '../../etc/passwd']) {
      const answer = await download(institutional, id);
      expect(answer.status, id).toBe(404);
      expect(answer.type).toContain('application/json');
      expect(JSON.parse(answer.pdf.toString())).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
      });
    }
    const after = await certificateDocumentsOf(server.db, memberId);
    expect(after).toEqual(before);
  });
});

async function expectIt3s(agent: Agent, certificate: TaxCertificate) {
  const answer = await download(agent, certificate.id);
  expect(answer.status).toBe(200);
  const { text } = await pdfText(answer.pdf);
  const { taxYearStart: start, taxYearEnd: end } = certificate;
  const sum = (type: string, from: string | null = start) =>
    sumOfType(server.db, tfsa.id, type, from, end);
  const [contributions, withdrawals, transfersIn, toDate, opening, closing] = await Promise.all([
    sum('contribution'),
    sum('withdrawal'),
    sum('transfer_in'),
    sum('contribution', null),
    valueFromTransactions(server.db, tfsa.id, addDays(start, -1)),
    valueFromTransactions(server.db, tfsa.id, end),
  ]);
  const limit = certificate.taxYear <= '2026' ? 3_600_000 : 4_600_000;
  const netReturn = closing - opening - (contributions + transfersIn + withdrawals);
  expect(text).toContain('Tax-free investment certificate – IT3(s)');
  expect(text).toContain(`Opening value on ${formatDisplayDate(addDays(start, -1))}`);
  expect(text).toContain(pdfRand(opening));
  expect(text).toContain(`Closing value on ${formatDisplayDate(end)}`);
  expect(text).toContain(pdfRand(closing));
  expect(text).toContain(`Contributions ${pdfRand(contributions)}`);
  expect(text).toContain(`Withdrawals ${pdfRand(-withdrawals)}`);
  expect(text).toContain(`Transfers in from other tax-free investments ${pdfRand(transfersIn)}`);
  expect(text).toContain(`Transfers out to other tax-free investments ${pdfRand(0)}`);
  expect(text).toContain(`Net return (growth and income after fees) ${pdfRand(netReturn)}`);
  expect(text).toContain(`Annual contribution limit for the tax year ${pdfRand(limit)}`);
  expect(text).toContain(`Lifetime contribution limit ${pdfRand(50_000_000)}`);
  expect(text).toContain(pdfRand(toDate));
  expect(text).toContain(`Remaining lifetime limit ${pdfRand(Math.max(0, 50_000_000 - toDate))}`);
  const over = Math.max(0, contributions - limit, Math.min(contributions, toDate - 50_000_000));
  expect(text).toContain(
    `Amount over the annual limit ${pdfRand(Math.max(0, contributions - limit))}`,
  );
  expect(text).toContain('taxed at 40.00% of the excess');
  if (over > 0) {
    expect(text).toContain(`exceeded a limit by ${pdfRand(over)}`);
    expect(text).toContain(`tax of ${pdfRand(Math.round(over * 0.4))}`);
  } else expect(text).toContain('within the limits');
  return { text };
}

describe('membership certificates', () => {
  it('lists the employer funds (a restricted one too), none paid-up, and renders one', async () => {
    const { body } = await getJson<MembershipCertificatesResponse>(
      institutional,
      `${BASE}/GetMembershipCertificates`,
    );
    expect(body.membershipCertificates.map((c) => c.fundName)).toEqual([
      'AF Umbrella Pension Fund',
      'AF Umbrella Provident Fund',
    ]);
    const paidUp = await getJson<PaidUpCertificatesResponse>(
      institutional,
      `${BASE}/GetPaidUpMembershipCertificates`,
    );
    expect(paidUp.body).toEqual({ success: true, paidUpCertificates: [] });

    const certificate = body.membershipCertificates[0];
    if (!certificate?.valueDate) throw new Error('the fund has prices');
    expect(certificate.status).toBe('Active contributing member');
    const fund = await membershipOf(server.db, 'AF0000001', 'AF Umbrella Pension Fund');
    const answer = await download(institutional, certificate.id);
    expect(answer.status).toBe(200);
    const { text } = await pdfText(answer.pdf);
    expect(text).toContain('Membership certificate');
    expect(text).toContain('Thandiwe Nkosi');
    for (const value of [
      certificate.fundName,
      certificate.schemeName ?? '',
      certificate.membershipNumber,
      formatDisplayDate(certificate.dateJoined),
      'Active contributing member',
      '0860 000 000',
    ])
      expect(text).toContain(value);
    expect(text).toContain(
      `Fund value on ${formatDisplayDate(certificate.valueDate)} ${pdfRand(await valueFromTransactions(server.db, fund.id, certificate.valueDate))}`,
    );
    const again = await download(institutional, certificate.id);
    expect(again.pdf.equals(answer.pdf)).toBe(true);
    const documents = await certificateDocumentsOf(server.db, fund.memberId);
    expect(documents.map((d) => [d.kind, d.dedupeKey, d.title])).toEqual([
      [
        'membership-certificate',
        `membership:${fund.id}:${certificate.valueDate}`,
        'Membership certificate – AF Umbrella Pension Fund',
      ],
    ]);
    // Another member cannot download it.
    expect((await download(retail, certificate.id)).status).toBe(404);
  });

  it('lists a fund whose contributions stopped as paid-up and renders its certificate', async () => {
    const member = await signIn(server, 'member0005@demo.local');
    const stopped = await lastContributionDate(server.db, paidUpFund.id);
    if (!stopped) throw new Error('the fund had contributions');
    const { body } = await getJson<PaidUpCertificatesResponse>(
      member,
      `${BASE}/GetPaidUpMembershipCertificates`,
    );
    expect(
      body.paidUpCertificates.map((c) => [c.membershipNumber, c.contributionsStoppedDate]),
    ).toEqual([[paidUpFund.membershipNumber, stopped]]);
    const certificate = body.paidUpCertificates[0];
    if (!certificate) throw new Error('listed');
    const memberships = await getJson<MembershipCertificatesResponse>(
      member,
      `${BASE}/GetMembershipCertificates`,
    );
    expect(memberships.body.membershipCertificates[0]?.status).toBe('Paid-up member');

    const answer = await download(member, certificate.id);
    expect(answer.status).toBe(200);
    expect(answer.disposition).toContain(`attachment; filename="${certificate.fileName}"`);
    const { text } = await pdfText(answer.pdf);
    expect(text).toContain('Paid-up membership certificate');
    expect(text).toContain(`Date contributions stopped ${formatDisplayDate(stopped)}`);
    expect(text).toContain(
      `Fund credit on ${formatDisplayDate(stopped)} ${pdfRand(await valueFromTransactions(server.db, paidUpFund.id, stopped))}`,
    );
    expect(text).toContain(certificate.membershipNumber);
    expect(text).toContain('0860 000 000');
    const documents = await certificateDocumentsOf(server.db, paidUpFund.memberId);
    expect(documents.map((d) => [d.kind, d.dedupeKey])).toEqual([
      ['paid-up-certificate', `paid-up:${paidUpFund.id}:${stopped}`],
    ]);
    expect((await download(institutional, certificate.id)).status).toBe(404);
  });

  it('lists a fund whose status says paid-up', async () => {
    const member = await signIn(server, 'member0006@demo.local');
    const { body } = await getJson<PaidUpCertificatesResponse>(
      member,
      `${BASE}/GetPaidUpMembershipCertificates`,
    );
    expect(
      body.paidUpCertificates.map((c) => [c.membershipNumber, c.contributionsStoppedDate]),
    ).toEqual([
      [
        statusPaidUpFund.membershipNumber,
        await lastContributionDate(server.db, statusPaidUpFund.id),
      ],
    ]);
  });
});
