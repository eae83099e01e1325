import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, signIn, startTestServer, type TestServer } from '../testing/server';
import { docsPolicy } from './openapi';

// Every kind of answer carries the security headers: a Content Security Policy without
// 'unsafe-inline' for scripts and style elements (style attributes only: decision 024) that forbids framing, nosniff, a referrer policy, and no-store where it carries
// member data or is an error. Pages get a nonce of their own, the one their style elements carry.

const INDEX = `<!doctype html><html lang="en-ZA"><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><style nonce="__CSP_NONCE__">.boot{display:flex}</style><title>AF Connect</title></head><body><div id="root"></div></body></html>`;
const LANDING = `<!doctype html><html lang="en-ZA"><head><title>__PORTAL_NAME__</title></head><body><h1>Welcome to __PORTAL_NAME__</h1></body></html>`;

let server: TestServer;
let member: Agent;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-headers-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'landing.html'), LANDING);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'export const x = 1;\n');
  server = await startTestServer({ WEB_DIST: webDist });
  member = await signIn(server, 'institutional@demo.local');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function policyOf(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

function expectSecurityHeaders(name: string, response: Response) {
  const header = response.headers.get('content-security-policy');
  expect(header, name).toBeTruthy();
  const policy = policyOf(response);
  // Inline scripts and style elements never; style attributes only (docs/decisions/024).
  for (const [directive, value] of policy) {
    if (directive !== 'style-src-attr')
      expect(value, `${name} ${directive}`).not.toContain('unsafe-inline');
  }
  expect(policy.get('style-src-attr') ?? "'unsafe-inline'", name).toBe("'unsafe-inline'");
  expect(policy.get('frame-ancestors'), name).toBe("'none'");
  expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), name).toBeTruthy();
}

describe('security headers on every kind of answer', () => {
  it('a page, the landing page, JSON, an error, a 404, a file, a PDF, the provider and the API docs', async () => {
    const guest = new Agent(server);
    const login = await guest.navigate('/auth/login');
    const answers: [string, Response, { noStore: boolean }][] = [
      ['page', await member.request('/dashboard'), { noStore: false }],
      ['landing page', await guest.request('/'), { noStore: false }],
      ['JSON', await member.api('/api/Fund/Internal'), { noStore: true }],
      ['error', await guest.request('/api/Fund/Internal'), { noStore: true }],
      ['404', await guest.request('/assets/missing-0000.js'), { noStore: true }],
      ['file', await guest.request('/assets/app-1a2b3c.js'), { noStore: false }],
      [
        'PDF',
        await member.api('/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf'),
        { noStore: true },
      ],
      ['provider page', login.response, { noStore: true }],
      [
        'provider metadata',
        await guest.request('/idp/.well-known/openid-configuration'),
        { noStore: false },
      ],
      ['API docs', (await guest.navigate('/api/docs')).response, { noStore: true }],
    ];
    for (const [name, response, { noStore }] of answers) {
      expect(response.status, name).toBeLessThan(500);
      expectSecurityHeaders(name, response);
      if (noStore) expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
    // An API answer is never a page: its policy carries no nonce (one string for every call).
    for (const name of ['JSON', 'error', 'PDF']) {
      const response = answers.find(([answer]) => answer === name)?.[1];
      expect(response?.headers.get('content-security-policy'), name).not.toContain('nonce-');
    }
    const pdf = answers.find(([name]) => name === 'PDF')?.[1];
    expect(pdf?.headers.get('content-type')).toBe('application/pdf');
  });

  it('gives each page answer a nonce of its own, the one its style elements carry', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await member.request('/dashboard');
      const styleSrc = policyOf(response).get('style-src') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1] ?? '';
      expect(nonce).toMatch(/^[\w+/=]{20,}$/);
      const html = await response.text();
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).not.toContain('__CSP_NONCE__');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    // The built pages are not files anyone can fetch with their placeholders.
    expect((await member.request('/index.html')).status).toBe(404);
  });

  it("keeps Swagger UI's own hashes but not 'unsafe-inline', and forbids framing", () => {
    expect(
      docsPolicy(
        "default-src 'self'; frame-ancestors 'self'; style-src 'self' https: 'unsafe-inline'; script-src 'self' 'sha256-abc'",
      ),
    ).toBe(
      "default-src 'self'; style-src 'self' https:; script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
    );
  });
});
