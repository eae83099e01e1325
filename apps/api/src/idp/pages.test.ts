import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server';
import { PAGES_STYLESHEET_PATH, PROVIDER_THEME_FILE, renderSignInPage } from './pages';

// The provider's pages look like the portal: its mark and name, its footer line, and a stylesheet
// that starts with the portal theme's variables from the web app's build.

const THEME = ':root{--mantine-color-navy-8: #244e88;--mantine-font-family: system-ui}';
let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-provider-theme-'));
  fs.writeFileSync(path.join(webDist, PROVIDER_THEME_FILE), THEME);
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("the provider's pages", () => {
  it("draw the portal's mark, name and footer line around the form", () => {
    const html = renderSignInPage({ portalName: 'AF <Connect>', action: '/interaction/x/login' });
    expect(html).toContain('<html lang="en-ZA" data-mantine-color-scheme="light">');
    expect(html).toMatch(
      /<p class="brand"><svg[^>]*aria-hidden="true"[\s\S]*<span>AF &lt;Connect&gt;<\/span><\/p>/,
    );
    expect(html).toContain('<footer><p>AF &lt;Connect&gt; &copy; 2026</p></footer>');
    expect(html).toContain('<a class="skip-link" href="#main">Skip to main content</a>');
    expect(html.match(/<h1>/g)).toHaveLength(1);
  });

  it("serve a stylesheet that starts with the build's theme values", async () => {
    const response = await fetch(`${server.url}${PAGES_STYLESHEET_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/css');
    const css = await response.text();
    expect(css.startsWith(THEME)).toBe(true);
    expect(css).toContain('background:var(--mantine-color-navy-8,ButtonFace)');
  });
});
