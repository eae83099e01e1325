import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signIn, startTestServer, type TestServer } from '../testing/server';
import { preloadLinksFor, readPagePreloads, withScriptsAfterPaint } from './page-preloads';

// The document sent for a signed-in page names that page's files (the build's report of what
// each page loads), so they load beside the app's entry rather than after it has run.

const INDEX =
  '<!doctype html><html><head><title>App</title><script type="module" crossorigin src="/assets/index-A.js" nonce="__CSP_NONCE__"></script><link rel="stylesheet" crossorigin href="/assets/index-A.css" nonce="__CSP_NONCE__"></head><body><div id="root"></div></body></html>';
const REPORT = {
  unit: 'bytes, gzip level 9',
  routes: [
    { route: 'landing', js: ['assets/landing.js'], css: [] },
    {
      route: 'dashboard',
      path: '/dashboard',
      js: ['assets/index-A.js', 'assets/member-frame-B.js', 'assets/dashboard-C.js'],
      css: ['assets/index-A.css', 'assets/dashboard-C.css'],
    },
    {
      route: 'claim',
      path: '/claims/:id',
      js: ['assets/index-A.js', 'assets/claim-D.js'],
      css: [],
    },
    {
      route: 'report-a-death',
      path: '/claims/report-a-death',
      js: ['assets/index-A.js', 'assets/report-E.js'],
      css: [],
    },
  ],
};

let webDist: string;
let server: TestServer;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preloads-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'budget.json'), JSON.stringify(REPORT));
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the files of the page asked for', () => {
  it('names the page’s scripts and styles, not those the document already loads', () => {
    const links = preloadLinksFor(readPagePreloads(webDist, INDEX), '/dashboard');
    expect(links).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/member-frame-B.js"',
    );
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-C.js"');
    expect(links).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/dashboard-C.css"',
    );
    expect(links).not.toContain('index-A');
  });

  it('applies the stylesheets of a page drawn on the server, and leaves its scripts to the app', () => {
    const links = preloadLinksFor(readPagePreloads(webDist, INDEX), '/dashboard', true);
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard-C.css"');
    expect(links).not.toContain('rel="preload"');
    expect(links).not.toContain('modulepreload');
  });

  it('takes the address written out before one with a placeholder, and names nothing elsewhere', () => {
    const pages = readPagePreloads(webDist, INDEX);
    expect(preloadLinksFor(pages, '/claims/report-a-death')).toContain('report-E.js');
    expect(preloadLinksFor(pages, '/claims/report-a-death')).not.toContain('claim-D.js');
    expect(preloadLinksFor(pages, '/claims/CLM00000003')).toContain('claim-D.js');
    expect(preloadLinksFor(pages, '/claims/CLM00000003/more')).toBe('');
    expect(preloadLinksFor(pages, '/no-such-page')).toBe('');
  });

  it('is in the document the server sends, with the answer’s nonce', async () => {
    const login = await new Agent(server).request('/login');
    expect(login.status).toBe(200);
    expect(await login.text()).not.toContain('modulepreload');
    // A signed-in page (without a session it is a redirect to sign in: page-data.test.ts).
    const member = await signIn(server, 'institutional@demo.local');
    const dashboard = await (await member.request('/dashboard')).text();
    const nonce = /<script[^>]*nonce="([^"]+)"/.exec(dashboard)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    const link = `<link rel="modulepreload" crossorigin href="/assets/dashboard-C.js" nonce="${nonce}">`;
    expect(dashboard).toContain(link);
    expect(dashboard.indexOf(link)).toBeLessThan(dashboard.indexOf('</head>'));
  });

  it('leaves a drawn page’s scripts to a loader at the end of its body, run after the first paint', () => {
    const withPreload = INDEX.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/zod-Z.js" nonce="__CSP_NONCE__"></head>',
    );
    const drawn = withScriptsAfterPaint(
      withPreload,
      readPagePreloads(webDist, withPreload),
      '/dashboard',
    );
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css"');
    const loader = /<script nonce="__CSP_NONCE__">([\s\S]*?)<\/script><\/body>/.exec(drawn)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('var entries=["/assets/index-A.js"]');
    expect(loader).toContain(
      'files=["/assets/zod-Z.js","/assets/member-frame-B.js","/assets/dashboard-C.js"]',
    );
    expect(loader).toContain('requestAnimationFrame');
    // Run as a browser would, on a shown page and on one not shown.
    for (const visibilityState of ['visible', 'hidden'] as const) {
      const added: Record<string, string>[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const document = {
        visibilityState,
        currentScript: { nonce: 'N' },
        head: { appendChild: (element: Record<string, string>) => added.push(element) },
        addEventListener: () => undefined,
        createElement: (tag: string) => ({ tag }),
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader!)(
        document,
        (run: () => void) => frames.push(run),
        (run: () => void) => timers.push(run),
      );
      if (visibilityState === 'visible') {
        expect(added).toEqual([]);
        frames.forEach((run) => run());
        expect(added).toEqual([]);
        timers.forEach((run) => run());
      }
      expect(
        added.map((element) => [
          element.tag,
          element.rel ?? element.type,
          element.href ?? element.src,
          element.nonce,
        ]),
      ).toEqual([
        ['link', 'modulepreload', '/assets/zod-Z.js', 'N'],
        ['link', 'modulepreload', '/assets/member-frame-B.js', 'N'],
        ['link', 'modulepreload', '/assets/dashboard-C.js', 'N'],
        ['script', 'module', '/assets/index-A.js', 'N'],
      ]);
    }
  });

  it('leaves a document without the entry script as it is', () => {
    const noEntry = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withScriptsAfterPaint(noEntry, [], '/dashboard')).toBe(noEntry);
  });

  it('names nothing when the build wrote no report', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-preloads-none-'));
    try {
      expect(readPagePreloads(empty, INDEX)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
