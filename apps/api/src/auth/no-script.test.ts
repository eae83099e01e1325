import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type Agent, type TestServer } from '../testing/server';

// A page without script: its downloads are plain links and its Log out a plain form. The server
// answers a followed link to a member's file on the session cookie alone, and signs out on the
// portal's own form, sending the browser on as the call would tell the app to.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const FOLLOWED = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/** A request as the browser sends it, with its Sec-Fetch headers (fetch may not set those). */
async function browserRequest(
  agent: Agent,
  url: string,
  headers: Record<string, string>,
  init: { method?: 'GET' | 'POST'; body?: string } = {},
) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await server.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(init.body !== undefined ? { payload: init.body } : {}),
  });
  return answer;
}

async function firstScheme(agent: Agent): Promise<string> {
  const answer = await agent.api('/api/Fund/Internal');
  const body = (await answer.json()) as { internalFunds?: { schemeNumber: string }[] };
  const scheme = body.internalFunds?.[0]?.schemeNumber;
  if (!scheme) throw new Error('the member has no fund');
  return scheme;
}

describe('downloads as links', () => {
  it('answers a followed link to the member’s own file without the apikey header', async () => {
    const member = await signIn(server, 'institutional@demo.local');
    const path = `/api/Fund/Costs/${await firstScheme(member)}/Pdf`;
    const followed = await browserRequest(member, path, {
      ...FOLLOWED,
      'sec-fetch-site': 'same-origin',
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['content-type']).toBe('application/pdf');
    expect(followed.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // Typed into the address bar (or a bookmark): the same.
    const typed = await browserRequest(member, path, { ...FOLLOWED, 'sec-fetch-site': 'none' });
    expect(typed.statusCode).toBe(200);
  });

  it('still asks for the apikey from a fetch, another site’s link, or any other call', async () => {
    const member = await signIn(server, 'institutional@demo.local');
    const path = `/api/Fund/Costs/${await firstScheme(member)}/Pdf`;
    const fetched = await browserRequest(member, path, {
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
    });
    expect(fetched.statusCode).toBe(401);
    const elsewhere = await browserRequest(member, path, {
      ...FOLLOWED,
      'sec-fetch-site': 'cross-site',
    });
    expect(elsewhere.statusCode).toBe(401);
    const notAFile = await browserRequest(member, '/api/Profile/GetProfileDetails', {
      ...FOLLOWED,
      'sec-fetch-site': 'same-origin',
    });
    expect(notAFile.statusCode).toBe(401);
  });

  it('answers a followed link without a session as any other call: sign in first', async () => {
    const member = await signIn(server, 'institutional@demo.local');
    const path = `/api/Fund/Costs/${await firstScheme(member)}/Pdf`;
    member.cookies.clear();
    const answer = await browserRequest(member, path, {
      ...FOLLOWED,
      'sec-fetch-site': 'same-origin',
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('Log out as a plain form', () => {
  const post = (member: Agent, returnTo: string, site = 'same-origin') =>
    browserRequest(
      member,
      '/auth/logout/form',
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site },
      { method: 'POST', body: new URLSearchParams({ returnTo }).toString() },
    );

  it('ends the session and sends the browser through the provider’s logout', async () => {
    const member = await signIn(server, 'retail@demo.local');
    const out = await post(member, '/');
    expect(out.statusCode).toBe(303);
    const next = new URL(String(out.headers.location ?? ''), server.url);
    expect(next.pathname).toBe('/idp/session/end');
    expect(next.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
    expect(await (await member.api('/auth/session')).json()).toEqual({ authenticated: false });
  });

  it('refuses a form posted from another site, and the member stays signed in', async () => {
    const member = await signIn(server, 'retail@demo.local');
    const out = await post(member, '/', 'cross-site');
    expect(out.statusCode).toBe(403);
    expect(await (await member.api('/auth/session')).json()).toMatchObject({
      authenticated: true,
    });
  });

  it('refuses a return address of another site, changing nothing', async () => {
    const member = await signIn(server, 'retail@demo.local');
    const out = await post(member, 'https://evil.example/');
    expect(out.statusCode).toBe(400);
    expect(await (await member.api('/auth/session')).json()).toMatchObject({
      authenticated: true,
    });
  });
});
