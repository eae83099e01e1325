import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/session-cookie';
import { Agent, signIn, startTestServer, type TestServer } from '../testing/server';
import { landingHtml } from './static-web';

// The landing page drawn at build (apps/web/build/static-landing.ts) goes to visitors without a
// session, with the configured portal name; a signed-in member asking for it gets the dashboard.

const LANDING = `<!doctype html><html><head><title>__PORTAL_NAME__</title></head><body><div id="root"><h1>Welcome to __PORTAL_NAME__</h1><footer>__PORTAL_NAME__ © 2026</footer></div></body></html>`;
const INDEX =
  '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';

let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-landing-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'landing.html'), LANDING);
  server = await startTestServer({ WEB_DIST: webDist, PORTAL_NAME: 'Ubuntu <Fund> & "Co"' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the landing page drawn at build', () => {
  it('fills in the portal name, escaped for HTML', () => {
    expect(landingHtml('<title>__PORTAL_NAME__</title><p>__PORTAL_NAME__</p>', "A&B's <x>")).toBe(
      '<title>A&amp;B&#39;s &lt;x&gt;</title><p>A&amp;B&#39;s &lt;x&gt;</p>',
    );
  });

  it('goes to a visitor without a session at / and /home, and to one whose cookie is stale', async () => {
    const stale = new Agent(server);
    stale.cookies.set(sessionCookieName(server.config), 'no-such-session');
    for (const [agent, url] of [
      [new Agent(server), '/'],
      [new Agent(server), '/home'],
      [stale, '/'],
    ] as const) {
      const response = await agent.request(url, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')?.toLowerCase()).toContain('cookie');
      const html = await response.text();
      expect(html).toContain('<title>Ubuntu &lt;Fund&gt; &amp; &quot;Co&quot;</title>');
      expect(html).toContain('<h1>Welcome to Ubuntu &lt;Fund&gt; &amp; &quot;Co&quot;</h1>');
      expect(html).not.toContain('__PORTAL_NAME__');
    }
    // The document itself, placeholder and all, is not served as a file.
    const file = await new Agent(server).request('/landing.html');
    expect(file.status).toBe(404);
  });

  it('sends a signed-in member to the dashboard, and the app answers every other page', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    for (const url of ['/', '/home']) {
      const response = await agent.request(url, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/dashboard');
    }
    const dashboard = await agent.request('/dashboard', { headers: { accept: 'text/html' } });
    expect(dashboard.status).toBe(200);
    // The app's document, with the page's first answers (page-data.test.ts).
    const document = await dashboard.text();
    expect(document.startsWith(INDEX.slice(0, INDEX.indexOf('</body>')))).toBe(true);
    expect(document).toContain('<script type="application/json" id="page-data">');
    const guest = await new Agent(server).request('/login', { headers: { accept: 'text/html' } });
    expect(await guest.text()).toBe(INDEX);
  });
});
