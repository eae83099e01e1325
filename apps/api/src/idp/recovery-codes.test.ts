import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { secondFactors } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { privateTestDatabase } from '../testing/database';
import { memberIdOfUsername } from '../testing/members';
import {
  Agent,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';
import { codeAt, formPost } from '../testing/two-step';
import { accountEventsOf } from './account.repository';
import { tokenHash } from './account.service';
import { SECOND_FACTOR_MESSAGES } from './second-factor.service';

// Two-step sign-in's recovery codes are shown once, on the answer that turns it on, and never
// again: not by that page asked for again (going back, reloading, sending its form again), not on
// any account page or in any mail, not in the database (only their hashes are kept) and not in
// the log. Each one signs in once. Through real HTTP, the real provider and a database of its own.

const USERNAME = 'member0008@demo.local';

let database: Database;
let server: TestServer;
/** The server's log (every request, at info level). */
const logLines: string[] = [];
beforeAll(async () => {
  database = await privateTestDatabase('recovery-codes');
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { db: database.db, logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** The recovery codes on a page (as the page lists them). */
function codesOn(html: string): string[] {
  return [...html.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The ways a code could be written down: as shown, without its dash, in capitals. */
function spellingsOf(code: string): string[] {
  const bare = code.replace('-', '');
  return [code, bare, code.toUpperCase(), bare.toUpperCase()];
}

/** Which of `codes` `text` holds, in any spelling. */
function codesIn(text: string, codes: string[]): string[] {
  return codes.filter((code) => spellingsOf(code).some((spelling) => text.includes(spelling)));
}

/** A new browser that has given the member's password and is asked for the code. */
async function atSecondStep(): Promise<{ browser: Agent; url: string; html: string }> {
  const browser = new Agent(server);
  const start = await browser.navigate('/auth/login');
  const step = await submitSignIn(browser, start.url, USERNAME, DEMO_PASSWORD);
  expect(step.url).toMatch(/\/interaction\/[\w-]+\/second-step$/);
  return { browser, url: step.url, html: await step.response.text() };
}

async function isSignedIn(agent: Agent): Promise<boolean> {
  const session = (await (await agent.api('/auth/session')).json()) as { authenticated: boolean };
  return session.authenticated;
}

describe('recovery codes', () => {
  let member: Agent;
  let secret: string;
  /** The answer that turned two-step sign-in on, and the codes it showed. */
  let shown: { status: number; cacheControl: string | null; html: string };
  let codes: string[];

  beforeAll(async () => {
    member = await signIn(server, USERNAME);
    const setup = await (await member.request('/idp/account/two-step')).text();
    secret = (/<code class="key">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1] ?? '').replace(/ /g, '');
    const on = await member.request(
      '/idp/account/two-step',
      formPost({ code: await codeAt(secret), password: DEMO_PASSWORD }),
    );
    shown = {
      status: on.status,
      cacheControl: on.headers.get('cache-control'),
      html: await on.text(),
    };
    codes = codesOn(shown.html);
  });

  it('are shown once, on the answer that turns two-step sign-in on, which no browser keeps', () => {
    expect(shown.status).toBe(200);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The check the other answers are held to finds them here.
    expect(codesIn(shown.html, codes)).toEqual(codes);
    expect(shown.html).toContain('we will not show them again.');
    // Going back to it, a browser must ask again rather than show a kept copy.
    expect(shown.cacheControl).toBe('no-store');
  });

  it('are not shown again: not by that page asked for again, nor on any account page', async () => {
    const answers: [string, string][] = [];
    // Reloading the page sends its form again, the code already used and the password.
    const resent = await member.request(
      '/idp/account/two-step',
      formPost({ code: await codeAt(secret), password: DEMO_PASSWORD }),
    );
    expect(resent.status).toBe(409);
    const resentHtml = await resent.text();
    expect(resentHtml).toContain(escapeHtml(SECOND_FACTOR_MESSAGES.alreadyOn));
    answers.push(['the form sent again', resentHtml]);
    // The same with a new code of the app: two-step sign-in is on, and no new codes are made.
    const again = await member.request(
      '/idp/account/two-step',
      formPost({ code: await codeAt(secret, 30), password: DEMO_PASSWORD }),
    );
    expect(again.status).toBe(409);
    answers.push(['the form with a new code', await again.text()]);
    // Going back, or opening the page's address again.
    const page = await member.request('/idp/account/two-step');
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('You have 10 recovery codes left.');
    answers.push(['the page opened again', pageHtml]);

    // Every page under /idp the server has (its OpenAPI document lists them), the mailbox's
    // messages one by one: the message that says two-step sign-in was added among them.
    await server.app.mailOutbox.runOnce();
    const mailbox = await (await member.request('/idp/mailbox')).text();
    const mailIds = [...mailbox.matchAll(/href="\/idp\/mailbox\/(\d+)"/g)].map((m) => m[1] ?? '');
    expect(mailIds.length).toBeGreaterThan(0);
    const spec = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const pages = Object.entries(spec.paths)
      .filter(([path, operations]) => path.startsWith('/idp/') && 'get' in operations)
      .flatMap(([path]) =>
        path.includes('{id}')
          ? mailIds.map((id) => path.replace('{id}', id))
          : [path.includes('passkeys/remove') ? `${path}?id=none` : path],
      );
    expect(pages).toEqual(expect.arrayContaining(['/idp/account', '/idp/account/two-step']));
    for (const url of pages) {
      const { response } = await member.navigate(url);
      expect(response.status, url).toBeLessThan(500);
      answers.push([url, await response.text()]);
    }
    const mails = answers.filter(([url]) => /\/idp\/mailbox\/\d+$/.test(url));
    expect(
      mails.some(([, html]) => html.includes('Two-step sign-in with an authenticator app')),
    ).toBe(true);

    for (const [what, html] of answers) expect(codesIn(html, codes), what).toEqual([]);
  });

  it('are kept only as hashes: no code in clear in the database or the log', async () => {
    const memberId = await memberIdOfUsername(server.db, USERNAME);
    const [row] = await server.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.memberId, memberId));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // One SHA-256 per code, of the code as typed without case or dash.
    expect([...(row?.recoveryHashes ?? [])].sort()).toEqual(
      codes.map((code) => tokenHash(code.replace('-', ''))).sort(),
    );
    expect(codesIn(JSON.stringify(row), codes)).toEqual([]);

    // Nor anywhere else: every row of every table, as text.
    const tables = (
      (await server.db.execute(sql`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
      `)) as unknown as { rows: { name: string }[] }
    ).rows.map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['second_factors', 'mail_outbox']));
    for (const table of tables) {
      const result = (await server.db.execute(
        sql`select t::text as row from ${sql.identifier(table)} t`,
      )) as unknown as { rows: { row: string }[] };
      const text = result.rows.map((r) => r.row).join('\n');
      expect(codesIn(text, codes), table).toEqual([]);
    }

    expect(logLines.join('')).toContain('incoming request');
    expect(codesIn(logLines.join(''), codes)).toEqual([]);
  });

  it('each sign in once, and the second time are refused however written', async () => {
    const memberId = await memberIdOfUsername(server.db, USERNAME);
    const [first = '', second = '', third = ''] = codes;

    // The sign-in's own pages do not show the codes either.
    const { browser, url, html } = await atSecondStep();
    expect(codesIn(html, codes)).toEqual([]);
    const done = await browser.navigate(url, formPost({ code: first }));
    expect(done.url).toBe(`${server.url}/loading`);
    expect(await isSignedIn(browser)).toBe(true);
    expect(await (await member.request('/idp/account/two-step')).text()).toContain(
      'You have 9 recovery codes left.',
    );
    const events = await accountEventsOf(server.db, memberId);
    expect(events.map((e) => e.event)).toContain('recovery-code-used');

    // The same code again, as shown, in capitals, or without its dash: refused, no sign-in.
    const later = await atSecondStep();
    for (const spelling of [first, first.toUpperCase(), first.replace('-', '')]) {
      const refused = await later.browser.request(later.url, formPost({ code: spelling }));
      expect(refused.status, spelling).toBe(400);
      expect(await refused.text()).toContain(escapeHtml(SECOND_FACTOR_MESSAGES.wrongCode));
    }
    expect(await isSignedIn(later.browser)).toBe(false);
    // The same browser signs in with a code not used yet: the used one alone was refused.
    const next = await later.browser.navigate(later.url, formPost({ code: second }));
    expect(next.url).toBe(`${server.url}/loading`);

    // Sent at the same moment from two browsers, a code still signs in only one of them.
    const racing = await Promise.all([atSecondStep(), atSecondStep()]);
    const outcomes = await Promise.all(
      racing.map((step) => step.browser.navigate(step.url, formPost({ code: third }))),
    );
    expect(outcomes.filter((o) => o.url === `${server.url}/loading`)).toHaveLength(1);
    const refused = outcomes.find((o) => o.url !== `${server.url}/loading`);
    expect(refused?.response.status).toBe(400);
    expect(await (await member.request('/idp/account/two-step')).text()).toContain(
      'You have 7 recovery codes left.',
    );
  });
});
