import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpPayloads, sessions, signInAttempts } from '../db/schema';
import { loadIdpSecrets } from '../idp/keys';
import { WRONG_CREDENTIALS } from '../idp/interaction.routes';
import { tooManyAttempts } from '../idp/sign-in-limits';
import {
  Agent,
  signIn,
  signInForm,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';
import { hashSessionId } from './session.service';
import { deleteIdleSessions } from './sessions.repository';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

async function sessionRow(agent: Agent) {
  const cookie = agent.cookies.get('portal_session');
  if (!cookie) throw new Error('no session cookie');
  const rows = await server.db
    .select()
    .from(sessions)
    // The cookie is signed: the session id, a dot, the signature.
    .where(eq(sessions.idHash, hashSessionId(decodeURIComponent(cookie).replace(/\.[^.]*$/, ''))));
  return rows[0];
}

describe('sign-in through the embedded provider', () => {
  it('runs code + PKCE with prompt=select_account and keeps tokens on the server', async () => {
    const agent = new Agent(server);
    const login = await agent.request('/auth/login');
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location') ?? '');
    expect(authorize.pathname).toBe('/idp/auth');
    expect(authorize.searchParams.get('prompt')).toBe('select_account');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toContain('afgroupid');

    const page = await agent.navigate(authorize.toString());
    expect(page.url).toMatch(/\/interaction\/[\w-]+$/);
    const html = await page.response.text();
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);

    const done = await submitSignIn(agent, page.url, 'institutional@demo.local', 'Demo-1234');
    expect(done.url).toBe(`${server.url}/loading`);
    const cookieHeader = agent.cookies.get('portal_session');
    expect(cookieHeader).toBeTruthy();

    const session = await (await agent.api('/auth/session')).json();
    expect(session).toMatchObject({
      authenticated: true,
      user: { givenName: 'Thandiwe', familyName: 'Nkosi' },
    });
    // The browser learns nothing about tokens.
    expect(JSON.stringify(session)).not.toMatch(/eyJ/);

    const row = await sessionRow(agent);
    expect(row?.afGroupId).toBe('AF0000001');
    expect(row?.refreshToken).toBeTruthy();
    const [, payload = ''] = (row?.idToken ?? '').split('.');
    const idClaims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(idClaims).toMatchObject({ given_name: 'Thandiwe', family_name: 'Nkosi' });
    const [, accessPayload = ''] = (row?.accessToken ?? '').split('.');
    expect(JSON.parse(Buffer.from(accessPayload, 'base64url').toString()).afgroupid).toBe(
      'AF0000001',
    );
  });

  it('sets an HttpOnly SameSite session cookie', async () => {
    const agent = new Agent(server);
    const start = await agent.navigate('/auth/login');
    const response = await agent.request(
      `${start.url}/login`,
      signInForm('retail@demo.local', 'Demo-1234'),
    );
    let next = response;
    let setCookie = '';
    for (let i = 0; i < 5 && next.status >= 300 && next.status < 400; i += 1) {
      next = await agent.request(
        new URL(next.headers.get('location') ?? '', server.url).toString(),
      );
      setCookie += next.headers.getSetCookie().join('\n');
    }
    expect(setCookie).toMatch(/portal_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/portal_session=[^;]+;.*SameSite=Lax/i);
  });

  it('answers wrong credentials with a clear message and rate-limits repeated failures per username', async () => {
    const username = 'staff@demo.local';
    await server.db.delete(signInAttempts).where(eq(signInAttempts.username, username));
    const agent = new Agent(server);
    const start = await agent.navigate('/auth/login');
    for (let i = 0; i < server.config.signIn.maxFailures; i += 1) {
      const wrong = await submitSignIn(agent, start.url, username, 'not-the-password');
      expect(wrong.response.status).toBe(401);
      expect(await wrong.response.text()).toContain(WRONG_CREDENTIALS);
    }
    const blocked = await submitSignIn(agent, start.url, username, 'Demo-1234');
    expect(blocked.response.status).toBe(429);
    expect((await blocked.response.text()).replaceAll('&#39;', "'")).toContain(
      tooManyAttempts(server.config.signIn.lockMinutes),
    );
    // Another username from the same address is not affected.
    const other = await submitSignIn(agent, start.url, 'hybrid@demo.local', 'Demo-1234');
    expect(other.url).toBe(`${server.url}/loading`);
    await server.db.delete(signInAttempts).where(eq(signInAttempts.username, username));
  });

  it('signs out: revokes the tokens, ends the provider session and forgets the session', async () => {
    const agent = await signIn(server, 'hybrid@demo.local');
    const row = await sessionRow(agent);
    const out = await agent.api('/auth/logout', { method: 'POST', json: { returnTo: '/login' } });
    expect(out.status).toBe(200);
    const { redirectUrl } = (await out.json()) as { redirectUrl: string };
    const endSession = new URL(redirectUrl);
    expect(endSession.pathname).toBe('/idp/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBe(row?.idToken);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/login`);
    expect(await (await agent.api('/auth/session')).json()).toEqual({ authenticated: false });
    expect((await agent.api('/api/Profile/GetProfileDetails')).status).toBe(401);

    // The refresh token no longer works at the provider.
    const { clientSecret } = await loadIdpSecrets(server.db);
    const token = await fetch(`${server.url}/idp/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${server.config.oidc.clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: row?.refreshToken ?? '',
      }).toString(),
    });
    expect(token.status).toBeGreaterThanOrEqual(400);
  });

  it('ends the server session 20 minutes after the last activity (15 idle + 5 warning)', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const row = await sessionRow(agent);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 19 * 60_000) })
      .where(eq(sessions.idHash, row?.idHash ?? ''));
    expect((await agent.api('/api/Profile/GetProfileDetails')).status).toBe(200);
    const touched = await sessionRow(agent);
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(5_000);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 21 * 60_000) })
      .where(eq(sessions.idHash, row?.idHash ?? ''));
    expect((await agent.api('/api/Profile/GetProfileDetails')).status).toBe(401);
    expect(await sessionRow(agent)).toBeUndefined();
  });

  it('extends the session with the keep-alive call', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const row = await sessionRow(agent);
    await server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.idHash, row?.idHash ?? ''));
    const response = await agent.api('/auth/keepalive', { method: 'POST' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { idleExpiresAt: string; idleRemainingMs: number };
    expect(Date.parse(body.idleExpiresAt) - Date.now()).toBeGreaterThan(19 * 60_000);
    // The same deadline as a duration, which the browser counts with whatever its clock says.
    expect(body.idleRemainingMs).toBeGreaterThan(19 * 60_000);
    expect(body.idleRemainingMs).toBeLessThanOrEqual(20 * 60_000);
  });

  it('renews the access token 60 s before it expires, with the refresh token', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const row = await sessionRow(agent);
    await server.db
      .update(sessions)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 30_000) })
      .where(eq(sessions.idHash, row?.idHash ?? ''));
    const [a, b] = await Promise.all([
      agent.api('/api/Fund/Internal'),
      agent.api('/api/Profile/GetProfileDetails'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const renewed = await sessionRow(agent);
    expect(renewed?.accessToken).not.toBe(row?.accessToken);
    expect(renewed?.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    // Still signed in afterwards: the parallel calls did not make the provider revoke the grant.
    expect((await agent.api('/api/Fund/Internal')).status).toBe(200);
  });

  it('offers to continue as the signed-in member when the provider session is still open', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    agent.cookies.delete('portal_session');
    const again = await agent.navigate('/auth/login');
    const html = await again.response.text();
    expect(html).toContain('Continue as Thandiwe Nkosi');
    const done = await agent.navigate(`${again.url}/continue`, { method: 'POST' });
    expect(done.url).toBe(`${server.url}/loading`);
  });
});

describe('the provider session ends with the portal session', () => {
  const providerSessionCount = async (sid: string | null | undefined) =>
    (
      await server.db
        .select()
        .from(idpPayloads)
        .where(and(eq(idpPayloads.model, 'Session'), eq(idpPayloads.uid, sid ?? '')))
    ).length;
  const lapse = (idHash: string | undefined) =>
    server.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.idHash, idHash ?? ''));

  it('keeps its cookie for the browser session only, like the portal’s', async () => {
    const agent = new Agent(server);
    const start = await agent.navigate('/auth/login');
    let response = await agent.request(
      `${start.url}/login`,
      signInForm('retail@demo.local', 'Demo-1234'),
    );
    const setCookies: string[] = [];
    for (let hop = 0; hop < 6 && response.headers.get('location'); hop += 1) {
      setCookies.push(...response.headers.getSetCookie());
      response = await agent.request(response.headers.get('location') ?? '');
    }
    setCookies.push(...response.headers.getSetCookie());
    const providerSession = setCookies.filter((line) => /^_session=/.test(line));
    expect(providerSession.length).toBeGreaterThan(0);
    for (const line of providerSession) expect(line).not.toMatch(/expires=|max-age=/i);
    expect(agent.cookies.has('portal_session')).toBe(true);
  });

  it('keeps its cookie for the browser session only on the sign-out page too', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    expect(agent.cookies.has('_session')).toBe(true);
    const out = await agent.api('/auth/logout', { method: 'POST', json: {} });
    const { redirectUrl } = (await out.json()) as { redirectUrl: string };
    // The end-session page as a browser without script sees it: its form is never submitted.
    const page = await agent.request(redirectUrl);
    expect(page.status).toBe(200);
    const lines = page.headers.getSetCookie().filter((line) => /^_session(\.sig)?=/.test(line));
    for (const line of lines) {
      const cleared = /expires=Thu, 01 Jan 1970/i.test(line);
      if (!cleared) expect(line).not.toMatch(/expires=|max-age=/i);
    }
  });

  it('asks for the password again, not "Continue as", once the portal session has lapsed', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const row = await sessionRow(agent);
    expect(row?.providerSessionUid).toBeTruthy();
    await lapse(row?.idHash);
    const again = await agent.navigate('/auth/login');
    const html = await again.response.text();
    expect(html).not.toContain('Continue as');
    expect(html).toContain('<label for="password">Password</label>');
    const done = await agent.navigate(`${again.url}/continue`, { method: 'POST' });
    expect(done.url).toBe(again.url);
  });

  it('ends at sign-out, also when the portal session had already lapsed', async () => {
    for (const lapsed of [false, true]) {
      const agent = await signIn(server, 'hybrid@demo.local');
      const row = await sessionRow(agent);
      expect(await providerSessionCount(row?.providerSessionUid)).toBe(1);
      if (lapsed) await lapse(row?.idHash);
      const logout = await agent.api('/auth/logout', { method: 'POST', json: {} });
      expect(logout.status).toBe(200);
      expect(await providerSessionCount(row?.providerSessionUid)).toBe(0);
      const again = await agent.navigate('/auth/login');
      expect(await again.response.text()).not.toContain('Continue as');
    }
  });

  it('ends when the idle clean-up removes the portal session', async () => {
    const agent = await signIn(server, 'staff@demo.local');
    const row = await sessionRow(agent);
    await lapse(row?.idHash);
    expect(await deleteIdleSessions(server.db, new Date(Date.now() - 30 * 60_000))).toBeGreaterThan(
      0,
    );
    expect(await providerSessionCount(row?.providerSessionUid)).toBe(0);
  });
});

describe('request guards (DESIGN §1a)', () => {
  it('refuses /api calls without the apikey header, or with a wrong one', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    expect((await agent.request('/api/Profile/GetProfileDetails')).status).toBe(401);
    const wrong = await agent.request('/api/Profile/GetProfileDetails', {
      headers: { apikey: 'nope-nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuses a mutating call from another origin', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const response = await agent.request('/auth/keepalive', {
      method: 'POST',
      headers: { apikey: server.config.apiKey, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('answers 401 with a JSON error when there is no session', async () => {
    const response = await server.app.inject({
      url: '/api/Fund/Internal',
      headers: { apikey: server.config.apiKey },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });

  it('accepts a bearer access token from the issuer for non-browser clients, and refuses a forged one', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const row = await sessionRow(agent);
    const ok = await server.app.inject({
      url: '/api/Profile/GetProfileDetails',
      headers: { apikey: server.config.apiKey, authorization: `Bearer ${row?.accessToken}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().profile.firstName).toBe('Thandiwe');
    const [h, p] = (row?.accessToken ?? '').split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()),
        afgroupid: 'AF0000002',
      }),
    ).toString('base64url');
    const forged = await server.app.inject({
      url: '/api/Profile/GetProfileDetails',
      headers: {
        apikey: server.config.apiKey,
        authorization: `Bearer ${h}.${forgedPayload}.c2lnbmF0dXJl`,
      },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('the provider’s cookies behind a TLS proxy', () => {
  it('are Secure and end with the browser when the public address is https', async () => {
    const tls = await startTestServer({ PUBLIC_URL: 'https://portal.example' });
    try {
      const headers = { host: 'portal.example' };
      // The portal's authorization request, as its sign-in sends it (code + PKCE).
      const query = new URLSearchParams({
        client_id: tls.config.oidc.clientId,
        response_type: 'code',
        redirect_uri: 'https://portal.example/auth/callback',
        scope: 'openid profile',
        state: 'state-1',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      // The provider's authorization redirect sets its interaction cookies.
      const answer = await tls.app.inject({ method: 'GET', url: `/idp/auth?${query}`, headers });
      expect(answer.statusCode).toBe(303);
      const raw = answer.headers['set-cookie'];
      const lines = (Array.isArray(raw) ? raw : [raw ?? '']).filter((line) => line !== '');
      expect(lines.some((line) => /^_interaction=/.test(line))).toBe(true);
      for (const line of lines) {
        expect(line).toMatch(/;\s*secure(?:;|$)/i);
        if (!/expires=Thu, 01 Jan 1970/i.test(line)) expect(line).not.toMatch(/expires=|max-age=/i);
      }
    } finally {
      await tls.close();
    }
  });
});

describe('sign-in returns to the page asked for (issue 46)', () => {
  /** The login cookie's value as the server signed it: the JSON, a dot, the signature. */
  function loginCookieOf(agent: Agent) {
    const raw = decodeURIComponent(agent.cookies.get('portal_login') ?? '');
    return JSON.parse(raw.replace(/\.[^.]*$/, '')) as { state: string; next?: string };
  }

  async function signInFrom(login: string, username = 'hybrid@demo.local') {
    const agent = new Agent(server);
    const start = await agent.navigate(login);
    expect(start.url).toMatch(/\/interaction\//);
    const cookie = loginCookieOf(agent);
    const done = await submitSignIn(agent, start.url, username, 'Demo-1234');
    return { agent, cookie, done };
  }

  it('keeps a path of this site in the signed login cookie and sends to /loading?next= after', async () => {
    const { agent, cookie, done } = await signInFrom(
      `/auth/login?next=${encodeURIComponent('/claims/CLM00000003')}`,
    );
    expect(cookie.next).toBe('/claims/CLM00000003');
    expect(cookie.state).toBeTruthy();
    expect(done.url).toBe(`${server.url}/loading?next=%2Fclaims%2FCLM00000003`);
    expect(agent.cookies.has('portal_login')).toBe(false);
    expect(await (await agent.api('/auth/session')).json()).toMatchObject({ authenticated: true });
  });

  it('keeps the search of the page asked for', async () => {
    const page = '/statements-and-documents?tab=tax-certificates';
    const { done } = await signInFrom(`/auth/login?next=${encodeURIComponent(page)}`);
    expect(done.url).toBe(`${server.url}/loading?next=${encodeURIComponent(page)}`);
  });

  it.each([
    '//evil.example/claims',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/',
    '/login',
    '/auth/login',
  ])('ignores %s and ends at the dashboard’s loading page', async (next) => {
    const { cookie, done } = await signInFrom(`/auth/login?next=${encodeURIComponent(next)}`);
    expect(cookie.next).toBeUndefined();
    expect(done.url).toBe(`${server.url}/loading`);
  });

  it('follows no next the cookie was changed to carry (its signature fails)', async () => {
    const agent = new Agent(server);
    const start = await agent.navigate('/auth/login?next=%2Fdashboard');
    const raw = decodeURIComponent(agent.cookies.get('portal_login') ?? '');
    agent.cookies.set(
      'portal_login',
      encodeURIComponent(raw.replace('"/dashboard"', '"//evil.example"')),
    );
    const done = await submitSignIn(agent, start.url, 'hybrid@demo.local', 'Demo-1234');
    expect(done.url).toBe(`${server.url}/unauthorized`);
  });

  it('signs out to the signed-out page, a post-logout address the provider accepts', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const out = await agent.api('/auth/logout', {
      method: 'POST',
      json: { returnTo: '/signed-out' },
    });
    expect(out.status).toBe(200);
    const { redirectUrl } = (await out.json()) as { redirectUrl: string };
    expect(new URL(redirectUrl).searchParams.get('post_logout_redirect_uri')).toBe(
      `${server.url}/signed-out`,
    );
    const page = await agent.request(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams();
    for (const [, name = '', value = ''] of html.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    ))
      fields.set(name, value);
    const confirmed = await agent.navigate(action.replaceAll('&amp;', '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(confirmed.url).toBe(`${server.url}/signed-out`);
  });

  it('refuses another return address at sign-out', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const out = await agent.api('/auth/logout', {
      method: 'POST',
      json: { returnTo: '/claims' },
    });
    expect(out.status).toBe(400);
  });
});

describe('two tabs signing out at once', () => {
  it('sends only one through the provider’s logout; the other comes straight back', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const out = await agent.api('/auth/logout', {
          method: 'POST',
          json: { returnTo: '/signed-out' },
        });
        expect(out.status).toBe(200);
        return ((await out.json()) as { redirectUrl: string }).redirectUrl;
      }),
    );
    const urls = [a, b].sort();
    expect(urls[0]).toBe('/signed-out');
    expect(new URL(urls[1] ?? '').pathname).toBe('/idp/session/end');
  });
});
