import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPageCalls } from '@portal/contract/pages';
import { Agent, signIn, startTestServer, type TestServer } from '../testing/server';
import { isPhoneRequest, onlyCookies, withDrawnPage } from './server-render';

// DESIGN §1c: the server draws a signed-in page with the web build's render module (the module
// itself is tested in apps/web, src/app/server-render.test.tsx, and in the browser journeys).
// Here: what the server gives it and does with what it draws, and the page it sends when drawing
// fails. The build's module is stood in for by one that echoes what it was given.

const INDEX =
  '<!doctype html><html lang="en-ZA"><head><title>App</title></head><body><div id="root"><div class="boot">Loading…</div></div></body></html>';

/** Echoes its input; fails for the profile page (a page that cannot be drawn). */
const RENDER_MODULE = `
export const PAGE_COOKIES = ['USER_TYPE', 'portal.hideAmounts'];
export async function renderMemberPage(input) {
  if (input.path.startsWith('/profile-details')) throw new Error('cannot draw this page');
  const first = input.answers[0];
  const ask = new URL(input.path, 'http://portal.local').searchParams.get('ask');
  const asked = ask ? await input.ask(ask) : undefined;
  return {
    title: 'Dashboard - <Portal>',
    markup: '<main>drawn ' + input.path + ' cookie[' + input.cookie + '] nonce[' + input.nonce + '] phone[' + input.isPhone + ']</main>' +
      (asked ? '<pre id="asked">' + JSON.stringify(asked) + '</pre>' : ''),
    state: { queries: { queries: [] }, router: { loaderData: {} }, calls: [first.url] },
  };
}
`;

let server: TestServer;
let webDist: string;
const logLines: string[] = [];
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-render-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDist, '.server'));
  fs.writeFileSync(path.join(webDist, '.server', 'render.mjs'), RENDER_MODULE);
  server = await startTestServer(
    { WEB_DIST: webDist, LOG_LEVEL: 'error' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const html = { headers: { accept: 'text/html' } };

function jsonBlock(document: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(
    document,
  );
  return match?.[1] ? (JSON.parse(match[1]) as unknown) : undefined;
}

describe('a signed-in page drawn on the server', () => {
  it('is drawn into #root with its state, with the answers the state holds left out', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    agent.cookies.set('USER_TYPE', 'Retail');
    const response = await agent.request('/dashboard', html);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const document = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // Only the page's own cookies reach the render, never the session's.
    expect(document).toContain(
      `<div id="root" data-drawn="server"><main>drawn /dashboard cookie[USER_TYPE=Retail] nonce[${nonce}] phone[false]</main></div>`,
    );
    expect(document).not.toContain('class="boot"');
    expect(document).toContain('<html lang="en-ZA" data-mantine-color-scheme="light">');
    expect(document).toContain('<title>Dashboard - &lt;Portal&gt;</title>');
    const state = jsonBlock(document, 'page-state') as { calls: string[] };
    const [first, ...rest] = memberPageCalls('/dashboard') ?? [];
    expect(state.calls).toEqual([first]);
    const answers = jsonBlock(document, 'page-data') as { url: string }[];
    expect(answers.map((answer) => answer.url)).toEqual(rest);
  });

  it('may ask the API for more as the member, and gets what the member would', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const own = (await (
      await agent.request('/api/Fund/Internal', { headers: { apikey: 'af-connect-web' } })
    ).json()) as unknown;
    const document = await (
      await agent.request(`/dashboard?ask=${encodeURIComponent('/api/Fund/Internal')}`, html)
    ).text();
    const asked = /<pre id="asked">(.*?)<\/pre>/s.exec(document)?.[1];
    expect(asked).toBeDefined();
    expect(JSON.parse(asked!)).toEqual({ url: '/api/Fund/Internal', status: 200, body: own });
    // Another member's render is given that member's own.
    const retail = await signIn(server, 'retail@demo.local');
    const theirs = /<pre id="asked">(.*?)<\/pre>/s.exec(
      await (
        await retail.request(`/dashboard?ask=${encodeURIComponent('/api/Fund/Internal')}`, html)
      ).text(),
    )?.[1];
    expect(JSON.parse(theirs!)).not.toEqual(JSON.parse(asked!));
  });

  it('is sent for the browser to draw, with every answer, when drawing fails (and that is logged)', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const response = await agent.request('/profile-details', html);
    expect(response.status).toBe(200);
    const document = await response.text();
    expect(document).toContain('<div id="root"><div class="boot">Loading…</div></div>');
    expect(document).not.toContain('data-drawn');
    expect(jsonBlock(document, 'page-state')).toBeUndefined();
    const answers = jsonBlock(document, 'page-data') as { url: string }[];
    expect(answers.map((answer) => answer.url)).toEqual(memberPageCalls('/profile-details'));
    expect(logLines.join('')).toContain('a signed-in page could not be drawn on the server');
  });

  it('is not drawn for a visitor without a session (a redirect to sign in)', async () => {
    const response = await new Agent(server).request('/dashboard', html);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fdashboard');
  });

  it('keeps the render module from browsers', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const response = await agent.request('/.server/render.mjs');
    expect(response.status).toBe(404);
    // The directory's address is any page's address: the app, not a listing.
    const directory = await agent.request('/.server/', html);
    expect(await directory.text()).not.toContain('renderMemberPage');
  });
});

describe('the pieces', () => {
  it('tells a phone by its client hint, else by its user agent', () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';
    expect(isPhoneRequest({ 'user-agent': iPhone })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': android })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': desktop })).toBe(false);
    expect(isPhoneRequest({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': android, 'sec-ch-ua-mobile': '?0' })).toBe(false);
    expect(isPhoneRequest({})).toBe(false);
  });

  it('passes on only the named cookies', () => {
    expect(
      onlyCookies('sid=secret; USER_TYPE=Retail; other=1; portal.hideAmounts=true', [
        'USER_TYPE',
        'portal.hideAmounts',
      ]),
    ).toBe('USER_TYPE=Retail; portal.hideAmounts=true');
    expect(onlyCookies(undefined, ['USER_TYPE'])).toBe('');
  });

  it('puts the drawn page in place of the boot screen, and escapes its state', () => {
    const document = withDrawnPage(INDEX, {
      markup: '<p>page</p>',
      title: 'Page',
      state: { calls: ['</script><script>alert(1)</script>'] },
    });
    expect(document).toContain('<div id="root" data-drawn="server"><p>page</p></div>');
    expect(document).not.toContain('<script>alert(1)');
    expect(document.endsWith('</body></html>')).toBe(true);
  });
});
