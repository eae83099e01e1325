import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AMOUNT_PRIVACY_STORAGE_KEY, USER_TYPE_STORAGE_KEY } from '@portal/domain/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PAGE_DATA, memberPageCalls } from '@portal/contract/pages';
import { signIn, startTestServer, type Agent, type TestServer } from '../testing/server';

// Decision 030, hidden means absent: with "Hide amounts" on (its cookie), a signed-in page's HTML
// (the markup drawn on the server and the answers embedded beside it) holds no amount, no unit
// count and no salary of the member's, in any form. Every member page of the route table is asked
// for as each kind of member, drawn by the web build's own render module, and searched for the
// member's real figures (read from the API with the switch off), written every way a page or an
// answer could write them. With the switch off, the same pages hold those figures.

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  // The real web build (its server-render module draws the pages): built into a directory of this
  // run's own, for production as members get it (Vitest's NODE_ENV would bundle React's
  // development build).
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hidden-amounts-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: WEB_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stderr}`);
  // Each member's every page is asked twice in a few seconds, each drawing its calls through the
  // same rate accounting as a member's requests: far faster than anyone browses.
  server = await startTestServer({ WEB_DIST: webDist, RATE_LIMIT_PER_MINUTE: '5000' });
}, 240_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const HTML = { headers: { accept: 'text/html' } };
const DRAWN = '<div id="root" data-drawn="server">';
/** Fund details opens on its transactions; its other tabs are asked for by address. */
const FUND_TAB_SEARCHES = ['', '?tab=beneficiaries', '?tab=information'];

/** Keys of answers whose numbers are money, units or a unit price (not rates, shares or ids). */
const MONEY_KEY =
  /value|amount|salary|available|savings|retirement|credit|units|price|pot|total|internal|external|contribution|growth|premium|cover|balance|fee|tax|paid|benefit|income/i;
const NOT_MONEY_KEY = /rate|pct|percent|allocation|id$|number|age|days|count|pages|size|year/i;
/** A history's values are keyed by scheme number. */
const SCHEME_KEY = /^\d+$/;

function isMoneyKey(key: string): boolean {
  return SCHEME_KEY.test(key) || (MONEY_KEY.test(key) && !NOT_MONEY_KEY.test(key));
}

/** Every number (or number written as a string, as units are) under a money key in `value`. */
function moneyIn(value: unknown, key = '', out: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) moneyIn(item, key, out);
  else if (typeof value === 'object' && value !== null)
    for (const [name, item] of Object.entries(value)) moneyIn(item, name, out);
  else if (isMoneyKey(key)) {
    const figure =
      typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    if (typeof figure === 'number' && Number.isFinite(figure)) out.push(figure);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` standing alone: no letter, digit or decimal point either side. */
function alone(text: string): RegExp {
  return new RegExp(`(?<![\\w.])${escapeRegExp(text)}(?![\\w]|[.,]\\d)`);
}

/** `text` as a number of a JSON block (a bare integer is too common in markup to be told apart). */
function inJson(text: string): RegExp {
  return new RegExp(`[:[,]${escapeRegExp(text)}[,\\]}]`);
}

/**
 * A figure every way it could be written: as JSON has it, with two decimals, grouped by spaces
 * (plain, no-break, narrow) or commas, and in integer cents. Only figures that cannot be taken
 * for something else (a percent, an age, a count) are searched for; the rand pattern catches the
 * rest once formatted.
 */
function writingsOf(figure: number): RegExp[] {
  const magnitude = Math.abs(figure);
  const raw = String(magnitude);
  const [whole = '', fraction] = raw.split('.');
  if (magnitude < 100 && (fraction?.length ?? 0) < 3) return [];
  const twoDecimals = magnitude.toFixed(2);
  const cents = twoDecimals.split('.')[1] ?? '00';
  const writings = [alone(twoDecimals), fraction === undefined ? inJson(raw) : alone(raw)];
  for (const separator of [' ', '\u00a0', '\u202f', ',']) {
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    writings.push(alone(`${grouped}.${cents}`));
    if (fraction !== undefined) writings.push(alone(`${grouped}.${fraction}`));
    else if (whole.length > 3) writings.push(alone(grouped));
  }
  if ((fraction?.length ?? 0) <= 2) writings.push(inJson(String(Math.round(magnitude * 100))));
  return writings;
}

/** The document with its no-break spaces (characters or entities) as plain spaces. */
function plainSpaces(document: string): string {
  return document.replace(/&nbsp;|&#160;|&#xa0;|[\u00a0\u202f]/gi, ' ');
}

/** The rand amounts written in a document (`R 1 234.56`, `R1234.56`). */
function randAmountsIn(document: string): string[] {
  return plainSpaces(document).match(/R\s?\d[\d ]*\.\d\d/g) ?? [];
}

/** Which of `figures` the document holds, in any of their writings. */
function figuresIn(document: string, figures: readonly number[]): number[] {
  return figures.filter((figure) => writingsOf(figure).some((writing) => writing.test(document)));
}

/** The JSON blocks of a document (the embedded answers and the drawn page's state), parsed. */
function jsonBlocksOf(document: string): unknown[] {
  return [...document.matchAll(/<script type="application\/json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as unknown,
  );
}

type Member = { username: string; view?: 'Institutional' | 'Retail' };

const MEMBERS: readonly Member[] = [
  { username: 'institutional@demo.local' },
  { username: 'retail@demo.local' },
  { username: 'hybrid@demo.local', view: 'Institutional' },
  { username: 'hybrid@demo.local', view: 'Retail' },
];

async function answerOf(agent: Agent, url: string): Promise<unknown> {
  const response = await agent.api(url);
  return response.ok ? ((await response.json()) as unknown) : undefined;
}

/** The member's own values of a page's parameters. */
async function parameterValues(agent: Agent): Promise<Record<string, string[]>> {
  const funds = (await answerOf(agent, '/api/Fund/Internal')) as {
    internalFunds: { schemeNumber: string }[];
  };
  const claims = (await answerOf(agent, '/api/Claims/GetMemberClaims')) as
    { claims: { caseNo: string }[] } | undefined;
  const complaints = (await answerOf(agent, '/api/Complaints/GetComplaints')) as
    { complaints: { reference: string }[] } | undefined;
  return {
    schemeNumber: funds.internalFunds.map((fund) => fund.schemeNumber),
    '/claims/:id': (claims?.claims ?? []).map((claim) => claim.caseNo),
    '/complaints/:reference': (complaints?.complaints ?? []).map((c) => c.reference),
  };
}

/**
 * Every address of every member page for this member: each of its funds for a page of a fund
 * (and each tab of fund details), each of its claims. A parameter the member has no value of (a
 * goal proposal) is given one that is not the member's: the page is still drawn, with its frame.
 */
function pageAddresses(values: Record<string, string[]>): string[] {
  const addresses: string[] = [];
  for (const page of MEMBER_PAGE_DATA) {
    let paths = [page.path];
    for (const parameter of page.path.match(/:\w+/g) ?? []) {
      const name = parameter.slice(1);
      const own = values[page.path] ?? values[name] ?? [];
      const chosen = own.length > 0 ? own : ['not-the-members'];
      paths = paths.flatMap((address) =>
        chosen.map((value) => address.replace(parameter, encodeURIComponent(value))),
      );
    }
    const searches = page.path.startsWith('/fund-details/') ? FUND_TAB_SEARCHES : [''];
    for (const address of paths) for (const search of searches) addresses.push(address + search);
  }
  return addresses;
}

async function documentOf(agent: Agent, address: string): Promise<string> {
  const response = await agent.request(address, HTML);
  expect(response.status, address).toBe(200);
  return response.text();
}

function setHidden(agent: Agent, isHidden: boolean): void {
  // As the header's switch keeps the choice (apps/web components/ui/amount-privacy.ts).
  if (isHidden) agent.cookies.set(AMOUNT_PRIVACY_STORAGE_KEY, 'true');
  else agent.cookies.delete(AMOUNT_PRIVACY_STORAGE_KEY);
}

/** The signed-in pages a document links to (its navigation, a fund's card), without their query. */
function memberLinksIn(document: string): string[] {
  const links = [...document.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1] ?? '');
  return links.filter((link) => memberPageCalls(link) !== undefined);
}

describe('a signed-in page with amounts hidden', () => {
  for (const member of MEMBERS) {
    const name = `${member.username}${member.view ? ` (${member.view} view)` : ''}`;
    it(`holds no amount, unit count or salary of ${name}, in its markup or its answers`, async () => {
      const agent = await signIn(server, member.username);
      if (member.view) agent.cookies.set(USER_TYPE_STORAGE_KEY, member.view);
      const addresses = pageAddresses(await parameterValues(agent));

      // The member's real figures: the API's answers to every page's calls, switch off, and
      // the answers the pages drawn with the switch off carry (calls a render asked for itself).
      setHidden(agent, false);
      const figures = new Set<number>();
      const shown = new Map<string, string>();
      for (const address of addresses) {
        for (const url of memberPageCalls(address.replace(/\?.*/, '')) ?? []) {
          for (const figure of moneyIn(await answerOf(agent, url))) figures.add(figure);
        }
        const document = await documentOf(agent, address);
        shown.set(address, document);
        for (const block of jsonBlocksOf(document))
          for (const figure of moneyIn(block)) figures.add(figure);
      }
      const searched = [...figures].filter((figure) => writingsOf(figure).length > 0);
      expect(searched.length, 'figures of the member to search for').toBeGreaterThan(3);
      // No signed-in page the member is shown a link to is left out.
      const asked = new Set(addresses.map((address) => address.replace(/\?.*/, '')));
      const linked = new Set([...shown.values()].flatMap(memberLinksIn));
      expect([...linked].filter((link) => !asked.has(link))).toEqual([]);
      expect(linked.size, 'links to member pages').toBeGreaterThan(3);

      setHidden(agent, true);
      const found: string[] = [];
      for (const address of addresses) {
        const document = await documentOf(agent, address);
        // Drawn on the server all the same, with the switch drawn on.
        expect(document, address).toContain(DRAWN);
        expect(document, address).toMatch(/role="switch" aria-checked="true"/);
        const amounts = randAmountsIn(document);
        const own = figuresIn(document, searched);
        const inAnswers = jsonBlocksOf(document).flatMap((block) => moneyIn(block));
        if (amounts.length + own.length + inAnswers.length > 0) {
          found.push(
            `${address}: ${amounts.length} amounts [${amounts.slice(0, 3).join('; ')}], ` +
              `${own.length} of the member's figures [${own.slice(0, 5).join(', ')}], ` +
              `${inAnswers.length} money numbers in its answers`,
          );
        }
      }
      expect(found, `${name}: ${addresses.length} pages`).toEqual([]);

      // The same pages with the switch off hold those figures: the search finds what is there.
      const everyShown = [...shown.values()].join('\n');
      const dashboard = shown.get('/dashboard') ?? '';
      expect(randAmountsIn(dashboard).length, 'amounts on the dashboard').toBeGreaterThan(0);
      const funds = (await answerOf(agent, '/api/Fund/Internal')) as {
        internalFunds: { currentValue: number; annualPensionableSalary: number | null }[];
      };
      for (const fund of funds.internalFunds) {
        expect(figuresIn(dashboard, [fund.currentValue])).toEqual([fund.currentValue]);
        if (fund.annualPensionableSalary !== null) {
          const salary = fund.annualPensionableSalary;
          expect(figuresIn(everyShown, [salary]), 'the salary').toEqual([salary]);
        }
      }
      expect(figuresIn(everyShown, searched).length).toBeGreaterThan(searched.length / 2);
    }, 180_000);
  }
});
